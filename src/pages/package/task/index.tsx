import { PlusOutlined, SyncOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns, ProFormInstance } from '@ant-design/pro-components';
import { history, useAccess } from '@umijs/max';
import { Button, Card, Space, theme, Tooltip, Typography } from 'antd';
import { formatTime } from '@/utils/businessTime';
import { useRequest } from 'ahooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import CrudTable from '@/components/CrudTable';
import { rangeToQuery, useAddressPreset } from '@/components/CrudTable/address';
import { formatBytes } from '@/components/UploadField';
import { useReloadOnReturn, usePaneLocation } from '@/components/Workspace/PaneContext';
import {
  pageTasks,
  taskOptions,
  TASK_STATUSES,
  type TaskCounts,
  type TaskOptions,
  type TaskPage as TaskPageAnswer,
  type TaskRow,
  type TaskStatus,
} from '../service';
import type { Page } from '@/services/types';
import { StepName, TaskProgress, TaskStatusBadge } from '../components/badges';
import { useText } from '@/hooks';
import { formatDuration } from '../components/format';
import { shouldPoll, TASK_BADGE } from '../components/taskRules';
import CreateBatchModal from './components/CreateBatchModal';
import LogDrawer from './components/LogDrawer';
import TaskActions from './components/TaskActions';
import { PACKAGE_PATHS } from '../paths';
import { action } from '@/utils/action';
import ActionLink from '@/components/ActionLink';

/**
 * /package/task: packaging tasks of the current game, paged and filtered on the backend (10,000 tasks stay quick).
 * The list refreshes itself every 2 s while its tab is shown and something is queued or running — all state is on
 * the backend, so two operators watching one batch see the same. A batch is one base package × many channels.
 * Address: ?batchId=, ?status= and ?endedFrom=&endedTo= (epoch ms, the end exclusive; or ?range=today, the business
 * day) preset the filters (the welcome page's packaging failures of the day link here), ?log=<task id> opens its live
 * log, ?create=<base package id> opens the new-batch form with that package.
 */
export const TASK_ADDRESS = {
  rangeField: 'endedRange',
  fromKey: 'endedFrom',
  toKey: 'endedTo',
  keys: ['batchId', 'status'],
  numbers: ['batchId'],
  enums: { status: TASK_STATUSES },
} as const;

const POLL_MS = 2000;

const STATUS_COLOR: Record<TaskStatus, string> = {
  queued: '#8c8c8c',
  running: '#1677ff',
  succeeded: '#52c41a',
  failed: '#ff4d4f',
  cancelled: '#faad14',
};

function num(v: string | null): number | undefined {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
}

const NO_CHANNELS: TaskOptions['channels'] = [];

