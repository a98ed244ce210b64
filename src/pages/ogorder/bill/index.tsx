import type { ProColumns } from '@ant-design/pro-components';
import { ProForm, ProFormText } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import CrudTable from '@/components/CrudTable';
import { BILL_FIELDS as F } from '@/contract/order/fields';
import ActionLink from '@/components/ActionLink';
import { moneyColumn, rangeFilter } from '@/features/orders';
import { useText } from '@/hooks';
import { download } from '@/request/download';
import { addBill, BILL_DOWNLOAD, pageBills, rejectBill, type Bill } from '../service';
import { OGORDER_PATHS } from '../paths';
import ReasonModal from '../components/ReasonModal';
import IssueModal from './IssueModal';
import OrderPicker from './OrderPicker';
import { action } from '@/utils/action';
import { fieldRules, requiredRule } from '@/utils/fieldRules';

/**
 * /ogorder/bill: invoice requests (orders, title, tax no, amount = the orders' paid amount minus refunds, computed by
 * the backend, email, status). Add from order numbers; issue with an invoice number and the PDF; reject with a reason;
 * download an issued invoice.
 */
type BillForm = { orderNos: string[]; title: string; taxNo: string; email: string };

const BUTTON = (op: string) => action(OGORDER_PATHS.bill, op);

export default function BillPage() {
  const t = useText();
  const { can } = useAccess();
  const p = (k: string) => t(`pages.ogorder.bill.${k}`);
  // lengths and patterns are the contract's (src/contract/order/fields.ts)
  const title = fieldRules(F.title, { requiredMessage: p('title.required') });
  const taxNo = fieldRules(F.taxNo, { requiredMessage: p('taxNo.required'), patternMessage: p('taxNo.format') });
  const email = fieldRules(F.email, { requiredMessage: p('email.required'), patternMessage: p('email.format') });
  const columns: ProColumns<Bill>[] = [
    rangeFilter<Bill>(p('requestedAt'), 'requestedRange', 'requestedFrom', 'requestedTo'),
    { title: p('requestNo'), dataIndex: 'requestNo', hideInSearch: true, copyable: true },
    {
      title: p('orderNos'),
      dataIndex: 'orderNos',
      renderText: (v: unknown) => (Array.isArray(v) ? v.join(' ') : ''),
      search: { transform: (v: unknown) => ({ orderNo: v }) },
    },
    { title: p('account'), dataIndex: 'account' },
    { title: p('title'), dataIndex: 'title' },
    { title: p('taxNo'), dataIndex: 'taxNo', hideInSearch: true },
    moneyColumn<Bill>(p('amount'), 'amount', (r) => r.currency),
    { title: p('currency'), dataIndex: 'currency', hideInSearch: true },
    { title: p('email'), dataIndex: 'email', hideInSearch: true },
    {
      title: p('status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: {
        requested: { text: p('status.requested'), status: 'Processing' },
        issued: { text: p('status.issued'), status: 'Success' },
        rejected: { text: p('status.rejected'), status: 'Default' },
      },
    },
    { title: p('invoiceNo'), dataIndex: 'invoiceNo', hideInSearch: true },
    {
      title: p('file'),
      dataIndex: 'fileName',
      hideInSearch: true,
      render: (_, r) =>
        r.status === 'issued' && r.fileName ? (
          <ActionLink
            id={`ogorder-bill-download-${r.id}`}
            onClick={() => download(`${BILL_DOWNLOAD}?id=${r.id}`, r.fileName)}
          >
            {r.fileName}
          </ActionLink>
        ) : (
          '-'
        ),
    },
    { title: p('comment'), dataIndex: 'comment', hideInSearch: true, ellipsis: true },
    { title: p('handler'), dataIndex: 'handler', hideInSearch: true },
    { title: p('requestedAt'), dataIndex: 'requestedAt', valueType: 'dateTime', hideInSearch: true },
    { title: p('handledAt'), dataIndex: 'handledAt', valueType: 'dateTime', hideInSearch: true },
  ];
  return (
    <CrudTable<Bill, BillForm>
      id="ogorder-bill-table"
      columns={columns}
      service={{ page: pageBills, add: addBill }}
      authority={{ add: BUTTON('add'), export: BUTTON('export') }}
      exportName={p('exportName')}
      toPayload={(v) => ({
        orderNos: Array.isArray(v.orderNos) ? v.orderNos.map((n) => String(n).trim()).filter(Boolean) : [],
        title: String(v.title ?? '').trim(),
        taxNo: String(v.taxNo ?? '').trim(),
        email: String(v.email ?? '').trim(),
      })}
      formFields={() => (
        <>
          <ProForm.Item
            name="orderNos"
            label={p('orderNos')}
            tooltip={p('orderNos.tip')}
            rules={[requiredRule(p('orderNos.required'), false)]}
          >
            <OrderPicker id="ogorder-bill-orderNos" />
          </ProForm.Item>
          <ProFormText
            htmlFor="ogorder-bill-title"
            name="title"
            label={p('title')}
            fieldProps={{ id: 'ogorder-bill-title', ...title.input }}
            rules={title.rules}
          />
          <ProFormText
            htmlFor="ogorder-bill-taxNo"
            name="taxNo"
            label={p('taxNo')}
            fieldProps={{ id: 'ogorder-bill-taxNo', ...taxNo.input }}
            rules={taxNo.rules}
          />
          <ProFormText
            htmlFor="ogorder-bill-email"
            name="email"
            label={p('email')}
            fieldProps={{ id: 'ogorder-bill-email', ...email.input }}
            rules={email.rules}
          />
        </>
      )}
      rowActions={(r, reload) =>
        r.status === 'requested'
          ? [
              can(BUTTON('issue')) ? <IssueModal key="issue" bill={r} onDone={reload} /> : null,
              can(BUTTON('reject')) ? (
                <ReasonModal
                  key="reject"
                  id={`ogorder-bill-reject-${r.id}`}
                  label={p('reject')}
                  title={p('reject.title')}
                  fieldLabel={p('comment')}
                  requiredText={p('comment.required')}
                  done={p('rejected')}
                  send={(comment) => rejectBill({ id: r.id, comment })}
                  onDone={reload}
                />
              ) : null,
            ]
          : []
      }
    />
  );
}
