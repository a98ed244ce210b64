import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthorized } from '@/components/Authorized';
import CrudTable from '@/components/CrudTable';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { pageCheckRuns, taskOptions, type CheckRun } from '@/pages/package/service';
import type { PageQuery } from '@/services/types';
import { useText } from '@/hooks';
import { formatShortDuration } from '../components/format';
import PassBadge from './components/PassBadge';
import RunCheckModal from './components/RunCheckModal';

/**
 * /package/checkTask: self-check runs of built packages (newest first). A run opens the task's output and checks
 * package name, version, channel id, signature, permissions, target SDK, architectures and the size change against
 * the previous build. Run one on a succeeded task here or from the task list; details and the raw parameter JSON
 * are hidden pages (?id=).
 */
const page = ({ pass, ...q }: PageQuery) =>
  pageCheckRuns({ ...q, pass: pass === 'true' ? true : pass === 'false' ? false : undefined });

export default function CheckTaskPage() {
  const f = useText();
  const can = useAuthorized();
  useReloadOnReturn(() => actionRef.current?.reload());
  const actionRef = useRef<ActionType>();
  const [running, setRunning] = useState(false);
  const [channels, setChannels] = useState<Array<{ id: number; name: string; code: string }>>([]);

  useEffect(() => {
    taskOptions()
      .then((res) => setChannels(res.data.channels))
      .catch(() => undefined);
  }, []);


  const open = useCallback((path: string, id: number) => history.push(`${path}?id=${id}`), []);

  const columns: ProColumns<CheckRun>[] = [
    { title: f('pages.package.check.id'), dataIndex: 'id', hideInSearch: true, width: 80, render: (_, r) => <a onClick={() => open('/package/checkTask/details', r.id)}>#{r.id}</a> },
    {
      title: f('pages.package.check.task'),
      dataIndex: 'taskId',
      valueType: 'digit',
      render: (_, r) => <a onClick={() => history.push(`/package/task?log=${r.taskId}`)}>#{r.taskId}</a>,
    },
    {
      title: f('pages.package.task.channel'),
      dataIndex: 'channelId',
      valueType: 'select',
      fieldProps: { showSearch: true, optionFilterProp: 'label', options: channels.map((c) => ({ value: c.id, label: `${c.name} (${c.code})` })) },
      renderText: (_: unknown, r: CheckRun) => r.channelName ?? '',
    },
    {
      title: f('pages.package.task.basePackage'),
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
      title: f('pages.package.check.result'),
      dataIndex: 'pass',
      valueType: 'select',
      valueEnum: { true: { text: f('pages.package.check.pass') }, false: { text: f('pages.package.check.fail') } },
      render: (_, r) => <PassBadge pass={r.pass} id={`check-pass-${r.id}`} />,
    },
    {
      title: f('pages.package.check.summary'),
      dataIndex: 'summary',
      hideInSearch: true,
      renderText: (_: unknown, r: CheckRun) => `${r.summary.passed}/${r.summary.total}`,
      render: (_, r) => (
        <Space size={4}>
          <Tag bordered={false} color="success">
            {f('pages.package.check.passedN', { n: r.summary.passed, total: r.summary.total })}
          </Tag>
          {r.summary.errors > 0 && (
            <Tag bordered={false} color="error">
              {f('pages.package.check.errorsN', { n: r.summary.errors })}
            </Tag>
          )}
          {r.summary.warnings > 0 && (
            <Tag bordered={false} color="warning">
              {f('pages.package.check.warningsN', { n: r.summary.warnings })}
            </Tag>
          )}
        </Space>
      ),
    },
    { title: f('pages.package.check.created'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true },
    { title: f('pages.package.check.createdBy'), dataIndex: 'createdBy', hideInSearch: true },
    {
      title: f('pages.package.check.duration'),
      dataIndex: 'durationMs',
      hideInSearch: true,
      renderText: (v: unknown) => formatShortDuration(typeof v === 'number' ? v : null),
    },
  ];

  return (
    <>
      <CrudTable<CheckRun>
        id="check-table"
        headerTitle={f('pages.package.check.title')}
        actionRef={actionRef}
        columns={columns}
        service={{ page }}
        authority={{ export: '/package/checkTask:export' }}
        exportName={f('pages.package.check.exportName')}
        toolbar={() =>
          can('/package/checkTask:add')
            ? [
                <Button key="run" type="primary" id="check-run" icon={<SafetyCertificateOutlined />} onClick={() => setRunning(true)}>
                  {f('pages.package.check.run')}
                </Button>,
              ]
            : []
        }
        rowActions={(r) => [
          <a key="details" id={`check-details-${r.id}`} onClick={() => open('/package/checkTask/details', r.id)}>
            {f('pages.package.check.details')}
          </a>,
          <a key="json" id={`check-json-${r.id}`} onClick={() => open('/package/checkTask/detailsJson', r.id)}>
            {f('pages.package.check.json')}
          </a>,
        ]}
      />
      <RunCheckModal open={running} onClose={() => setRunning(false)} onRan={() => {
        setRunning(false);
        actionRef.current?.reload();
      }} />
    </>
  );
}
