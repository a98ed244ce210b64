import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { history, useAccess } from '@umijs/max';
import { Button, Space, Tag, Typography } from 'antd';
import { useRequest } from 'ahooks';
import { useCallback, useRef, useState } from 'react';
import CrudTable from '@/components/CrudTable';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { pageCheckRuns, taskOptions, type CheckRun, type TaskOptions } from '../service';
import type { PageQuery } from '@/services/types';
import { useText } from '@/hooks';
import { formatShortDuration } from '../components/format';
import PassBadge from './components/PassBadge';
import RunCheckModal from './components/RunCheckModal';
import { PACKAGE_PATHS } from '../paths';
import { action } from '@/utils/action';
import ActionLink from '@/components/ActionLink';

/**
 * /package/checkTask: self-check runs of built packages (newest first). A run opens the task's output and checks
 * package name, version, channel id, signature, permissions, target SDK, architectures and the size change against
 * the previous build. Run one on a succeeded task here or from the task list; details and the raw parameter JSON
 * are hidden pages (?id=).
 */
const page = ({ pass, ...q }: PageQuery) =>
  pageCheckRuns({ ...q, pass: pass === 'true' ? true : pass === 'false' ? false : undefined });

const NO_CHANNELS: TaskOptions['channels'] = [];

export default function CheckTaskPage() {
  const t = useText();
  const { can } = useAccess();
  useReloadOnReturn(() => actionRef.current?.reload());
  const actionRef = useRef<ActionType>();
  const [running, setRunning] = useState(false);
  // the channel filter's options (none when they cannot be read)
  const { data: channels = NO_CHANNELS } = useRequest(async () => (await taskOptions()).data.channels);

  const open = useCallback((path: string, id: number) => history.push(`${path}?id=${id}`), []);

  const columns: ProColumns<CheckRun>[] = [
    {
      title: t('pages.package.check.id'),
      dataIndex: 'id',
      hideInSearch: true,
      width: 80,
      render: (_, r) => <ActionLink onClick={() => open(PACKAGE_PATHS.checkDetails, r.id)}>#{r.id}</ActionLink>,
    },
    {
      title: t('pages.package.check.task'),
      dataIndex: 'taskId',
      valueType: 'digit',
      render: (_, r) => (
        <ActionLink onClick={() => history.push(`${PACKAGE_PATHS.task}?log=${r.taskId}`)}>#{r.taskId}</ActionLink>
      ),
    },
    {
      title: t('pages.package.task.channel'),
      dataIndex: 'channelId',
      valueType: 'select',
      fieldProps: {
        showSearch: true,
        optionFilterProp: 'label',
        options: channels.map((c) => ({ value: c.id, label: `${c.name} (${c.code})` })),
      },
      renderText: (_: unknown, r: CheckRun) => r.channelName ?? '',
    },
    {
      title: t('pages.package.task.basePackage'),
      dataIndex: 'basePackageName',
      hideInSearch: true,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>
            {r.basePackageName} {r.version}
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.outputName}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('pages.package.check.result'),
      dataIndex: 'pass',
      valueType: 'select',
      valueEnum: { true: { text: t('pages.package.check.pass') }, false: { text: t('pages.package.check.fail') } },
      render: (_, r) => <PassBadge pass={r.pass} id={`check-pass-${r.id}`} />,
    },
    {
      title: t('pages.package.check.summary'),
      dataIndex: 'summary',
      hideInSearch: true,
      renderText: (_: unknown, r: CheckRun) => `${r.summary.passed}/${r.summary.total}`,
      render: (_, r) => (
        <Space size={4}>
          <Tag bordered={false} color="success">
            {t('pages.package.check.passedN', { n: r.summary.passed, total: r.summary.total })}
          </Tag>
          {r.summary.errors > 0 && (
            <Tag bordered={false} color="error">
              {t('pages.package.check.errorsN', { n: r.summary.errors })}
            </Tag>
          )}
          {r.summary.warnings > 0 && (
            <Tag bordered={false} color="warning">
              {t('pages.package.check.warningsN', { n: r.summary.warnings })}
            </Tag>
          )}
        </Space>
      ),
    },
    { title: t('pages.package.check.created'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true },
    { title: t('pages.package.check.createdBy'), dataIndex: 'createdBy', hideInSearch: true },
    {
      title: t('pages.package.check.duration'),
      dataIndex: 'durationMs',
      hideInSearch: true,
      renderText: (v: unknown) => formatShortDuration(typeof v === 'number' ? v : null),
    },
  ];

  return (
    <>
      <CrudTable<CheckRun>
        id="check-table"
        headerTitle={t('pages.package.check.title')}
        actionRef={actionRef}
        columns={columns}
        service={{ page }}
        authority={{ export: action(PACKAGE_PATHS.checkTask, 'export') }}
        exportName={t('pages.package.check.exportName')}
        toolbar={() =>
          can(action(PACKAGE_PATHS.checkTask, 'add'))
            ? [
                <Button
                  key="run"
                  type="primary"
                  id="check-run"
                  icon={<SafetyCertificateOutlined />}
                  onClick={() => setRunning(true)}
                >
                  {t('pages.package.check.run')}
                </Button>,
              ]
            : []
        }
        rowActions={(r) => [
          <ActionLink key="details" id={`check-details-${r.id}`} onClick={() => open(PACKAGE_PATHS.checkDetails, r.id)}>
            {t('pages.package.check.details')}
          </ActionLink>,
          <ActionLink key="json" id={`check-json-${r.id}`} onClick={() => open(PACKAGE_PATHS.checkDetailsJson, r.id)}>
            {t('pages.package.check.json')}
          </ActionLink>,
        ]}
      />
      <RunCheckModal
        open={running}
        onClose={() => setRunning(false)}
        onRan={() => {
          setRunning(false);
          actionRef.current?.reload();
        }}
      />
    </>
  );
}
