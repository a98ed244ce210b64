import { Access, useAccess } from '@umijs/max';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  Row,
  Segmented,
  Space,
  Spin,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRequest } from 'ahooks';
import { useMemo, useState } from 'react';
import { toCsv } from '@/components/CrudTable/csv';
import { usePaneActive } from '@/components/Workspace/PaneContext';
import {
  packStatistics,
  STEP_KEYS,
  TASK_STATUSES,
  type DayStats,
  type FailureStep,
  type TaskStatus,
} from '@/pages/package/service';
import { saveBlob } from '@/request/download';
import { useText } from '@/hooks';
import { formatShortDuration } from '../components/format';
import HBarChart from './components/HBarChart';
import Legend from './components/Legend';
import LineChart from './components/LineChart';
import StackedBarChart from './components/StackedBarChart';
import { fillDays, percent, rangeMillis, rateByDay, STACK_ORDER, STATUS_COLORS, tzOffsetMinutes } from './shape';
import { PACKAGE_PATHS } from '@/pages/package/paths';
import { action } from '@/utils/action';
import { rankList } from '@/utils/options';

/**
 * /package/packingStatistics: over a chosen date range (default the last 14 days): tasks per day by status, success
 * rate, average build duration per channel, the steps that fail most. Charts are small SVG components of this page
 * (no chart library to load); every chart has a table view with the same numbers, and the days export as CSV.
 */
type Range = [Dayjs, Dayjs];
type View = 'chart' | 'table';

const defaultRange = (): Range => [dayjs().subtract(13, 'day').startOf('day'), dayjs().startOf('day')];

export default function PackingStatisticsPage() {
  const t = useText();
  const { can } = useAccess();
  const active = usePaneActive();
  const [range, setRange] = useState<Range>(defaultRange);
  const [view, setView] = useState<View>('chart');
  // read whenever the tab is shown and for each range; a failed read keeps the last figures (the request layer
  // showed why)
  const { data, loading, refresh } = useRequest(
    async () =>
      (
        await packStatistics({
          ...rangeMillis(range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')),
          tzOffset: tzOffsetMinutes(),
        })
      ).data,
    { ready: active, refreshDeps: [range] },
  );

  const days = useMemo(
    () => (data ? fillDays(data.perDay, range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')) : []),
    [data, range],
  );
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
      `${t('pages.package.stats.exportName')}_${range[0].format('YYYYMMDD')}-${range[1].format('YYYYMMDD')}.csv`,
    );
  };

  const presets = [7, 14, 30, 90].map((n) => ({
    label: t('pages.package.stats.lastDays', { n }),
    value: [
      dayjs()
        .subtract(n - 1, 'day')
        .startOf('day'),
      dayjs().startOf('day'),
    ] as Range,
  }));

  const empty = !loading && data && data.totals.total === 0;
  const durationFormat = (ms: number) => formatShortDuration(ms);

  return (
    <Spin spinning={loading}>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            <Typography.Text>{t('pages.package.stats.range')}</Typography.Text>
            <DatePicker.RangePicker
              id="stats-range"
              value={range}
              allowClear={false}
              presets={presets}
              disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
              onChange={(v) => {
                if (v?.[0] && v[1]) setRange([v[0].startOf('day'), v[1].startOf('day')]);
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
            <Statistic title={t('pages.package.stats.total')} value={totals?.total ?? 0} />
          </Card>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Card size="small">
            <Statistic
              title={statusLabel('succeeded')}
              value={totals?.succeeded ?? 0}
              valueStyle={{ color: STATUS_COLORS.succeeded }}
            />
          </Card>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Card size="small">
            <Statistic
              title={statusLabel('failed')}
              value={totals?.failed ?? 0}
              valueStyle={{ color: STATUS_COLORS.failed }}
            />
          </Card>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Card size="small">
            <Statistic title={statusLabel('cancelled')} value={totals?.cancelled ?? 0} />
          </Card>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Card size="small">
            <Statistic title={t('pages.package.stats.successRate')} value={percent(data?.successRate)} />
          </Card>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Card size="small">
            <Statistic title={t('pages.package.stats.avgDuration')} value={formatShortDuration(avgMs)} />
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
                <>
                  <StackedBarChart
                    id="stats-per-day"
                    days={days}
                    statusLabel={statusLabel}
                    title={t('pages.package.stats.perDay')}
                  />
                  <Legend
                    items={STACK_ORDER.map((s) => ({ key: s, color: STATUS_COLORS[s], label: statusLabel(s) }))}
                  />
                </>
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
              extra={<Typography.Text strong>{percent(data?.successRate)}</Typography.Text>}
            >
              {view === 'chart' ? (
                <>
                  <LineChart
                    id="stats-rate"
                    points={rates}
                    title={t('pages.package.stats.successRate')}
                    format={(v) => percent(v, 0)}
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
                      render: (v: number | null) => percent(v),
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
