import { Card, Space, Statistic, Typography } from 'antd';
import { useText } from '@/hooks';
import { useMoney } from '@/hooks/useMoney';
import { formatMoney } from '@/utils/money';
import type { OrderTotals } from './types';

/** Totals of what the filters select (count, paid, refunded per currency; test orders never count), from the page. */
export function moneyLines(byCurrency: Record<string, number>, locale: string): string[] {
  return Object.keys(byCurrency)
    .sort()
    .map((c) => formatMoney(byCurrency[c], c, locale));
}

export default function TotalsBar({ totals, id }: { totals?: OrderTotals; id: string }) {
  const t = useText();
  const { locale, statistic } = useMoney();
  if (!totals) return null;
  const money = (m: Record<string, number>) => {
    const lines = moneyLines(m, locale);
    return lines.length ? lines.join(' · ') : '-';
  };
  return (
    <Card size="small" id={id}>
      <Space size={48} wrap>
        <Statistic {...statistic} title={t('pages.order.totals.count')} value={totals.count} />
        <div>
          <Typography.Text type="secondary">{t('pages.order.totals.paid')}</Typography.Text>
          <div id={`${id}-paid`} style={{ fontSize: 20 }}>
            {money(totals.paid)}
          </div>
        </div>
        <div>
          <Typography.Text type="secondary">{t('pages.order.totals.refunded')}</Typography.Text>
          <div id={`${id}-refunded`} style={{ fontSize: 20 }}>
            {money(totals.refunded)}
          </div>
        </div>
      </Space>
    </Card>
  );
}
