import { Access, useAccess, useSelector } from '@umijs/max';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Segmented, Space, Spin, Statistic, Table, Tag, theme, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useRequest } from 'ahooks';
import { useMemo, useState } from 'react';
import { BusinessRangePicker } from '@/components/BusinessTime/pickers';
import { exportFileName, toCsv } from '@/utils/csvExport';
import type { RootState } from '@/models/types';
import { usePaneActive } from '@/components/Workspace/PaneContext';
import { packStatistics, STEP_KEYS, TASK_STATUSES, type DayStats, type FailureStep, type TaskStatus } from '../service';
import { saveBlob } from '@/request/download';
import { useText } from '@/hooks';
import { useMoney } from '@/hooks/useMoney';
import { formatShortDuration } from '../components/format';
import { HBarChart, LineChart, StackedBarChart } from './components/Charts';
import { fillDays, percent, rateByDay, STACK_ORDER, STATUS_COLORS } from './shape';
import { PACKAGE_PATHS } from '../paths';
import { action } from '@/utils/action';
import { dayKey, fromDatePicker, lastDaysRange, nextDayStart, type Range, toPicker } from '@/utils/businessTime';
import { rankList } from '@/utils/options';

/**
 * /package/packingStatistics: over a chosen date range (default the last 14 days): tasks per day by status, success
 * rate, average build duration per channel, the steps that fail most. Charts are @ant-design/plots', loaded with this
 * screen only; every chart has a table view with the same numbers, and the days export as CSV. Days
 * are business days, here and on the backend (docs/rules.md "Business time zone").
 */
type View = 'chart' | 'table';

const defaultRange = (): Range => lastDaysRange(14);

