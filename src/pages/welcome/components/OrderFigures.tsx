import { Link, useAccess, useSelector } from '@umijs/max';
import { memo, type ReactNode } from 'react';
import { useRequest } from 'ahooks';
import { Card, Col, Row, Statistic } from 'antd';
import {
  addressOf,
  LINE_SERVICES,
  linePaths,
  type Line,
  type LineService,
  type OrderStatistics,
} from '@/features/orders';
import { usePaneActive } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { useMoney } from '@/hooks/useMoney';
import type { RootState } from '@/models/types';

/**
 * Today's orders of each business line the person may open (count, paid amount per currency, refunds waiting), from
 * the line's statistics (test orders left out; the backend's business day: docs/rules.md "Business time zone"). Each
 * figure links to the list it counts: the flow list preset to that day (createdFrom/createdTo), the refunds preset to
 * `status=applied`.
 */
/** As the page's own figures (WELCOME_STALE_MS): read again when the tab is shown with figures older than this. */
const STALE_MS = 30_000;
const LINES: Line[] = ['order', 'ogorder'];

interface LineProps {
  line: Line;
  paths: { flow: string; refund: string };
  service: LineService;
  gameId: string | null | undefined;
}

/** Decides whether to read (the tab shown, figures stale); the view below renders only when the figures change. */
function LineFigures(props: LineProps) {
  const active = usePaneActive();
  // the figures count the header's child game's orders (X-Child-Game-Id), as the lists they link to; each switch
  // rebuilds the page and cancels the calls in flight, so each gets its own cache key (src/pages/welcome/index.tsx)
  const generation = useSelector((s: RootState) => s.games.generation);
  const { data } = useRequest(async () => (await props.service.flowStatistics()).data, {
    ready: active && Boolean(props.gameId),
    refreshDeps: [props.gameId],
    cacheKey: `welcome-${props.line}-statistics-${props.gameId}-${generation}`,
    staleTime: STALE_MS,
  });
  return data ? <LineView {...props} data={data} /> : null;
}

const LineView = memo(function LineView(props: LineProps & { data: OrderStatistics }) {
  const t = useText();
  const money = useMoney();
  const { can } = useAccess();
  const { data } = props;
  const today = addressOf(props.paths.flow, { createdFrom: data.dayStart, createdTo: data.dayEnd });
  const paid = Object.keys(data.paid).sort();
  const id = `welcome-${props.line}`;
  const figure = (key: string, to: string | undefined, body: ReactNode) => {
    const card = (
      <Card hoverable={Boolean(to)} id={`${id}-${key}`}>
        {body}
      </Card>
    );
    return (
      <Col key={key} xs={24} sm={12} lg={8}>
        {to ? <Link to={to}>{card}</Link> : card}
      </Col>
    );
  };
  return (
    <Card
      size="small"
      title={t('pages.welcome.orders.title', { line: t(`pages.welcome.orders.line.${props.line}`) })}
      style={{ marginTop: 16 }}
      id={id}
    >
      <Row gutter={[16, 16]}>
        {figure(
          'orders',
          today,
          <Statistic {...money.statistic} title={t('pages.welcome.orders.orders')} value={data.orders} />,
        )}
        {figure(
          'paid',
          today,
          <Statistic
            title={t('pages.welcome.orders.paid')}
            value={paid.length ? paid.map((c) => money.format(data.paid[c], c)).join(' · ') : '-'}
          />,
        )}
        {figure(
          'refundsWaiting',
          can(props.paths.refund) ? addressOf(props.paths.refund, { status: 'applied' }) : undefined,
          <Statistic
            {...money.statistic}
            title={t('pages.welcome.orders.refundsWaiting')}
            value={data.refundsWaiting}
          />,
        )}
      </Row>
    </Card>
  );
});

export default function OrderFigures({ gameId }: { gameId: string | null | undefined }) {
  const { can } = useAccess();
  return (
    <>
      {LINES.map(
        (line) =>
          can(linePaths(line).flow) && (
            <LineFigures key={line} line={line} paths={linePaths(line)} service={LINE_SERVICES[line]} gameId={gameId} />
          ),
      )}
    </>
  );
}
