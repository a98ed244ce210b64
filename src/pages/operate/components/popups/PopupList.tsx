import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Badge, Drawer } from 'antd';
import { useRef, useState } from 'react';
import CreateButton from '@/components/CreateButton';
import CrudTable from '@/components/CrudTable';
import { useStatusLinks } from '@/components/RuleList/useStatusLinks';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { FREQUENCIES, POPUP_STATES, type PopupKind } from '@/contract/operate/values';
import { useText } from '@/hooks';
import { POPUP_PATHS } from './paths';
import { POPUP_CALLS, type Popup } from './service';
import { action } from '@/utils/action';
import { STATUS_TEXTS, useChannelOptions } from '../labels';
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
  posterPop: POPUP_PATHS.posterPopCreate,
  adConfiguration: undefined,
  tipManagement: POPUP_PATHS.tipManagementCreate,
};

export default function PopupList({ kind }: { kind: PopupKind }) {
  const t = useText();
  const calls = POPUP_CALLS[kind];
  const screen = POPUP_PATHS[kind];
  const actionRef = useRef<ActionType>();
  const [drawer, setDrawer] = useState<{ id?: number }>();
  const channels = useChannelOptions();
  useReloadOnReturn(() => actionRef.current?.reload());

  const open = (id?: number) => {
    const page = CREATE_PAGE[kind];
    if (page) history.push(id ? `${page}?id=${id}` : page);
    else setDrawer({ id });
  };

  const statusLinks = useStatusLinks<Popup>({
    idPrefix: 'popup',
    texts: STATUS_TEXTS,
    editKey: action(screen, 'edit'),
    edit: (r) => open(r.id),
    enable: calls.enable,
    disable: calls.disable,
    onDone: () => actionRef.current?.reload(),
  });

  const stateEnum = Object.fromEntries(
    POPUP_STATES.map((s) => [s, { text: t(`pages.operate.popups.state.${s}`), status: STATE_BADGE[s] }]),
  );
  const channelName = (code: string) => channels.find((c) => c.value === code)?.label ?? code;
  const columns: ProColumns<Popup>[] = [
    { title: t('pages.operate.id'), dataIndex: 'id', hideInSearch: true, width: 64 },
    { title: t('pages.operate.popups.title'), dataIndex: 'title' },
    {
      title: t('pages.operate.popups.state'),
      dataIndex: 'state',
      valueType: 'select',
      valueEnum: stateEnum,
      render: (_, r) => (
        <Badge
          status={STATE_BADGE[r.state]}
          text={t(`pages.operate.popups.state.${r.state}`)}
          id={`popup-state-${r.id}`}
        />
      ),
    },
    {
      title: t('pages.operate.popups.channels'),
      dataIndex: 'channel',
      valueType: 'select',
      fieldProps: { options: channels, showSearch: true, optionFilterProp: 'label' },
      renderText: (_: unknown, r: Popup) =>
        r.channels.length ? r.channels.map(channelName).join('、') : t('pages.operate.channel.all'),
    },
    { title: t('pages.operate.popups.text'), dataIndex: 'text', hideInSearch: true, ellipsis: true },
    {
      title: t('pages.operate.popups.frequency'),
      dataIndex: 'frequency',
      hideInSearch: true,
      valueEnum: Object.fromEntries(FREQUENCIES.map((f) => [f, { text: t(`pages.operate.popups.frequency.${f}`) }])),
    },
    { title: t('pages.operate.popups.startAt'), dataIndex: 'startAt', valueType: 'dateTime', hideInSearch: true },
    { title: t('pages.operate.popups.endAt'), dataIndex: 'endAt', valueType: 'dateTime', hideInSearch: true },
    { title: t('pages.operate.popups.priority'), dataIndex: 'priority', hideInSearch: true },
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
        exportName={t(`pages.operate.popups.exportName.${kind}`)}
        rowActions={statusLinks}
        toolbar={() => [
          <CreateButton key="create" id="popup-create" authority={action(screen, 'add')} onClick={() => open()} />,
        ]}
      />
      <Drawer
        open={Boolean(drawer)}
        width={820}
        destroyOnClose
        title={t(drawer?.id ? 'pages.operate.popups.title.edit' : 'pages.operate.popups.title.add', {
          kind: t(`pages.operate.popups.exportName.${kind}`),
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
