import { AppstoreOutlined, CheckOutlined, StarFilled } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Input, Modal, message, type MenuProps } from 'antd';
import { useState } from 'react';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import type { ViewContent } from './apply';
import { addView, deleteView, editView, setDefaultView, type SavedView } from '@/services/views';
import type { TableViewsState } from './useTableViews';
import { VIEW_NAME } from '@/contract/field';
import { fieldRules } from '@/utils/fieldRules';

type Mode = 'save' | 'rename' | 'delete';

/**
 * The list's views in its toolbar (docs/rules.md "Saved table views"): pick one (the table starts again from it), or
 * none (the screen's own start); save what the table shows now as a new view, overwrite, rename or delete the current
 * one, and make it the list's default (or no longer).
 */
export default function TableViews(props: {
  table: string;
  listKey: string;
  state: TableViewsState;
  /** what the table shows now */
  capture: () => ViewContent;
}) {
  const t = useText();
  const { views, current, apply, setCurrent, refresh } = props.state;
  const [mode, setMode] = useState<Mode>();
  const [name, setName] = useState('');
  const [asDefault, setAsDefault] = useState(false);
  const [busy, setBusy] = useState(false);
  // the save dialog's request id (docs/rules.md "Request ids and versions"): one per opening
  const requestId = useRequestId();
  const id = (part: string) => `${props.table}-views-${part}`;

  const run = async (work: () => Promise<unknown>, done: string) => {
    if (busy) return false;
    setBusy(true);
    try {
      await work();
      await refresh();
      message.success(t(done));
      return true;
    } catch {
      // the request layer has shown why; the dialog stays as typed
      return false;
    } finally {
      setBusy(false);
    }
  };

  const open = (m: Mode) => {
    setMode(m);
    requestId.renew();
    setName(m === 'rename' && current ? current.name : '');
    setAsDefault(false);
  };

  const confirm = async () => {
    let ok = false;
    if (mode === 'save') {
      let added: number | undefined;
      ok = await run(async () => {
        const res = await addView(
          { listKey: props.listKey, name, isDefault: asDefault, ...props.capture() },
          { requestId: requestId.current() },
        );
        added = res.data.id;
      }, 'tableViews.saved');
      if (ok) setCurrent(added);
    } else if (mode === 'rename' && current) {
      ok = await run(() => editView({ id: current.id, name }), 'tableViews.renamed');
    } else if (mode === 'delete' && current) {
      ok = await run(() => deleteView({ id: current.id }), 'tableViews.deleted');
      if (ok) setCurrent(undefined);
    }
    if (ok) setMode(undefined);
  };

  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'none') apply(undefined);
    else if (key.startsWith('view-')) apply(views.find((v) => `view-${v.id}` === key));
    else if (key === 'save' || key === 'rename' || key === 'delete') open(key);
    else if (key === 'update' && current) {
      run(() => editView({ id: current.id, ...props.capture() }), 'tableViews.updated');
    } else if (key === 'default' && current) {
      run(
        () => setDefaultView({ listKey: props.listKey, id: current.isDefault ? null : current.id }),
        current.isDefault ? 'tableViews.defaultCleared' : 'tableViews.defaultSet',
      );
    }
  };

  const label = (v: SavedView) => (
    <span id={id(`item-${v.id}`)} data-view-name={v.name}>
      {v.name}
      {v.isDefault && <StarFilled style={{ marginLeft: 6, color: '#faad14' }} aria-label={t('tableViews.default')} />}
    </span>
  );
  const items: MenuProps['items'] = [
    {
      key: 'none',
      label: <span id={id('none')}>{t('tableViews.none')}</span>,
      icon: current ? null : <CheckOutlined />,
    },
    ...views.map((v) => ({
      key: `view-${v.id}`,
      label: label(v),
      icon: v.id === current?.id ? <CheckOutlined /> : null,
    })),
    { type: 'divider' as const },
    { key: 'save', label: <span id={id('save')}>{t('tableViews.saveAs')}</span> },
    ...(current
      ? [
          { key: 'update', label: <span id={id('update')}>{t('tableViews.update', { name: current.name })}</span> },
          { key: 'rename', label: <span id={id('rename')}>{t('tableViews.rename')}</span> },
          {
            key: 'default',
            label: (
              <span id={id('default')}>
                {t(current.isDefault ? 'tableViews.unsetDefault' : 'tableViews.setDefault')}
              </span>
            ),
          },
          { key: 'delete', danger: true, label: <span id={id('delete')}>{t('tableViews.delete')}</span> },
        ]
      : []),
  ];

  return (
    <>
      <Dropdown menu={{ items, onClick: onMenu }} trigger={['click']}>
        <Button id={id('button')} icon={<AppstoreOutlined />} loading={busy}>
          {current ? current.name : t('tableViews.title')}
        </Button>
      </Dropdown>
      <Modal
        open={Boolean(mode)}
        title={mode && t(`tableViews.${mode === 'save' ? 'saveAs' : mode}`)}
        okText={t(mode === 'delete' ? 'tableViews.delete' : 'tableViews.ok')}
        okButtonProps={{ id: id('ok'), danger: mode === 'delete', disabled: mode !== 'delete' && !name.trim() }}
        confirmLoading={busy}
        onOk={confirm}
        onCancel={() => setMode(undefined)}
        destroyOnClose
      >
        {mode === 'delete' ? (
          <p>{t('tableViews.deleteConfirm', { name: current?.name ?? '' })}</p>
        ) : (
          <>
            <Input
              id={id('name')}
              autoFocus
              {...fieldRules(VIEW_NAME).input}
              value={name}
              placeholder={t('tableViews.namePlaceholder')}
              onChange={(e) => setName(e.target.value)}
              onPressEnter={() => name.trim() && confirm()}
            />
            {mode === 'save' && (
              <Checkbox
                id={id('asDefault')}
                style={{ marginTop: 12 }}
                checked={asDefault}
                onChange={(e) => setAsDefault(e.target.checked)}
              >
                {t('tableViews.asDefault')}
              </Checkbox>
            )}
          </>
        )}
      </Modal>
    </>
  );
}
