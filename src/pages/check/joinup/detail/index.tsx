import { history, useIntl } from '@umijs/max';
import { Card, Descriptions, Skeleton, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { usePaneActive, usePaneLocation } from '@/components/Workspace/PaneContext';
import { getJoinupDetail, type CheckRun, type Joinup } from '@/pages/check/service';
import { formatDuration, formatRate, queryId } from '@/utils/format';
import { CHECK_PATHS } from '../../paths';
import RecordNotFound from '@/components/RecordNotFound';

/**
 * /check/joinup/detail?id=… (hidden): one enrolment (game × channel) and its check history, newest first (the last
 * 50 runs): result, how many checks passed, failed errors and warnings, the build it checked, who ran it. Each run
 * links to its full results on the packaging area's self-check details page. Refreshed whenever its tab is shown.
 */
const time = (v?: number | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-');

export default function JoinupDetailPage() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { query } = usePaneLocation();
  const active = usePaneActive();
  const id = queryId(query, 'id');
  const [data, setData] = useState<{ joinup: Joinup; history: CheckRun[] }>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!id || !active) return undefined;
    let live = true;
    setFailed(false);
    getJoinupDetail({ id })
      .then((res) => live && setData(res.data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [id, active]);

  const back = () => history.push(CHECK_PATHS.joinup);

  if (!id || failed) {
    return <RecordNotFound message={f('pages.check.joinup.notFound')} backText={f('common.back')} onBack={back} />;
  }
  if (!data || data.joinup.id !== id) {
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  }
  const { joinup: j, history: runs } = data;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={f('pages.check.joinup.detail.title', { game: j.gameName || `#${j.gameId}`, channel: j.channelName || `#${j.channelId}` })}
        extra={<a onClick={back}>{f('common.back')}</a>}
      >
        <Descriptions id="joinup-detail" size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={f('pages.check.joinup.game')}>{j.gameName || j.gameId}</Descriptions.Item>
          <Descriptions.Item label={f('pages.check.joinup.channel')}>{j.channelName || j.channelId}</Descriptions.Item>
          <Descriptions.Item label={f('pages.check.joinup.autoCheck')}>{f(j.autoCheck ? 'common.yes' : 'common.no')}</Descriptions.Item>
          <Descriptions.Item label={f('pages.check.joinup.checkCount')}>{j.checkCount}</Descriptions.Item>
          <Descriptions.Item label={f('pages.check.joinup.passRate')}>{formatRate(j.passRate) || '-'}</Descriptions.Item>
          <Descriptions.Item label={f('pages.check.joinup.created')}>
            {time(j.created)} {j.createdBy ? `· ${j.createdBy}` : ''}
          </Descriptions.Item>
          {j.remark && <Descriptions.Item label={f('pages.check.joinup.remark')}>{j.remark}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card title={f('pages.check.joinup.history.title', { n: runs.length })}>
        <Table<CheckRun>
          id="joinup-history"
          size="small"
          rowKey="id"
          dataSource={runs}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: f('pages.check.joinup.history.empty') }}
          columns={[
            { title: f('pages.check.run.created'), dataIndex: 'created', render: (v: number) => time(v) },
            {
              title: f('pages.check.run.result'),
              dataIndex: 'pass',
              render: (pass: boolean) => <Tag color={pass ? 'success' : 'error'}>{f(pass ? 'pages.check.pass' : 'pages.check.fail')}</Tag>,
            },
            {
              title: f('pages.check.run.summary'),
              dataIndex: 'summary',
              render: (_, r) => (
                <Space size={4} wrap>
                  <span>{f('pages.check.run.passed', { passed: r.summary.passed, total: r.summary.total })}</span>
                  {r.summary.errors > 0 && <Tag color="error">{f('pages.check.run.errors', { n: r.summary.errors })}</Tag>}
                  {r.summary.warnings > 0 && <Tag color="warning">{f('pages.check.run.warnings', { n: r.summary.warnings })}</Tag>}
                </Space>
              ),
            },
            { title: f('pages.check.run.version'), dataIndex: 'version' },
            { title: f('pages.check.run.basePackage'), dataIndex: 'basePackageName' },
            {
              title: f('pages.check.run.output'),
              dataIndex: 'outputName',
              render: (v: string) => <Typography.Text copyable={Boolean(v)}>{v || '-'}</Typography.Text>,
            },
            { title: f('pages.check.run.task'), dataIndex: 'taskId', render: (v: number) => `#${v}` },
            { title: f('pages.check.run.createdBy'), dataIndex: 'createdBy' },
            { title: f('pages.check.run.duration'), dataIndex: 'durationMs', render: (v: number) => formatDuration(v) },
            {
              title: f('crud.actions'),
              key: 'actions',
              render: (_, r) => (
                <a id={`joinup-run-${r.id}`} onClick={() => history.push(`${CHECK_PATHS.runDetails}?id=${r.id}`)}>
                  {f('pages.check.run.results')}
                </a>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
