import {
  PageContainer,
  ProForm,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, message, Skeleton } from 'antd';
import RecordNotFound from '@/components/RecordNotFound';
import { toStatus } from '@/components/status';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { PRODUCT_ID_PATTERN } from '@/contract/pay/billingPoint';
import { useText } from '@/hooks';
import { CURRENCY_ENUM } from '@/pages/pay/components/options';
import { PAY_PATHS } from '@/pages/pay/paths';
import {
  addBillingPoint,
  editBillingPoint,
  getBillingPoint,
  type BillingPoint,
  type BillingPointPayload,
} from '@/pages/pay/service';
import { queryId } from '@/utils/format';
import { centsPlain, parseCents, type Currency } from '@/utils/money';

/**
 * /pay/billingPoint/create (hidden, not kept alive): a billing point, or with `?id=` an existing one. The amount is
 * typed in major units (at most two decimals) and saved as integer cents (docs/rules.md "Money").
 */
export default function BillingPointCreate() {
  const { query } = usePaneLocation();
  const id = queryId(query, 'id');
  return <PointForm key={id ?? 'new'} id={id} />;
}

const toForm = (p: BillingPoint) => ({
  ...p,
  amount: centsPlain(p.amount),
  status: p.status === 1,
});

function PointForm({ id }: { id?: number }) {
  const t = useText();
  const back = () => history.push(PAY_PATHS.billingPoint);
  const { data: record, error } = useRequest(async () => (await getBillingPoint({ id: Number(id) })).data, {
    ready: Boolean(id),
  });
  if (id && error) {
    return <RecordNotFound message={t('pages.pay.notFound', { id })} backText={t('common.back')} onBack={back} />;
  }
  return (
    <PageContainer title={t(id ? 'pages.pay.billingPoint.edit' : 'pages.pay.billingPoint.create')} onBack={back}>
      <Card>
        {id && !record ? (
          <Skeleton active />
        ) : (
          <ProForm
            layout="vertical"
            style={{ maxWidth: 640 }}
            initialValues={record ? toForm(record) : { currency: 'CNY', coins: 0, status: true }}
            submitter={{
              searchConfig: { submitText: t('common.save') },
              resetButtonProps: false,
              submitButtonProps: { id: 'billing-submit' },
              render: (_, dom) => [
                ...dom,
                <Button key="cancel" id="billing-cancel" onClick={back}>
                  {t('common.cancel')}
                </Button>,
              ],
            }}
            onFinish={async (values) => {
              const payload: BillingPointPayload = {
                productId: String(values.productId ?? '').trim(),
                name: String(values.name ?? '').trim(),
                amount: parseCents(String(values.amount ?? '')),
                currency: values.currency as Currency,
                channelProductCode: String(values.channelProductCode ?? '').trim(),
                coins: Number(values.coins ?? 0),
                status: toStatus(values.status),
              };
              try {
                if (id) await editBillingPoint({ ...payload, id });
                else await addBillingPoint(payload);
                message.success(t(id ? 'crud.saved' : 'crud.created'));
                back();
                return true;
              } catch {
                // the request layer showed why; the form keeps what was typed
                return false;
              }
            }}
          >
            <ProFormText
              name="productId"
              label={t('pages.pay.productId')}
              fieldProps={{ id: 'billing-productId', maxLength: 64 }}
              rules={[
                { required: true, message: t('common.required') },
                { pattern: new RegExp(PRODUCT_ID_PATTERN), message: t('pages.pay.productId.pattern') },
              ]}
            />
            <ProFormText
              name="name"
              label={t('pages.pay.productName')}
              fieldProps={{ id: 'billing-name', maxLength: 64 }}
              rules={[{ required: true, whitespace: true, message: t('common.required') }]}
            />
            <ProFormSelect
              name="currency"
              label={t('pages.pay.currency')}
              valueEnum={CURRENCY_ENUM}
              allowClear={false}
              fieldProps={{ id: 'billing-currency' }}
              rules={[{ required: true, message: t('common.required') }]}
            />
            <ProFormText
              name="amount"
              label={t('pages.pay.amount')}
              tooltip={t('pages.pay.amount.tip')}
              fieldProps={{ id: 'billing-amount', inputMode: 'decimal', style: { maxWidth: 200 } }}
              rules={[
                {
                  validator: (_: unknown, v: unknown) => {
                    const cents = parseCents(String(v ?? ''));
                    return cents !== undefined && cents > 0
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('pages.pay.amount.invalid')));
                  },
                },
              ]}
              required
            />
            <ProFormText
              name="channelProductCode"
              label={t('pages.pay.channelProductCode')}
              fieldProps={{ id: 'billing-channelProductCode', maxLength: 128 }}
            />
            <ProFormDigit
              name="coins"
              label={t('pages.pay.coins')}
              min={0}
              max={1_000_000_000}
              fieldProps={{ id: 'billing-coins', precision: 0 }}
              rules={[{ required: true, message: t('common.required') }]}
            />
            <ProFormSwitch name="status" label={t('common.status')} fieldProps={{ id: 'billing-status' }} />
          </ProForm>
        )}
      </Card>
    </PageContainer>
  );
}
