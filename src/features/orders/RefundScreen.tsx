import type { ProColumns, ProFormInstance } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { useRef, useState } from 'react';
import CrudTable from '@/components/CrudTable';
import ActionLink from '@/components/ActionLink';
import { useText } from '@/hooks';
import { REFUND_STATUSES } from '@/contract/order/values';
import type { LineConfig } from './config';
import { moneyColumn, rangeFilter } from './columns';
import { payTypeEnum, refundStatusEnum } from './enums';
import { useAddressPreset } from './hooks';
import OrderDrawer from './OrderDrawerOnDemand';
import ReviewModal from './ReviewModal';
import type { RefundRow } from './types';

/**
 * /order/refund and /ogorder/refund: refunds newest first; approve or reject an applied refund with a comment (the
 * `:approve` button); an approved refund goes to the channel, which answers later (refunded or failed).
 * `?status=applied` presets the list (the welcome page's "refunds waiting").
 */
export default function RefundScreen({ config }: { config: LineConfig }) {
  const t = useText();
  const { can } = useAccess();
  const formRef = useRef<ProFormInstance>();
  const [openNo, setOpenNo] = useState<string>();
  const p = (k: string) => t(`pages.order.field.${k}`);
  const presets = useAddressPreset(formRef, {
    rangeField: 'appliedRange',
    fromKey: 'appliedFrom',
    toKey: 'appliedTo',
    keys: ['refundNo', 'orderNo', 'account', 'status', 'applicant'],
    enums: { status: REFUND_STATUSES },
  });
  const columns: ProColumns<RefundRow>[] = [
    rangeFilter<RefundRow>(p('appliedAt'), 'appliedRange', 'appliedFrom', 'appliedTo'),
    { title: p('refundNo'), dataIndex: 'refundNo', copyable: true },
    {
      title: p('orderNo'),
      dataIndex: 'orderNo',
      render: (_, r) => (
        <ActionLink id={`${config.idPrefix}-refund-order-${r.id}`} onClick={() => setOpenNo(r.orderNo)}>
          {r.orderNo}
        </ActionLink>
      ),
    },
    { title: p('account'), dataIndex: 'account' },
    { title: p('childGame'), dataIndex: 'childGameName', hideInSearch: true },
    { title: p('payType'), dataIndex: 'payType', hideInSearch: true, valueEnum: payTypeEnum(t) },
    moneyColumn<RefundRow>(p('orderAmount'), 'orderAmount', (r) => r.currency),
    moneyColumn<RefundRow>(p('refundAmount'), 'amount', (r) => r.currency),
    { title: p('currency'), dataIndex: 'currency', hideInSearch: true },
    { title: p('refundReason'), dataIndex: 'reason', hideInSearch: true, ellipsis: true },
    { title: p('refundStatus'), dataIndex: 'status', valueType: 'select', valueEnum: refundStatusEnum(t) },
    { title: p('channelRefundNo'), dataIndex: 'channelRefundNo', hideInSearch: true },
    { title: p('channelAnswer'), dataIndex: 'channelAnswer', hideInSearch: true, ellipsis: true },
    { title: p('applicant'), dataIndex: 'applicant' },
    { title: p('approver'), dataIndex: 'approver', hideInSearch: true },
    { title: p('comment'), dataIndex: 'comment', hideInSearch: true, ellipsis: true },
    { title: p('appliedAt'), dataIndex: 'appliedAt', valueType: 'dateTime', hideInSearch: true },
    { title: p('decidedAt'), dataIndex: 'decidedAt', valueType: 'dateTime', hideInSearch: true },
    { title: p('finishedAt'), dataIndex: 'finishedAt', valueType: 'dateTime', hideInSearch: true },
  ];
  return (
    <>
      <CrudTable<RefundRow>
        id={`${config.idPrefix}-refund-table`}
        columns={columns}
        formRef={formRef}
        openSearch={presets}
        service={{ page: config.service.refundPage }}
        authority={{ export: config.buttons.refundExport }}
        exportName={t(config.texts.refundExport)}
        rowActions={(r, reload) =>
          r.status === 'applied' && can(config.buttons.approve)
            ? [
                <ReviewModal key="approve" config={config} refund={r} decision="approve" onDone={reload} />,
                <ReviewModal key="reject" config={config} refund={r} decision="reject" onDone={reload} />,
              ]
            : []
        }
      />
      <OrderDrawer config={config} orderNo={openNo} onClose={() => setOpenNo(undefined)} onChanged={() => {}} />
    </>
  );
}