export default function PackingStatisticsPage() {
  const t = useText();
  const { token } = theme.useToken();
  // counts and rates as the interface language writes them
  const { statistic } = useMoney();
  const pct = (rate: number | null | undefined, digits = 1) => percent(rate, digits, statistic.decimalSeparator);
  const { can } = useAccess();
  const active = usePaneActive();
  const [range, setRange] = useState<Range>(defaultRange);
  const [view, setView] = useState<View>('chart');
  const gameName = useSelector(
    (s: RootState) => s.games.gameList.find((g) => String(g.id) === s.games.currentGameId)?.name,
  );
  const [first, last] = [dayKey(range[0]), dayKey(range[1])];
  // read whenever the tab is shown and for each range; a failed read keeps the last figures (the request layer
  // showed why)
  const { data, loading, refresh } = useRequest(
    async () => (await packStatistics({ startTime: range[0], endTime: range[1] })).data,
    { ready: active, refreshDeps: [range] },
  );

  const days = useMemo(() => (data ? fillDays(data.perDay, first, last) : []), [data, first, last]);
  const rates = useMemo(() => rateByDay(days), [days]);
  const statusLabel = (s: TaskStatus) => t(`pages.package.taskStatus.${s}`);
  const durations = useMemo(() => [...(data?.durationByChannel ?? [])].sort((a, b) => b.avgMs - a.avgMs), [data]);
  // every build step ranked by its failures, those that never failed with 0 (docs/rules.md "Option lists")
  const failures = useMemo(
    () =>
      rankList<FailureStep, FailureStep['step']>(data?.topFailureSteps ?? [], STEP_KEYS, {
        key: (f) => f.step,
        value: (f) => f.count,
        missing: (step) => ({ step, count: 0, reasons: [] }),
      }),
    [data],
  );
  const avgMs = useMemo(() => {
    const n = durations.reduce((s, d) => s + d.count, 0);
    return n ? durations.reduce((s, d) => s + d.avgMs * d.count, 0) / n : null;
  }, [durations]);
  const totals = data?.totals;

  const exportCsv = () => {
    const cols = [
      { title: t('pages.package.stats.date'), value: (d: DayStats) => d.date },
      { title: t('pages.package.stats.total'), value: (d: DayStats) => d.total },
      ...TASK_STATUSES.map((s) => ({ title: statusLabel(s), value: (d: DayStats) => d[s] })),
    ];
    saveBlob(
      new Blob([toCsv(days, cols)], { type: 'text/csv;charset=utf-8' }),
      exportFileName({ screen: t('pages.package.stats.exportName'), game: gameName, range }),
    );
  };

  // business days, worked out when chosen
  const presets = [7, 14, 30, 90].map((n) => ({
    label: t('pages.package.stats.lastDays', { n }),
    value: () => lastDaysRange(n).map(toPicker) as [Dayjs, Dayjs],
  }));

  const empty = !loading && data && data.totals.total === 0;
  const durationFormat = (ms: number) => formatShortDuration(ms);

  return (
    <Spin spinning={loading}>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            <Typography.Text>{t('pages.package.stats.range')}</Typography.Text>
            <BusinessRangePicker
              id="stats-range"
              value={range}
              allowClear={false}
              presets={presets}
              disabledDate={(d) => (fromDatePicker(d) ?? 0) >= nextDayStart()}
              onChange={(v) => {
                if (v) setRange(v);
              }}
            />
            <Button icon={<ReloadOutlined />} onClick={refresh} aria-label={t('pages.package.refresh')} />
          </Space>
          <Space wrap>
            <Segmented<View>
              id="stats-view"
              value={view}
              onChange={setView}
              options={[
                { value: 'chart', label: t('pages.package.stats.view.chart') },
                { value: 'table', label: t('pages.package.stats.view.table') },
              ]}
            />
            <Access accessible={can(action(PACKAGE_PATHS.packingStatistics, 'export'))}>
              <Button icon={<DownloadOutlined />} id="stats-export" onClick={exportCsv} disabled={!days.length}>
                {t('pages.package.stats.export')}
              </Button>
            </Access>
          </Space>
        </Space>
      </Card>

      <Row gutter={[16, 16]} style={{ marginBottom: 16 }} id="stats-totals">
        <Col xs={12} md={6} lg={4}>
          <Card size="small">
            <Statistic {...statistic} title={t('pages.package.stats.total')} value={totals?.total ?? 0} />
          </Card>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Card size="small">
            <Statistic
              {...statistic}
              title={statusLabel('succeeded')}
              value={totals?.succeeded ?? 0}
              valueStyle={{ color: token.colorSuccessText }}
            />
          </Card>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Card size="small">
            <Statistic
              {...statistic}
              title={statusLabel('failed')}
              value={totals?.failed ?? 0}
              valueStyle={{ color: token.colorErrorText }}
            />
          </Card>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Card size="small">
            <Statistic {...statistic} title={statusLabel('cancelled')} value={totals?.cancelled ?? 0} />
          </Card>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Card size="small">
            <Statistic {...statistic} title={t('pages.package.stats.successRate')} value={pct(data?.successRate)} />
          </Card>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Card size="small">
            <Statistic {...statistic} title={t('pages.package.stats.avgDuration')} value={formatShortDuration(avgMs)} />
          </Card>
        </Col>
      </Row>

      {empty ? (
        <Card>
          <Empty description={t('pages.package.stats.empty')} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <Card title={t('pages.package.stats.perDay')} size="small">
              {view === 'chart' ? (
                <StackedBarChart
                  id="stats-per-day"
                  days={days}
                  statusLabel={statusLabel}
                  title={t('pages.package.stats.perDay')}
                />
              ) : (
                <Table<DayStats>
                  id="stats-per-day-table"
                  size="small"
                  rowKey="date"
                  dataSource={days}
                  pagination={false}
                  scroll={{ y: 320 }}
                  columns={[
                    { title: t('pages.package.stats.date'), dataIndex: 'date' },
                    { title: t('pages.package.stats.total'), dataIndex: 'total' },
                    ...STACK_ORDER.map((s) => ({ title: statusLabel(s), dataIndex: s })),
                  ]}
                />
              )}
            </Card>
          </Col>
          <Col xs={24} xl={10}>
            <Card
              title={t('pages.package.stats.successRate')}
              size="small"
              extra={<Typography.Text strong>{pct(data?.successRate)}</Typography.Text>}
            >
              {view === 'chart' ? (
                <>
                  <LineChart
                    id="stats-rate"
                    points={rates}
                    title={t('pages.package.stats.successRate')}
                    format={(v) => pct(v, 0)}
                    color={STATUS_COLORS.succeeded}
                  />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('pages.package.stats.successRate.hint')}
                  </Typography.Text>
                </>
              ) : (
                <Table
                  size="small"
                  rowKey="date"
                  dataSource={rates}
                  pagination={false}
                  scroll={{ y: 320 }}
                  columns={[
                    { title: t('pages.package.stats.date'), dataIndex: 'date' },
                    {
                      title: t('pages.package.stats.successRate'),
                      dataIndex: 'rate',
                      render: (v: number | null) => pct(v),
                    },
                  ]}
                />
              )}
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title={t('pages.package.stats.duration')} size="small">
              {durations.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
              ) : view === 'chart' ? (
                <HBarChart
                  id="stats-duration"
                  title={t('pages.package.stats.duration')}
                  format={durationFormat}
                  items={durations.map((d) => ({
                    key: String(d.channelId),
                    label: d.channelName ?? `#${d.channelId}`,
                    value: d.avgMs,
                    detail: t('pages.package.stats.duration.detail', {
                      name: d.channelName ?? `#${d.channelId}`,
                      n: d.count,
                      avg: durationFormat(d.avgMs),
                      min: durationFormat(d.minMs ?? d.avgMs),
                      max: durationFormat(d.maxMs ?? d.avgMs),
                      p90: durationFormat(d.p90Ms ?? d.avgMs),
                    }),
                  }))}
                />
              ) : (
                <Table
                  size="small"
                  rowKey="channelId"
                  dataSource={durations}
                  pagination={false}
                  columns={[
                    { title: t('pages.package.task.channel'), dataIndex: 'channelName' },
                    { title: t('pages.package.stats.count'), dataIndex: 'count' },
                    { title: t('pages.package.stats.avg'), dataIndex: 'avgMs', render: durationFormat },
                    { title: 'P90', dataIndex: 'p90Ms', render: (v?: number) => formatShortDuration(v) },
                    {
                      title: t('pages.package.stats.min'),
                      dataIndex: 'minMs',
                      render: (v?: number) => formatShortDuration(v),
                    },
                    {
                      title: t('pages.package.stats.max'),
                      dataIndex: 'maxMs',
                      render: (v?: number) => formatShortDuration(v),
                    },
                  ]}
                />
              )}
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title={t('pages.package.stats.failures')} size="small">
              {failures.every((f) => f.count === 0) ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pages.package.stats.noFailures')} />
              ) : view === 'chart' ? (
                <>
                  <HBarChart
                    id="stats-failures"
                    title={t('pages.package.stats.failures')}
                    format={(v) => String(Math.round(v))}
                    color={STATUS_COLORS.failed}
                    items={failures.map((s) => ({
                      key: s.step,
                      label: t(`pages.package.step.${s.step}`),
                      value: s.count,
                      detail: [
                        `${t(`pages.package.step.${s.step}`)}: ${s.count}`,
                        ...(s.reasons ?? []).map((r) => `${r.count} × ${r.reason}`),
                      ].join('\n'),
                    }))}
                  />
                  <Space direction="vertical" size={2} style={{ marginTop: 8 }}>
                    {failures.slice(0, 3).flatMap((s) =>
                      (s.reasons ?? []).slice(0, 2).map((r) => (
                        <Typography.Text key={`${s.step}-${r.reason}`} type="secondary" style={{ fontSize: 12 }}>
                          <Tag bordered={false} color="error">
                            {t(`pages.package.step.${s.step}`)}
                          </Tag>
                          {r.count} × {r.reason}
                        </Typography.Text>
                      )),
                    )}
                  </Space>
                </>
              ) : (
                <Table
                  size="small"
                  rowKey="step"
                  dataSource={failures}
                  pagination={false}
                  columns={[
                    {
                      title: t('pages.package.task.step'),
                      dataIndex: 'step',
                      render: (v: string) => t(`pages.package.step.${v}`),
                    },
                    { title: t('pages.package.stats.count'), dataIndex: 'count' },
                    {
                      title: t('pages.package.stats.reasons'),
                      dataIndex: 'reasons',
                      render: (rs?: Array<{ reason: string; count: number }>) =>
                        (rs ?? []).map((r) => `${r.count} × ${r.reason}`).join('; '),
                    },
                  ]}
                />
              )}
            </Card>
          </Col>
        </Row>
      )}
    </Spin>
  );
}
