import { history } from '@umijs/max';
import { Card, Descriptions, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { formatTime } from '@/utils/businessTime';
import { useRequest } from 'ahooks';
import { usePaneActive, usePaneLocation } from '@/components/Workspace/PaneContext';
import { getJoinupDetail, type CheckRun } from '../../service';
import { formatDuration, formatRate, queryId } from '@/utils/format';
import { CHECK_PATHS } from '../../paths';
import { APP_PATHS } from '@/utils/appPaths';
import RecordNotFound from '@/components/RecordNotFound';
import { useText } from '@/hooks';
import ActionLink from '@/components/ActionLink';

/**
 * /check/joinup/detail?id=… (hidden): one enrolment (game × channel) and its check history, newest first (the last
 * 50 runs): result, how many checks passed, failed errors and warnings, the build it checked, who ran it. Each run
 * links to its full results on the packaging area's self-check details page. Refreshed whenever its tab is shown.
 */
const time = (v?: number | null) => (v ? formatTime(v) : '-');

export default function JoinupDetailPage() {
  const t = useText();
  const { query } = usePaneLocation();
  const active = usePaneActive();
  const id = queryId(query, 'id');
  // read whenever the tab is shown (and for another id); a failed read shows not-found until a read succeeds
  const { data, error, loading } = useRequest(async () => (await getJoinupDetail({ id: Number(id) })).data, {
    ready: Boolean(id) && active,
    refreshDeps: [id],
  });
  const failed = Boolean(error) && !loading;

  const back = () => history.push(CHECK_PATHS.joinup);

  if (!id || failed) {
    return <RecordNotFound message={t('pages.check.joinup.notFound')} backText={t('common.back')} onBack={back} />;
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
        title={t('pages.check.joinup.detail.title', {
          game: j.gameName || `#${j.gameId}`,
          channel: j.channelName || `#${j.channelId}`,
        })}
        extra={<ActionLink onClick={back}>{t('common.back')}</ActionLink>}
      >
        <Descriptions id="joinup-detail" size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('pages.check.joinup.game')}>{j.gameName || j.gameId}</Descriptions.Item>
          <Descriptions.Item label={t('pages.check.joinup.channel')}>{j.channelName || j.channelId}</Descriptions.Item>
          <Descriptions.Item label={t('pages.check.joinup.autoCheck')}>
            {t(j.autoCheck ? 'common.yes' : 'common.no')}
          </Descriptions.Item>
          <Descriptions.Item label={t('pages.check.joinup.checkCount')}>{j.checkCount}</Descriptions.Item>
          <Descriptions.Item label={t('pages.check.joinup.passRate')}>
            {formatRate(j.passRate) || '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('pages.check.joinup.created')}>
            {time(j.created)} {j.createdBy ? `· ${j.createdBy}` : ''}
          </Descriptions.Item>
          {j.remark && <Descriptions.Item label={t('pages.check.joinup.remark')}>{j.remark}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card title={t('pages.check.joinup.history.title', { n: runs.length })}>
        <Table<CheckRun>
          id="joinup-history"
          size="small"
          rowKey="id"
          dataSource={runs}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('pages.check.joinup.history.empty') }}
          columns={[
            { title: t('pages.check.run.created'), dataIndex: 'created', render: (v: number) => time(v) },
            {
              title: t('pages.check.run.result'),
              dataIndex: 'pass',
              render: (pass: boolean) => (
                <Tag color={pass ? 'success' : 'error'}>{t(pass ? 'pages.check.pass' : 'pages.check.fail')}</Tag>
              ),
            },
            {
              title: t('pages.check.run.summary'),
              dataIndex: 'summary',
              render: (_, r) => (
                <Space size={4} wrap>
                  <span>{t('pages.check.run.passed', { passed: r.summary.passed, total: r.summary.total })}</span>
                  {r.summary.errors > 0 && (
                    <Tag color="error">{t('pages.check.run.errors', { n: r.summary.errors })}</Tag>
                  )}
                  {r.summary.warnings > 0 && (
                    <Tag color="warning">{t('pages.check.run.warnings', { n: r.summary.warnings })}</Tag>
                  )}
                </Space>
              ),
            },
            { title: t('pages.check.run.version'), dataIndex: 'version' },
            { title: t('pages.check.run.basePackage'), dataIndex: 'basePackageName' },
            {
              title: t('pages.check.run.output'),
              dataIndex: 'outputName',
              render: (v: string) => <Typography.Text copyable={Boolean(v)}>{v || '-'}</Typography.Text>,
            },
            { title: t('pages.check.run.task'), dataIndex: 'taskId', render: (v: number) => `#${v}` },
            { title: t('pages.check.run.createdBy'), dataIndex: 'createdBy' },
            { title: t('pages.check.run.duration'), dataIndex: 'durationMs', render: (v: number) => formatDuration(v) },
            {
              title: t('crud.actions'),
              key: 'actions',
              render: (_, r) => (
                <ActionLink
                  id={`joinup-run-${r.id}`}
                  onClick={() => history.push(`${APP_PATHS.checkTaskDetails}?id=${r.id}`)}
                >
                  {t('pages.check.run.results')}
                </ActionLink>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
