import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { ProFormRadio } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { useRef } from 'react';
import CrudTable from '@/components/CrudTable';
import { moneyColumn, rangeFilter, channelEnum, orderStatusEnum, payTypeEnum } from '@/features/orders';
import { useText } from '@/hooks';
import { handleLargeOrder, pageLargeOrders, type LargeOrder } from '../service';
import { OGORDER_PATHS } from '../paths';
import ReasonModal from '../components/ReasonModal';
import ThresholdCard from './ThresholdCard';
import { action } from '@/utils/action';

/**
 * /ogorder/largeTransOrder: paid OG orders at or above the game's threshold for their currency (test orders left
 * out), the thresholds shown and set above the list; each handled or ignored with a note.
 */
const BUTTON = (op: string) => action(OGORDER_PATHS.largeTransOrder, op);

export default function LargeTransOrderPage() {
  const t = useText();
  const { can } = useAccess();
  const actionRef = useRef<ActionType>();
  const p = (k: string) => t(`pages.ogorder.large.${k}`);
  const f = (k: string) => t(`pages.order.field.${k}`);
  const columns: ProColumns<LargeOrder>[] = [
    rangeFilter<LargeOrder>(f('createdRange'), 'createdRange', 'createdFrom', 'createdTo'),
    { title: f('orderNo'), dataIndex: 'orderNo', copyable: true },
    { title: f('childGame'), dataIndex: 'childGameName', hideInSearch: true },
    { title: f('channel'), dataIndex: 'channel', hideInSearch: true, valueEnum: channelEnum(t) },
    { title: f('account'), dataIndex: 'account' },
    { title: f('role'), dataIndex: 'roleName', hideInSearch: true },
    moneyColumn<LargeOrder>(f('amount'), 'amount', (r) => r.currency),
    moneyColumn<LargeOrder>(p('threshold'), 'threshold', (r) => r.currency),
    { title: f('currency'), dataIndex: 'currency', hideInSearch: true },
    { title: f('payType'), dataIndex: 'payType', hideInSearch: true, valueEnum: payTypeEnum(t) },
    { title: f('status'), dataIndex: 'status', hideInSearch: true, valueEnum: orderStatusEnum(t) },
    { title: f('created'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true },
    {
      title: p('handleStatus'),
      dataIndex: 'handleStatus',
      valueType: 'select',
      valueEnum: {
        pending: { text: p('handleStatus.pending'), status: 'Warning' },
        handled: { text: p('handleStatus.handled'), status: 'Success' },
        ignored: { text: p('handleStatus.ignored'), status: 'Default' },
      },
    },
    { title: p('note'), dataIndex: 'note', hideInSearch: true, ellipsis: true },
    { title: p('handler'), dataIndex: 'handler', hideInSearch: true },
    { title: p('handledAt'), dataIndex: 'handledAt', valueType: 'dateTime', hideInSearch: true },
  ];
  return (
    <>
      <ThresholdCard onChanged={() => actionRef.current?.reload()} />
      <CrudTable<LargeOrder>
        id="ogorder-large-table"
        rowKey="orderNo"
        columns={columns}
        actionRef={actionRef}
        service={{ page: pageLargeOrders }}
        authority={{ export: BUTTON('export') }}
        exportName={p('exportName')}
        rowActions={(r, reload) =>
          r.handleStatus === 'pending' && can(BUTTON('handle'))
            ? [
                <ReasonModal
                  key="handle"
                  id={`ogorder-large-handle-${r.orderNo}`}
                  label={p('handle')}
                  title={p('handle.title')}
                  fieldLabel={p('note')}
                  requiredText={p('note.required')}
                  done={p('handled')}
                  send={(note, v) =>
                    handleLargeOrder({
                      orderNo: r.orderNo,
                      handleStatus: v.decision === 'ignored' ? 'ignored' : 'handled',
                      note,
                    })
                  }
                  onDone={reload}
                >
                  <ProFormRadio.Group
                    name="decision"
                    label={p('decision')}
                    initialValue="handled"
                    options={[
                      { value: 'handled', label: p('handleStatus.handled') },
                      { value: 'ignored', label: p('handleStatus.ignored') },
                    ]}
                  />
                </ReasonModal>,
              ]
            : []
        }
      />
    </>
  );
}
