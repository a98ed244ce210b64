import type { ProColumns } from '@ant-design/pro-components';
import { ProFormRadio, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import CrudTable from '@/components/CrudTable';
import { REFUND_BAN_FIELDS as F } from '@/contract/order/fields';
import { useText } from '@/hooks';
import { addRefundBan, liftRefundBan, pageRefundBans, type RefundBan } from '../service';
import { OGORDER_PATHS } from '../paths';
import ReasonModal from '../components/ReasonModal';
import { action } from '@/utils/action';
import { fieldOptions, fieldRules } from '@/utils/fieldRules';

/**
 * /ogorder/refundBan: accounts and devices blocked from applying for refunds on the OG line (refund abuse), with their
 * refund count; block with a reason, lift with a reason. A blocked account's refund application is refused by the
 * backend.
 */
type BanForm = { kind: RefundBan['kind']; value: string; reason: string };

const BUTTON = (op: string) => action(OGORDER_PATHS.refundBan, op);

export default function RefundBanPage() {
  const t = useText();
  const { can } = useAccess();
  const p = (k: string) => t(`pages.ogorder.refundBan.${k}`);
  const kindEnum = { account: { text: p('kind.account') }, device: { text: p('kind.device') } };
  // the kinds and the lengths are the contract's (src/contract/order/fields.ts)
  const value = fieldRules(F.value, { requiredMessage: p('value.required') });
  const reason = fieldRules(F.reason, { requiredMessage: p('reason.required') });
  const columns: ProColumns<RefundBan>[] = [
    { title: p('kind'), dataIndex: 'kind', valueType: 'select', valueEnum: kindEnum },
    { title: p('value'), dataIndex: 'value', copyable: true },
    { title: p('refundCount'), dataIndex: 'refundCount', hideInSearch: true, align: 'right' },
    { title: p('reason'), dataIndex: 'reason', hideInSearch: true, ellipsis: true },
    {
      title: p('status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: {
        active: { text: p('status.active'), status: 'Error' },
        lifted: { text: p('status.lifted'), status: 'Default' },
      },
    },
    { title: p('createdBy'), dataIndex: 'createdBy', hideInSearch: true },
    { title: p('created'), dataIndex: 'created', valueType: 'dateTime', hideInSearch: true },
    { title: p('liftReason'), dataIndex: 'liftReason', hideInSearch: true, ellipsis: true },
    { title: p('liftedBy'), dataIndex: 'liftedBy', hideInSearch: true },
    { title: p('liftedAt'), dataIndex: 'liftedAt', valueType: 'dateTime', hideInSearch: true },
  ];
  return (
    <CrudTable<RefundBan, BanForm>
      id="ogorder-ban-table"
      columns={columns}
      service={{ page: pageRefundBans, add: addRefundBan }}
      authority={{ add: BUTTON('add'), export: BUTTON('export') }}
      exportName={p('exportName')}
      toPayload={(v) => ({
        kind: v.kind === 'device' ? 'device' : 'account',
        value: String(v.value ?? '').trim(),
        reason: String(v.reason ?? '').trim(),
      })}
      formFields={() => (
        <>
          <ProFormRadio.Group
            name="kind"
            label={p('kind')}
            initialValue="account"
            options={fieldOptions(F.kind, (k) => kindEnum[k].text)}
          />
          <ProFormText
            htmlFor="ogorder-ban-value"
            name="value"
            label={p('value')}
            fieldProps={{ id: 'ogorder-ban-value', ...value.input }}
            rules={value.rules}
          />
          <ProFormTextArea
            htmlFor="ogorder-ban-reason"
            name="reason"
            label={p('reason')}
            fieldProps={{ id: 'ogorder-ban-reason', ...reason.input }}
            rules={reason.rules}
          />
        </>
      )}
      rowActions={(r, reload) =>
        r.status === 'active' && can(BUTTON('lift'))
          ? [
              <ReasonModal
                key="lift"
                id={`ogorder-ban-lift-${r.id}`}
                label={p('lift')}
                title={p('lift.title')}
                fieldLabel={p('liftReason')}
                requiredText={p('reason.required')}
                done={p('lifted')}
                send={(reason) => liftRefundBan({ id: r.id, reason })}
                onDone={reload}
              />,
            ]
          : []
      }
    />
  );
}
