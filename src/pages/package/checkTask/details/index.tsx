import { CheckCircleFilled, CloseCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { Access, history, useAccess } from '@umijs/max';
import { Button, Card, Descriptions, Empty, message, Space, Spin, Table, Tag, Typography } from 'antd';
import { formatTime } from '@/utils/businessTime';
import { LOADER_DELAY_MS } from '@/components/PageLoading';
import { useState } from 'react';
import { formatBytes } from '@/components/UploadField';
import { runCheck, type CheckResult } from '../../service';
import { useText } from '@/hooks';
import RunNotFound from '../components/RunNotFound';
import { formatShortDuration } from '../../components/format';
import PassBadge from '../components/PassBadge';
import { useCheckRun } from '../components/useCheckRun';
import { PACKAGE_PATHS } from '../../paths';
import { action } from '@/utils/action';
import { newRequestId } from '@/request/requestId';
import ActionLink from '@/components/ActionLink';

/**
 * /package/checkTask/details?id=: one self-check run: the verdict, each check with expected and actual values, and
 * what was found in the package (manifest, signature, architectures, size).
 */
export default function CheckDetailsPage() {
  const t = useText();
  const { can } = useAccess();
  const { id, detail, loading, missing } = useCheckRun();
  const [rerunning, setRerunning] = useState(false);

  if (missing && !loading) {
    return <RunNotFound />;
  }

  const rerun = async () => {
    if (!detail) return;
    setRerunning(true);
    try {
      const res = await runCheck(detail.run.taskId, newRequestId());
      message.success(
        t(res.data.pass ? 'pages.package.check.ran.pass' : 'pages.package.check.ran.fail', { id: res.data.id }),
      );
      history.push(`${PACKAGE_PATHS.checkDetails}?id=${res.data.id}`);
    } catch {
      // shown by the request layer
    } finally {
      setRerunning(false);
    }
  };

  const run = detail?.run;
  const facts = detail?.facts;

  return (
    <Spin spinning={loading} delay={LOADER_DELAY_MS}>
      {run && (
        <Card
          style={{ marginBottom: 16 }}
          title={
            <Space>
              {run.pass ? (
                <CheckCircleFilled style={{ color: '#52c41a' }} />
              ) : (
                <CloseCircleFilled style={{ color: '#ff4d4f' }} />
              )}
              <span>{t('pages.package.check.details.title', { id: run.id })}</span>
              <PassBadge pass={run.pass} id="check-verdict" />
            </Space>
          }
          extra={
            <Space>
              <Button
                onClick={() => history.push(`${PACKAGE_PATHS.checkDetailsJson}?id=${run.id}`)}
                id="check-open-json"
              >
                {t('pages.package.check.json')}
              </Button>
              <Access accessible={can(action(PACKAGE_PATHS.checkTask, 'add'))}>
                <Button icon={<ReloadOutlined />} loading={rerunning} onClick={rerun} id="check-rerun">
                  {t('pages.package.check.rerun')}
                </Button>
              </Access>
            </Space>
          }
        >
          <Space size={8} style={{ marginBottom: 12 }} id="check-summary">
            <Tag color="default">{t('pages.package.check.totalN', { n: run.summary.total })}</Tag>
            <Tag color="success">
              {t('pages.package.check.passedN', { n: run.summary.passed, total: run.summary.total })}
            </Tag>
            <Tag color={run.summary.errors ? 'error' : 'default'}>
              {t('pages.package.check.errorsN', { n: run.summary.errors })}
            </Tag>
            <Tag color={run.summary.warnings ? 'warning' : 'default'}>
              {t('pages.package.check.warningsN', { n: run.summary.warnings })}
            </Tag>
          </Space>
          <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
            <Descriptions.Item label={t('pages.package.check.task')}>
              <ActionLink onClick={() => history.push(`${PACKAGE_PATHS.task}?log=${run.taskId}`)}>
                #{run.taskId}
              </ActionLink>
            </Descriptions.Item>
            <Descriptions.Item label={t('pages.package.task.channel')}>{run.channelName}</Descriptions.Item>
            <Descriptions.Item label={t('pages.package.task.basePackage')}>
              {run.basePackageName} {run.version}
            </Descriptions.Item>
            <Descriptions.Item label={t('pages.package.task.output')}>{run.outputName}</Descriptions.Item>
            <Descriptions.Item label={t('pages.package.check.created')}>{formatTime(run.created)}</Descriptions.Item>
            <Descriptions.Item label={t('pages.package.check.createdBy')}>
              {run.createdBy} · {formatShortDuration(run.durationMs)}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      )}

      {detail && (
        <Card title={t('pages.package.check.results')} style={{ marginBottom: 16 }}>
          <Table<CheckResult>
            id="check-results"
            rowKey="code"
            size="middle"
            pagination={false}
            dataSource={detail.results}
            rowClassName={(r) => (r.pass ? '' : 'check-result-failed')}
            onRow={(r) =>
              ({ id: `check-result-${r.code}`, 'data-pass': r.pass ? '1' : '0' }) as React.HTMLAttributes<HTMLElement>
            }
            columns={[
              {
                title: t('pages.package.check.item'),
                dataIndex: 'name',
                width: 200,
                render: (_, r) => (
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong>{r.name}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {r.code} · {r.category}
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                title: t('pages.package.check.expected'),
                dataIndex: 'expected',
                render: (v: string) => (
                  <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                    {v}
                  </Typography.Text>
                ),
              },
              {
                title: t('pages.package.check.actual'),
                dataIndex: 'actual',
                render: (v: string, r) => (
                  <Typography.Text
                    code
                    type={r.pass ? undefined : r.severity === 'warning' ? 'warning' : 'danger'}
                    style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
                  >
                    {v}
                  </Typography.Text>
                ),
              },
              {
                title: t('pages.package.check.severity'),
                dataIndex: 'severity',
                width: 110,
                // coloured only when the check failed: a passed blocking check is not alarming
                render: (v: CheckResult['severity'], r) => (
                  <Tag bordered={false} color={r.pass ? undefined : v === 'error' ? 'red' : 'gold'}>
                    {t(`pages.package.check.severity.${v}`)}
                  </Tag>
                ),
              },
              {
                title: t('pages.package.check.result'),
                dataIndex: 'pass',
                width: 100,
                render: (_, r) => <PassBadge pass={r.pass} severity={r.severity} />,
              },
            ]}
          />
        </Card>
      )}

      {detail && (
        <Card title={t('pages.package.check.facts')}>
          {facts ? (
            <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} id="check-facts">
              <Descriptions.Item label={t('pages.package.check.fact.packageName')}>
                {facts.packageName ?? '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('pages.package.check.fact.version')}>
                {facts.versionName ?? '-'} ({facts.versionCode ?? '-'})
              </Descriptions.Item>
              <Descriptions.Item label={t('pages.package.check.fact.channel')}>
                {facts.channelCode ?? '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('pages.package.check.fact.sdk')}>
                target {facts.targetSdk ?? '-'} · min {facts.minSdk ?? '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('pages.package.check.fact.signature')} span={2}>
                <Space direction="vertical" size={0}>
                  <span>{facts.signatureAlias ?? '-'}</span>
                  {facts.fingerprint && (
                    <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                      {facts.fingerprint}
                    </Typography.Text>
                  )}
                </Space>
              </Descriptions.Item>
              <Descriptions.Item label={t('pages.package.check.fact.permissions')} span={2}>
                <Space size={[4, 4]} wrap>
                  {(facts.permissions ?? []).map((p) => (
                    <Tag key={p} bordered={false}>
                      {p.replace(/^android\.permission\./, '')}
                    </Tag>
                  ))}
                </Space>
              </Descriptions.Item>
              <Descriptions.Item label={t('pages.package.check.fact.architectures')}>
                <Space size={4} wrap>
                  {(facts.architectures ?? []).map((a) => (
                    <Tag key={a} color="blue" bordered={false}>
                      {a}
                    </Tag>
                  ))}
                </Space>
              </Descriptions.Item>
              <Descriptions.Item label={t('pages.package.check.fact.size')}>
                {formatBytes(facts.size)} · {t('pages.package.check.fact.entries', { n: facts.entryCount ?? 0 })}
              </Descriptions.Item>
            </Descriptions>
          ) : (
            <Empty description={t('pages.package.check.noFacts')} />
          )}
        </Card>
      )}
      {!detail && !loading && id && <Empty />}
    </Spin>
  );
}
