import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Access, history, useAccess } from '@umijs/max';
import { Badge, Button, Drawer, message, Popconfirm } from 'antd';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import CrudTable from '@/components/CrudTable';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { FREQUENCIES, POPUP_STATES, type PopupKind } from '@/contract/operate/popups';
import { useText } from '@/hooks';
import { OPERATE_PATHS } from '@/pages/operate/paths';
import { POPUP_CALLS, type Popup } from '@/pages/operate/service';
import { action } from '@/utils/action';
import { useChannelOptions } from '../labels';
import PopupEditor from './PopupEditor';

/**
 * The list of one pop-up kind: live ones first (the backend's clock decides), filtered by title, state and channel,
 * exported; enable, disable, delete. New and edit go to the kind's create page, or (ads, which have none) a drawer
 * holding the same editor.
 */
const STATE_BADGE: Record<(typeof POPUP_STATES)[number], 'success' | 'processing' | 'default' | 'error'> = {
  live: 'success',
  scheduled: 'processing',
  ended: 'default',
  disabled: 'error',
};

const CREATE_PAGE: Record<PopupKind, string | undefined> = {
  posterPop: OPERATE_PATHS.posterPopCreate,
  adConfiguration: undefined,
  tipManagement: OPERATE_PATHS.tipManagementCreate,
};

export default function PopupList({ kind }: { kind: PopupKind }) {
  const t = useText();
  const { can } = useAccess();
  const calls = POPUP_CALLS[kind];
  const screen = OPERATE_PATHS[kind];
  const actionRef = useRef<ActionType>();
  const [busy, setBusy] = useState(false);
  const [drawer, setDrawer] = useState<{ id?: number }>();
  const channels = useChannelOptions();
  useReloadOnReturn(() => actionRef.current?.reload());
  const canEdit = can(action(screen, 'edit'));

  const open = (id?: number) => {
    const page = CREATE_PAGE[kind];
    if (page) history.push(id ? `${page}?id=${id}` : page);
    else setDrawer({ id });
  };

  const setStatus = async (r: Popup, on: boolean) => {
    if (busy) return;
    setBusy(true);
    try {
      await (on ? calls.enable : calls.disable)({ id: r.id });
      message.success(t(on ? 'pages.operate.enabled' : 'pages.operate.disabled'));
      actionRef.current?.reload();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const stateEnum = Object.fromEntries(
    POPUP_STATES.map((s) => [s, { text: t(`pages.operate.popup.state.${s}`), status: STATE_BADGE[s] }]),
  );
  const channelName = (code: string) => channels.find((c) => c.value === code)?.label ?? code;
  const columns: ProColumns<Popup>[] = [
    { title: t('pages.operate.id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    { title: t('pages.operate.popup.title'), dataIndex: 'title' },
    {
      title: t('pages.operate.popup.state'),
      dataIndex: 'state',
      valueType: 'select',
      valueEnum: stateEnum,
      render: (_, r) => (
        <Badge
          status={STATE_BADGE[r.state]}
          text={t(`pages.operate.popup.state.${r.state}`)}
          id={`popup-state-${r.id}`}
        />
      ),
    },
    {
      title: t('pages.operate.popup.channels'),
      dataIndex: 'channel',
      valueType: 'select',
      fieldProps: { options: channels, showSearch: true, optionFilterProp: 'label' },
      renderText: (_: unknown, r: Popup) =>
        r.channels.length ? r.channels.map(channelName).join('、') : t('pages.operate.channel.all'),
    },
    { title: t('pages.operate.popup.text'), dataIndex: 'text', hideInSearch: true, ellipsis: true },
    {
      title: t('pages.operate.popup.frequency'),
      dataIndex: 'frequency',
      hideInSearch: true,
      valueEnum: Object.fromEntries(FREQUENCIES.map((f) => [f, { text: t(`pages.operate.popup.frequency.${f}`) }])),
    },
    { title: t('pages.operate.popup.startAt'), dataIndex: 'startAt', valueType: 'dateTime', hideInSearch: true },
    { title: t('pages.operate.popup.endAt'), dataIndex: 'endAt', valueType: 'dateTime', hideInSearch: true },
    { title: t('pages.operate.popup.priority'), dataIndex: 'priority', hideInSearch: true },
    { title: t('common.updatedBy'), dataIndex: 'updatedBy', hideInSearch: true },
  ];

  return (
    <>
      <CrudTable<Popup>
        id={`${kind}-table`}
        columns={columns}
        actionRef={actionRef}
        service={{ page: calls.page, remove: (r) => calls.remove({ id: r.id }) }}
        authority={{ remove: action(screen, 'delete'), export: action(screen, 'export') }}
        exportName={t(`pages.operate.popup.exportName.${kind}`)}
        rowActions={(r) =>
          canEdit
            ? [
                <ActionLink key="edit" id={`popup-edit-${r.id}`} onClick={() => open(r.id)}>
                  {t('crud.edit')}
                </ActionLink>,
                r.status === 1 ? (
                  <Popconfirm
                    key="disable"
                    title={t('pages.operate.disable.confirm')}
                    onConfirm={() => setStatus(r, false)}
                  >
                    <ActionLink id={`popup-disable-${r.id}`}>{t('pages.operate.disable')}</ActionLink>
                  </Popconfirm>
                ) : (
                  <ActionLink key="enable" id={`popup-enable-${r.id}`} onClick={() => setStatus(r, true)}>
                    {t('pages.operate.enable')}
                  </ActionLink>
                ),
              ]
            : []
        }
        toolbar={() => [
          <Access key="create" accessible={can(action(screen, 'add'))}>
            <Button type="primary" id="popup-create" onClick={() => open()}>
              {t('crud.add')}
            </Button>
          </Access>,
        ]}
      />
      <Drawer
        open={Boolean(drawer)}
        width={820}
        destroyOnClose
        title={t(drawer?.id ? 'pages.operate.popup.title.edit' : 'pages.operate.popup.title.add', {
          kind: t(`pages.operate.popup.exportName.${kind}`),
        })}
        onClose={() => setDrawer(undefined)}
      >
        {drawer && (
          <PopupEditor
            kind={kind}
            id={drawer.id}
            onDone={() => {
              setDrawer(undefined);
              actionRef.current?.reload();
            }}
          />
        )}
      </Drawer>
    </>
  );
}
