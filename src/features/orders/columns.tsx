import type { ProColumns } from '@ant-design/pro-components';
import { currentLocale } from '@/utils/i18n';
import { centsPlain, CURRENCIES, formatMoney } from '@/utils/money';
import ActionLink from '@/components/ActionLink';
import { channelEnum, orderStatusEnum, payTypeEnum } from './enums';
import { rangeToQuery, todayRange } from './filters';
import type { OrderRow } from './types';

type T = (id: string, values?: Record<string, string | number>) => string;

/**
 * A money column: the table shows the amount in the interface language with the row's currency (formatMoney), the CSV
 * export the plain `1234.56` whatever the language (CrudTable's export reads renderText; docs/rules.md "Money").
 * `currencyOf` picks the row's currency.
 */
export function moneyColumn<R extends Record<string, unknown>>(
  title: string,
  dataIndex: keyof R & string,
  currencyOf: (r: R) => string,
  extra: Partial<ProColumns<R>> = {},
): ProColumns<R> {
  return {
    title,
    dataIndex,
    hideInSearch: true,
    align: 'right',
    renderText: (v: unknown, r: R) => (typeof v === 'number' ? centsPlain(v, currencyOf(r)) : ''),
    render: (_, r) =>
      typeof r[dataIndex] === 'number' ? formatMoney(r[dataIndex] as number, currencyOf(r), currentLocale()) : '-',
    ...extra,
  };
}

export const currencyEnum = Object.fromEntries(CURRENCIES.map((c) => [c, { text: c }]));

/** A created-time range filter (not a table column) sent as `<from>`/`<to>` in epoch ms. */
export function rangeFilter<R>(
  title: string,
  dataIndex: string,
  fromKey: string,
  toKey: string,
  extra: Partial<ProColumns<R>> = {},
): ProColumns<R> {
  return {
    title,
    dataIndex,
    valueType: 'dateTimeRange',
    hideInTable: true,
    hideInDescriptions: true,
    search: { transform: (v: unknown) => rangeToQuery(v, fromKey, toKey) },
    ...extra,
  };
}

export interface OrderColumnOptions {
  /** clicking the order number opens the details */
  onOpen?: (r: OrderRow) => void;
  /** the created-time range starts as today (the flow list) */
  defaultToday?: boolean;
  childGames?: Array<{ label: string; value: number }>;
}

/** The columns of an order (flow, test orders, large transfers), with a filter on each key field. */
export function orderColumns(t: T, opts: OrderColumnOptions = {}): ProColumns<OrderRow>[] {
  const p = (k: string) => t(`pages.order.field.${k}`);
  return [
    rangeFilter<OrderRow>(p('createdRange'), 'createdRange', 'createdFrom', 'createdTo', {
      initialValue: opts.defaultToday ? todayRange() : undefined,
      tooltip: t('pages.order.field.createdRange.tip'),
    }),
    {
      title: p('orderNo'),
      dataIndex: 'orderNo',
      copyable: true,
      fixed: 'left',
      render: (dom, r) =>
        opts.onOpen ? (
          <ActionLink id={`order-open-${r.orderNo}`} onClick={() => opts.onOpen?.(r)}>
            {r.orderNo}
          </ActionLink>
        ) : (
          dom
        ),
    },
    { title: p('channelOrderNo'), dataIndex: 'channelOrderNo', copyable: true },
    { title: p('gameOrderNo'), dataIndex: 'gameOrderNo', copyable: true },
    {
      title: p('childGame'),
      dataIndex: 'childGameName',
      valueType: 'select',
      fieldProps: { options: opts.childGames || [], showSearch: true },
      search: { transform: (v: unknown) => ({ filterChildGameId: v }) },
      // the options (child game ids) are the filter's; a row carries the child game's name, shown as it is (without
      // a read-only select field per cell)
      render: (_, r) => r.childGameName || '-',
    },
    { title: p('channel'), dataIndex: 'channel', valueType: 'select', valueEnum: channelEnum(t) },
    { title: p('account'), dataIndex: 'account' },
    {
      title: p('role'),
      dataIndex: 'roleName',
      renderText: (_: unknown, r: OrderRow) => (r.roleName ? `${r.roleName} (${r.roleId})` : r.roleId),
      search: { transform: (v: unknown) => ({ role: v }) },
    },
    { title: p('server'), dataIndex: 'server' },
    {
      title: p('product'),
      dataIndex: 'productName',
      hideInSearch: true,
      renderText: (_: unknown, r: OrderRow) => `${r.productName} (${r.productId})`,
    },
    moneyColumn<OrderRow>(p('amount'), 'amount', (r) => r.currency, { sorter: true }),
    { title: p('currency'), dataIndex: 'currency', hideInSearch: true, valueEnum: currencyEnum },
    { title: p('payType'), dataIndex: 'payType', valueType: 'select', valueEnum: payTypeEnum(t) },
    { title: p('status'), dataIndex: 'status', valueType: 'select', valueEnum: orderStatusEnum(t) },
    { title: p('created'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true, sorter: true },
    { title: p('paidAt'), dataIndex: 'paidAt', valueType: 'dateTime', hideInSearch: true, sorter: true },
    { title: p('deliveredAt'), dataIndex: 'deliveredAt', valueType: 'dateTime', hideInSearch: true },
    {
      title: p('notifyCount'),
      tooltip: t('pages.order.field.notifyCount.tip'),
      dataIndex: 'notifyCount',
      hideInSearch: true,
      align: 'right',
    },
    moneyColumn<OrderRow>(p('refundedAmount'), 'refundedAmount', (r) => r.currency),
  ];
}