export default function TaskPage() {
  const t = useText();
  const { token } = theme.useToken();
  // the counts' figures as text: antd's text colours of each status (docs/rules.md "Accessibility"), the dots as before
  const countColor: Record<TaskStatus, string> = {
    queued: token.colorTextTertiary,
    running: token.colorPrimary,
    succeeded: token.colorSuccessText,
    failed: token.colorErrorText,
    cancelled: token.colorWarningText,
  };
  const { can } = useAccess();
  const active = useReloadOnReturn(() => actionRef.current?.reload());
  const { search } = usePaneLocation();
  const actionRef = useRef<ActionType>();
  const formRef = useRef<ProFormInstance>();
  const [rows, setRows] = useState<TaskRow[]>([]);
  const [counts, setCounts] = useState<TaskCounts>();
  // the channel filter's options (none when they cannot be read)
  const { data: channels = NO_CHANNELS } = useRequest(async () => (await taskOptions()).data.channels);
  const [logTask, setLogTask] = useState<number>();
  const [creating, setCreating] = useState<{ basePackageId?: number }>();
  const [updatedAt, setUpdatedAt] = useState<number>();

  const applyFilters = useCallback((values: Record<string, unknown>) => {
    formRef.current?.setFieldsValue(values);
    formRef.current?.submit();
  }, []);

  // the address presets the filters, opens a log or the new-batch form
  const presets = useAddressPreset(formRef, TASK_ADDRESS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the address changes (not when grants or callbacks re-render)
  useEffect(() => {
    const q = new URLSearchParams(search);
    const log = num(q.get('log'));
    if (log) setLogTask(log);
    const create = num(q.get('create'));
    if (create && can(action(PACKAGE_PATHS.task, 'add'))) setCreating({ basePackageId: create });
  }, [search]);

  // what the table shows decides the polling; the CSV export pages through the same service without touching it
  const onPage = useCallback((answer: Page<TaskRow>) => {
    setRows(answer.list);
    setCounts((answer as TaskPageAnswer).counts);
    setUpdatedAt(Date.now());
  }, []);

  const polling = shouldPoll(active, rows, counts) ? POLL_MS : undefined;
  const reload = useCallback(() => actionRef.current?.reload(), []);

  const columns: ProColumns<TaskRow>[] = [
    {
      title: t('pages.package.task.id'),
      dataIndex: 'id',
      hideInSearch: true,
      width: 80,
      render: (_, row) => <ActionLink onClick={() => setLogTask(row.id)}>#{row.id}</ActionLink>,
    },
    {
      title: t('pages.package.task.batch'),
      dataIndex: 'batchId',
      valueType: 'digit',
      order: 2,
      width: 90,
      render: (_, row) => (
        <Tooltip title={t('pages.package.task.batch.filter')}>
          <ActionLink id={`task-batch-${row.id}`} onClick={() => applyFilters({ batchId: row.batchId })}>
            #{row.batchId}
          </ActionLink>
        </Tooltip>
      ),
    },
    {
      title: t('pages.package.task.channel'),
      dataIndex: 'channelId',
      valueType: 'select',
      order: 1,
      fieldProps: {
        showSearch: true,
        optionFilterProp: 'label',
        options: channels.map((c) => ({ value: c.id, label: `${c.name} (${c.code})` })),
      },
      renderText: (_: unknown, row: TaskRow) => row.channelName ?? '',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span>{row.channelName}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.channelCode}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('pages.package.task.basePackage'),
      dataIndex: 'basePackageName',
      hideInSearch: true,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span>{row.basePackageName}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.version} · SDK {row.sdkVersion} · {row.signKeyAlias}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('pages.package.task.version'), dataIndex: 'version', hideInSearch: true, hideInTable: true },
    { title: t('pages.package.task.sdkVersion'), dataIndex: 'sdkVersion', hideInSearch: true, hideInTable: true },
    { title: t('pages.package.task.signKey'), dataIndex: 'signKeyAlias', hideInSearch: true, hideInTable: true },
    {
      title: t('pages.package.task.status'),
      dataIndex: 'status',
      valueType: 'select',
      // the filters read status, batch, channel (higher order first)
      order: 3,
      valueEnum: Object.fromEntries(TASK_STATUSES.map((s) => [s, { text: t(`pages.package.taskStatus.${s}`) }])),
      render: (_, row) => <TaskStatusBadge status={row.status} reason={row.failReason} id={`task-status-${row.id}`} />,
    },
    {
      title: t('pages.package.task.progress'),
      dataIndex: 'progress',
      hideInSearch: true,
      width: 170,
      render: (_, row) => (
        <TaskProgress
          task={row}
          label={`${t('pages.package.task.progress')} #${row.id}`}
          id={`task-progress-${row.id}`}
        />
      ),
    },
    {
      title: t('pages.package.task.step'),
      dataIndex: 'step',
      hideInSearch: true,
      renderText: (v: unknown) => (typeof v === 'string' ? t(`pages.package.step.${v}`) : ''),
      render: (_, row) => (
        <span id={`task-step-${row.id}`} style={row.status === 'failed' ? { color: token.colorErrorText } : undefined}>
          <StepName step={row.step} />
        </span>
      ),
    },
    {
      title: t('pages.package.task.machine'),
      dataIndex: 'machineName',
      hideInSearch: true,
      renderText: (v: unknown) => (v ? String(v) : '-'),
    },
    { title: t('pages.package.task.attempt'), dataIndex: 'attempt', hideInSearch: true, width: 70, align: 'center' },
    {
      title: t('pages.package.task.createdAt'),
      dataIndex: 'createdAt',
      valueType: 'dateTime',
      hideInSearch: true,
      hideInTable: true,
    },
    { title: t('pages.package.task.createdBy'), dataIndex: 'createdBy', hideInSearch: true, hideInTable: true },
    { title: t('pages.package.task.startedAt'), dataIndex: 'startedAt', valueType: 'dateTime', hideInSearch: true },
    { title: t('pages.package.task.endedAt'), dataIndex: 'endedAt', valueType: 'dateTime', hideInSearch: true },
    {
      // tasks whose last attempt ended in the range (business days: docs/rules.md "Business time zone")
      title: t('pages.package.task.endedAt'),
      dataIndex: 'endedRange',
      valueType: 'dateTimeRange',
      order: 0,
      hideInTable: true,
      hideInDescriptions: true,
      search: { transform: (v: unknown) => rangeToQuery(v, 'endedFrom', 'endedTo') },
    },
    {
      title: t('pages.package.task.duration'),
      dataIndex: 'durationMs',
      hideInSearch: true,
      renderText: (v: unknown) => formatDuration(typeof v === 'number' ? v : null),
    },
    {
      title: t('pages.package.task.output'),
      dataIndex: 'outputName',
      hideInSearch: true,
      hideInTable: true,
      renderText: (_: unknown, row: TaskRow) =>
        row.outputName ? `${row.outputName} (${formatBytes(row.outputSize)})` : '',
    },
    { title: t('pages.package.task.failReason'), dataIndex: 'failReason', hideInSearch: true, hideInTable: true },
  ];

  const total = counts ? TASK_STATUSES.reduce((n, s) => n + (counts[s] ?? 0), 0) : 0;

  return (
    <>
      <Card size="small" style={{ marginBottom: 16 }} styles={{ body: { padding: '12px 16px' } }}>
        <Space size={28} wrap id="task-counts">
          <span>
            <Typography.Text type="secondary">{t('pages.package.task.counts.total')}</Typography.Text>{' '}
            <Typography.Text strong style={{ fontSize: 18 }}>
              {total}
            </Typography.Text>
          </span>
          {TASK_STATUSES.map((s) => (
            <ActionLink
              key={s}
              id={`task-count-${s}`}
              data-count={counts?.[s] ?? 0}
              onClick={() => applyFilters({ status: s })}
              style={{ color: 'inherit' }}
            >
              <Space size={6}>
                <span
                  style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: STATUS_COLOR[s] }}
                  data-badge={TASK_BADGE[s]}
                />
                <Typography.Text type="secondary">{t(`pages.package.taskStatus.${s}`)}</Typography.Text>
                <Typography.Text strong style={{ fontSize: 18, color: counts?.[s] ? countColor[s] : undefined }}>
                  {counts?.[s] ?? 0}
                </Typography.Text>
              </Space>
            </ActionLink>
          ))}
          <Typography.Text type="secondary" id="task-live" data-live={polling ? '1' : '0'}>
            {polling ? (
              <Space size={4}>
                <SyncOutlined spin />
                {t('pages.package.task.live')}
              </Space>
            ) : updatedAt ? (
              t('pages.package.task.updatedAt', { time: formatTime(updatedAt, 'HH:mm:ss') })
            ) : null}
          </Typography.Text>
        </Space>
      </Card>
      <CrudTable<TaskRow>
        id="task-table"
        headerTitle={t('pages.package.task.title')}
        actionRef={actionRef}
        formRef={formRef}
        openSearch={presets}
        columns={columns}
        service={{ page: pageTasks }}
        onPage={onPage}
        polling={polling}
        authority={{ export: action(PACKAGE_PATHS.task, 'export') }}
        exportName={t('pages.package.task.exportName')}
        toolbar={() =>
          can(action(PACKAGE_PATHS.task, 'add'))
            ? [
                <Button
                  key="create"
                  type="primary"
                  id="task-create"
                  icon={<PlusOutlined />}
                  onClick={() => setCreating({})}
                >
                  {t('pages.package.task.batch.create')}
                </Button>,
              ]
            : []
        }
        rowActions={(row) => [
          <ActionLink key="log" id={`task-log-${row.id}`} onClick={() => setLogTask(row.id)}>
            {t('pages.package.task.log')}
          </ActionLink>,
          <TaskActions key="actions" task={row} idPrefix="task" onChanged={reload} />,
        ]}
      />
      <LogDrawer
        taskId={logTask}
        onClose={() => {
          setLogTask(undefined);
          if (new URLSearchParams(search).get('log')) history.replace(PACKAGE_PATHS.task);
        }}
        onChanged={reload}
      />
      <CreateBatchModal
        open={Boolean(creating)}
        basePackageId={creating?.basePackageId}
        onClose={() => setCreating(undefined)}
        onCreated={(batchId) => {
          setCreating(undefined);
          applyFilters({ batchId, status: undefined, channelId: undefined });
        }}
      />
    </>
  );
}
