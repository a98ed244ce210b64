import { ApiOutlined, DisconnectOutlined, SyncOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { history, useAccess } from '@umijs/max';
import { Alert, message, Popconfirm, Progress, Space, Tag, theme, Tooltip, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import CrudTable from '@/components/CrudTable';
import { usePaneActive } from '@/components/Workspace/PaneContext';
import {
  disableMachine,
  enableMachine,
  pageMachines,
  setMachineOffline,
  type MachinePage as MachinePageAnswer,
  type MachineRow,
  type MachineStatus,
} from '../service';
import type { Page, PageQuery } from '@/services/types';
import { MachineBadge, RelativeTime, StepName, useNow } from '../components/badges';
import { useText } from '@/hooks';
import { machineActions } from '../components/taskRules';
import { PACKAGE_PATHS } from '../paths';
import { action } from '@/utils/action';
import ActionLink from '@/components/ActionLink';

/**
 * /package/machine: the build farm. Status (idle / busy / offline) and heartbeats refresh every 2 s while the tab is
 * shown; relative times tick every second. Disable: the machine finishes the task it holds and takes no more.
 * "Disconnect" simulates a network loss (the backend offers it): heartbeats stop, after 3 s the machine is offline
 * and its task goes back to the queue for another machine; "Reconnect" brings it back.
 */
const STATUSES: MachineStatus[] = ['idle', 'busy', 'offline'];

const page = ({ search, ...q }: PageQuery) =>
  pageMachines({ ...q, keyword: typeof search === 'string' ? search : undefined });

export default function MachinePage() {
  const t = useText();
  const { token } = theme.useToken();
  const { can } = useAccess();
  const active = usePaneActive();
  const now = useNow(1000);
  const actionRef = useRef<ActionType>();
  const [queued, setQueued] = useState<number>();
  const [busy, setBusy] = useState<string>();

  const onPage = useCallback((answer: Page<MachineRow>) => setQueued((answer as MachinePageAnswer).queued), []);

  const act = async (key: string, call: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await call();
      message.success(done);
      actionRef.current?.reload();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(undefined);
    }
  };

  const columns: ProColumns<MachineRow>[] = [
    { title: t('pages.package.machine.search'), dataIndex: 'search', hideInTable: true, hideInDescriptions: true },
    {
      title: t('pages.package.machine.name'),
      dataIndex: 'name',
      hideInSearch: true,
      render: (_, m) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{m.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {m.address} · {m.os}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('pages.package.machine.address'), dataIndex: 'address', hideInSearch: true, hideInTable: true },
    { title: t('pages.package.machine.os'), dataIndex: 'os', hideInSearch: true, hideInTable: true },
    {
      title: t('pages.package.machine.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: Object.fromEntries(STATUSES.map((s) => [s, { text: t(`pages.package.machineStatus.${s}`) }])),
      render: (_, m) => (
        <Space size={6} wrap>
          <MachineBadge status={m.status} id={`machine-status-${m.id}`} />
          {!m.enabled && (
            <Tooltip title={m.status === 'busy' ? t('pages.package.machine.draining') : undefined}>
              <Tag color="default" id={`machine-disabled-${m.id}`}>
                {t(m.status === 'busy' ? 'pages.package.machine.disabledDraining' : 'pages.package.machine.disabled')}
              </Tag>
            </Tooltip>
          )}
          {!m.connected && m.status !== 'offline' && (
            <Tag color="warning" icon={<DisconnectOutlined />}>
              {t('pages.package.machine.noHeartbeat')}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('pages.package.machine.enabled'),
      dataIndex: 'enabled',
      hideInSearch: true,
      hideInTable: true,
      renderText: (v: unknown) => t(v ? 'pages.package.machine.takesTasks' : 'pages.package.machine.disabled'),
    },
    {
      title: t('pages.package.machine.heartbeat'),
      dataIndex: 'lastHeartbeat',
      hideInSearch: true,
      valueType: 'dateTime',
      render: (_, m) => (
        <span id={`machine-heartbeat-${m.id}`} style={!m.connected ? { color: token.colorWarningText } : undefined}>
          <RelativeTime time={m.lastHeartbeat} now={now} />
        </span>
      ),
    },
    {
      title: t('pages.package.machine.currentTask'),
      dataIndex: 'currentTaskId',
      hideInSearch: true,
      renderText: (v: unknown) => (v ? `#${String(v)}` : ''),
      render: (_, m) =>
        m.currentTask ? (
          <Space direction="vertical" size={0} style={{ minWidth: 180 }}>
            <ActionLink
              id={`machine-task-${m.id}`}
              onClick={() => history.push(`${PACKAGE_PATHS.task}?log=${m.currentTask?.id}`)}
            >
              #{m.currentTask.id} {m.currentTask.channelName}
            </ActionLink>
            <Space size={6}>
              <Progress
                aria-label={`${t('pages.package.task.progress')} #${m.currentTask.id}`}
                percent={m.currentTask.progress}
                size="small"
                status="active"
                style={{ width: 120, margin: 0 }}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <StepName step={m.currentTask.step} />
              </Typography.Text>
            </Space>
          </Space>
        ) : (
          '-'
        ),
    },
    { title: t('pages.package.machine.tasksDone'), dataIndex: 'tasksDone', hideInSearch: true, width: 100 },
  ];

  return (
    <>
      {queued !== undefined && queued > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          id="machine-queued"
          message={t('pages.package.machine.queued', { n: queued })}
          action={
            <ActionLink onClick={() => history.push(`${PACKAGE_PATHS.task}?status=queued`)}>
              {t('pages.package.machine.queued.view')}
            </ActionLink>
          }
        />
      )}
      <CrudTable<MachineRow>
        id="machine-table"
        headerTitle={
          <Space>
            {t('pages.package.machine.title')}
            {active && (
              <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
                <SyncOutlined spin /> {t('pages.package.machine.live')}
              </Typography.Text>
            )}
          </Space>
        }
        actionRef={actionRef}
        columns={columns}
        service={{ page }}
        onPage={onPage}
        polling={active ? 2000 : undefined}
        authority={{ export: action(PACKAGE_PATHS.machine, 'export') }}
        exportName={t('pages.package.machine.exportName')}
        rowActions={(m) => {
          if (!can(action(PACKAGE_PATHS.machine, 'edit'))) return [];
          const a = machineActions(m);
          return [
            a.disable ? (
              <Popconfirm
                key="disable"
                title={t('pages.package.machine.disable.confirm')}
                description={m.status === 'busy' ? t('pages.package.machine.draining') : undefined}
                onConfirm={() =>
                  act(`disable-${m.id}`, () => disableMachine(m.id), t('pages.package.machine.disabled.done'))
                }
              >
                <ActionLink id={`machine-disable-${m.id}`}>{t('pages.package.machine.disable')}</ActionLink>
              </Popconfirm>
            ) : (
              <ActionLink
                key="enable"
                id={`machine-enable-${m.id}`}
                onClick={() =>
                  busy || act(`enable-${m.id}`, () => enableMachine(m.id), t('pages.package.machine.enabled.done'))
                }
              >
                {t('pages.package.machine.enable')}
              </ActionLink>
            ),
            a.disconnect ? (
              <Popconfirm
                key="offline"
                title={t('pages.package.machine.offline.confirm')}
                description={t('pages.package.machine.offline.hint')}
                onConfirm={() =>
                  act(`offline-${m.id}`, () => setMachineOffline(m.id, true), t('pages.package.machine.offline.done'))
                }
              >
                <ActionLink id={`machine-offline-${m.id}`} style={{ color: token.colorWarningText }}>
                  <DisconnectOutlined /> {t('pages.package.machine.offline')}
                </ActionLink>
              </Popconfirm>
            ) : (
              <ActionLink
                key="online"
                id={`machine-online-${m.id}`}
                onClick={() =>
                  busy ||
                  act(`online-${m.id}`, () => setMachineOffline(m.id, false), t('pages.package.machine.online.done'))
                }
              >
                <ApiOutlined /> {t('pages.package.machine.online')}
              </ActionLink>
            ),
          ];
        }}
      />
    </>
  );
}
