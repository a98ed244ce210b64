import { PageContainer } from '@ant-design/pro-components';
import { Link, useIntl, useSelector } from '@umijs/max';
import { Alert, Card, Col, Empty, List, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { businessOffsetText, formatDate, formatTime } from '@/utils/businessTime';
import { memo } from 'react';
import { useRequest } from 'ahooks';
import { usePaneActive } from '@/components/Workspace/PaneContext';
import type { RootState } from '@/models/types';
import { queryWelcomeSummary, type WelcomeFigure, type WelcomeSummary } from './service';
import { useText } from '@/hooks';
import { useMoney } from '@/hooks/useMoney';
import { APP_PATHS } from '@/utils/appPaths';
import EmergencyChanges from './components/EmergencyChanges';
import OrderFigures from './components/OrderFigures';

/**
 * /welcome: the current game's day at a glance, computed by the backend from what really happened (today's changes
 * and failures, child games, people who may use the game, common-config keys, packaging tasks when the packaging
 * area runs); each figure links to its list when the person may open it. Refreshes when the tab is shown again and
 * its figures are older than WELCOME_STALE_MS (a quick switch back and forth reads nothing and renders once).
 */
function FigureCard({ figure }: { figure: WelcomeFigure }) {
  const t = useText();
  const { statistic, count } = useMoney();
  const body = (
    <Card hoverable={figure.allowed} id={`welcome-figure-${figure.key}`} data-allowed={figure.allowed}>
      <Statistic
        {...statistic}
        title={t(`pages.welcome.figure.${figure.key}`)}
        value={figure.value}
        suffix={
          typeof figure.total === 'number' ? (
            <Typography.Text type="secondary">/ {count(figure.total)}</Typography.Text>
          ) : undefined
        }
        valueStyle={figure.key.toLowerCase().includes('fail') && figure.value > 0 ? { color: '#cf1322' } : undefined}
      />
    </Card>
  );
  return figure.allowed ? <Link to={figure.link}>{body}</Link> : body;
}

/** How old the figures may be when the tab is shown again before they are read anew. */
export const WELCOME_STALE_MS = 30_000;

export default function WelcomePage() {
  const active = usePaneActive();
  const user = useSelector((s: RootState) => s.user.currentUser);
  const gameId = useSelector((s: RootState) => s.games.currentGameId);
  // each switch of game or child game rebuilds the page and cancels the calls in flight: the rebuilt page must not
  // take over the cancelled call shared under the same cache key (it would wait on it for ever)
  const generation = useSelector((s: RootState) => s.games.generation);
  // read when the tab is shown with figures older than WELCOME_STALE_MS, and for each game; only the newest answer
  // counts, a failed read keeps the last
  const { data: summary, loading } = useRequest(async () => (await queryWelcomeSummary()).data, {
    ready: active && Boolean(gameId),
    refreshDeps: [gameId],
    cacheKey: `welcome-summary-${gameId}-${generation}`,
    staleTime: WELCOME_STALE_MS,
  });

  return <WelcomeView summary={summary} loading={loading} gameId={gameId} userName={user?.name || ''} />;
}

/**
 * What the page shows, memoised on what it shows: the tab showing or hiding re-renders WelcomePage (it decides
 * whether to read again), not the cards, lists and texts below it.
 */
const WelcomeView = memo(function WelcomeView(props: {
  summary: WelcomeSummary | undefined;
  loading: boolean;
  gameId: string | null;
  userName: string;
}) {
  const { summary, loading, gameId, userName } = props;
  const t = useText();
  const intl = useIntl();
  const title = t('pages.welcome.hello', { name: userName });
  if (!gameId) {
    return (
      <PageContainer title={title}>
        <Alert
          type="info"
          showIcon
          message={t('common.pickGame')}
          action={<Link to={APP_PATHS.gameSelect}>{t('menu.gameSelect')}</Link>}
        />
      </PageContainer>
    );
  }

  const moduleName = (m: string) => intl.formatMessage({ id: `pages.oplog.module.${m}`, defaultMessage: m });
  const actionName = (a: string) => intl.formatMessage({ id: `pages.oplog.action.${a}`, defaultMessage: a });

  return (
    <PageContainer
      title={title}
      subTitle={
        summary
          ? t('pages.welcome.subtitle', {
              game: summary.gameName,
              // the business day the figures count (docs/rules.md "Business time zone"), with its offset
              date: `${formatDate(summary.dayStart)} (UTC${businessOffsetText(summary.dayStart)})`,
            })
          : undefined
      }
    >
      {!summary ? (
        <Skeleton active />
      ) : (
        <>
          <Row gutter={[16, 16]} id="welcome-figures">
            {summary.figures.map((f) => (
              <Col key={f.key} xs={24} sm={12} lg={8} xl={6}>
                <FigureCard figure={f} />
              </Col>
            ))}
          </Row>
          <EmergencyChanges />
          <OrderFigures gameId={gameId} />
          {summary.figures.some((f) => f.key === 'oplogToday' && f.allowed) && (
            <Card
              title={t('pages.welcome.recent')}
              style={{ marginTop: 16 }}
              loading={loading && !summary.recent.length}
              extra={<Link to={APP_PATHS.oplog}>{t('pages.welcome.more')}</Link>}
            >
              {summary.recent.length ? (
                <List
                  id="welcome-recent"
                  size="small"
                  dataSource={summary.recent}
                  renderItem={(e) => (
                    <List.Item>
                      <Typography.Text type="secondary" style={{ width: 150 }}>
                        {formatTime(e.time, 'MM-DD HH:mm:ss')}
                      </Typography.Text>
                      <span style={{ flex: 1 }}>
                        {e.operatorName} · {moduleName(e.module)} · {actionName(e.action)} ·{' '}
                        <Typography.Text>{e.target}</Typography.Text>
                      </span>
                      <Tag color={e.result === 'success' ? 'green' : 'red'}>{t(`pages.oplog.result.${e.result}`)}</Tag>
                    </List.Item>
                  )}
                />
              ) : (
                <Empty description={t('pages.welcome.noRecent')} />
              )}
            </Card>
          )}
        </>
      )}
    </PageContainer>
  );
});
