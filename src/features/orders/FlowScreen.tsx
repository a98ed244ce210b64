import type { ActionType, ProFormInstance } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { useMemo, useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import CrudTable from '@/components/CrudTable';
import { useText } from '@/hooks';
import { ORDER_STATUSES, CHANNELS, PAY_TYPES } from '@/contract/order/values';
import type { LineConfig } from './config';
import { orderColumns } from './columns';
import { withoutRangeForExactNo } from './filters';
import { useAddressPreset, useChildGameOptions } from './hooks';
import NotifyModal from './NotifyModal';
import OrderDrawer from './OrderDrawerOnDemand';
import RefundApplyModal from './RefundApplyModal';
import { canApplyRefund, canNotify } from './rules';
import TotalsBar from './TotalsBar';
import type { FlowPage, FlowQuery, OrderRow, OrderTotals } from './types';

/**
 * /order/flow and /ogorder/flow: the current game's orders (test orders left out), filtered on each key field and a
 * created-time range that starts as today; the filtered set's totals per currency from the page's answer; CSV export
 * of everything the filters select; details with the timeline; 补单 and 申请退款 for those granted them.
 */
export const FLOW_ADDRESS_KEYS = [
  'orderNo',
  'channelOrderNo',
  'gameOrderNo',
  'account',
  'status',
  'channel',
  'payType',
];

export default function FlowScreen({ config }: { config: LineConfig }) {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  const formRef = useRef<ProFormInstance>();
  const [totals, setTotals] = useState<OrderTotals>();
  const [openNo, setOpenNo] = useState<string>();
  // a row's 补单 / 申请退款 opens the screen's one dialog for that order (one per list, not two per row)
  const [dialog, setDialog] = useState<{ kind: 'notify' | 'refund'; order: OrderRow }>();
  const childGames = useChildGameOptions();
  const presets = useAddressPreset(formRef, {
    rangeField: 'createdRange',
    keys: FLOW_ADDRESS_KEYS,
    enums: { status: ORDER_STATUSES, channel: CHANNELS, payType: PAY_TYPES },
  });
  const service = useMemo(
    () => ({
      page: (q: FlowQuery) => config.service.flowPage(withoutRangeForExactNo(q, 'createdFrom', 'createdTo')),
    }),
    [config],
  );
  const reload = () => actionRef.current?.reload();
  const rowLink = (kind: 'notify' | 'refund', order: OrderRow, label: string) => (
    <ActionLink
      key={kind}
      id={`${config.idPrefix}-${kind}-${order.orderNo}`}
      onClick={() => setDialog({ kind, order })}
    >
      {t(label)}
    </ActionLink>
  );
  const id = `${config.idPrefix}-flow-table`;

  return (
    <>
      <CrudTable<OrderRow>
        id={id}
        rowKey="orderNo"
        columns={orderColumns(t, { onOpen: (r) => setOpenNo(r.orderNo), defaultToday: true, childGames })}
        actionRef={actionRef}
        formRef={formRef}
        openSearch={presets}
        service={service}
        authority={{ export: config.buttons.flowExport }}
        exportName={t(config.texts.flowExport)}
        onPage={(p) => setTotals((p as FlowPage).totals)}
        onView={(r) => setOpenNo(r.orderNo)}
        tableExtraRender={() => <TotalsBar id={`${id}-totals`} totals={totals} />}
        rowActions={(r) => [
          canNotify(r) && can(config.buttons.notify) ? rowLink('notify', r, 'pages.order.notify') : null,
          canApplyRefund(r) && can(config.buttons.refund) ? rowLink('refund', r, 'pages.order.refund.apply') : null,
        ]}
      />
      {dialog?.kind === 'notify' ? (
        <NotifyModal
          key={dialog.order.orderNo}
          config={config}
          orderNo={dialog.order.orderNo}
          onDone={reload}
          onClosed={() => setDialog(undefined)}
        />
      ) : null}
      {dialog?.kind === 'refund' ? (
        <RefundApplyModal
          key={dialog.order.orderNo}
          config={config}
          order={dialog.order}
          onDone={reload}
          onClosed={() => setDialog(undefined)}
        />
      ) : null}
      <OrderDrawer config={config} orderNo={openNo} onClose={() => setOpenNo(undefined)} onChanged={reload} />
    </>
  );
}
