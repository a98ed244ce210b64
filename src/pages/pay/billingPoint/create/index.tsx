import { ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import RecordEditorPage from '@/components/RecordEditorPage';
import { toStatus } from '@/components/status';
import { BILLING_POINT_FIELDS as F } from '@/contract/pay/fields';
import { useText } from '@/hooks';
import { fieldRules, requiredRule } from '@/utils/fieldRules';
import { useMoney } from '@/hooks/useMoney';
import { useRecordEditor } from '@/components/RecordEditorPage/useRecordEditor';
import { CURRENCY_ENUM } from '../../components/options';
import { PAY_PATHS } from '../../paths';
import {
  addBillingPoint,
  editBillingPoint,
  getBillingPoint,
  type BillingPoint,
  type BillingPointPayload,
} from '../../service';
import { currentLocale } from '@/utils/i18n';
import { amountInputText, parseAmount, type Currency } from '@/utils/money';

type PointValues = Omit<BillingPointPayload, 'amount' | 'status'> & { amount: string; status: boolean };

// the amount as the interface language writes it ("12,34" in pt-BR), integer minor units underneath
const toForm = (p: BillingPoint): PointValues => ({
  ...p,
  amount: amountInputText(p.amount, p.currency, currentLocale()),
  status: p.status === 1,
});

const toPayload = (values: PointValues): BillingPointPayload => ({
  productId: String(values.productId ?? '').trim(),
  name: String(values.name ?? '').trim(),
  amount: parseAmount(String(values.amount ?? ''), String(values.currency), currentLocale()) as number,
  currency: values.currency as Currency,
  channelProductCode: String(values.channelProductCode ?? '').trim(),
  coins: Number(values.coins ?? 0),
  status: toStatus(values.status),
});

/**
 * /pay/billingPoint/create (hidden, kept alive, follows its address): a billing point, or with `?id=` an existing one.
 * The amount is typed in major units in the interface language (at most two decimals) and saved as integer cents (docs/rules.md "Money").
 */
export default function BillingPointCreate() {
  const t = useText();
  const money = useMoney();
  const editor = useRecordEditor({
    listPath: PAY_PATHS.billingPoint,
    get: getBillingPoint,
    add: addBillingPoint,
    edit: editBillingPoint,
    toForm,
    toPayload,
  });
  const productId = fieldRules(F.productId, { patternMessage: t('pages.pay.productId.pattern') });
  const name = fieldRules(F.name);
  const channelProductCode = fieldRules(F.channelProductCode);
  const coins = fieldRules(F.coins, { required: true });
  return (
    <RecordEditorPage<PointValues>
      editor={editor}
      idPrefix="billing"
      titles={{ add: t('pages.pay.billingPoint.create'), edit: t('pages.pay.billingPoint.edit') }}
      notFound={t('pages.pay.notFound', { id: editor.id ?? '' })}
      initialValues={{ currency: 'CNY', coins: 0, status: true }}
      formStyle={{ maxWidth: 640 }}
    >
      <ProFormText
        htmlFor="billing-productId"
        name="productId"
        label={t('pages.pay.productId')}
        fieldProps={{ id: 'billing-productId', ...productId.input }}
        rules={productId.rules}
      />
      <ProFormText
        htmlFor="billing-name"
        name="name"
        label={t('pages.pay.productName')}
        fieldProps={{ id: 'billing-name', ...name.input }}
        rules={name.rules}
      />
      <ProFormSelect
        htmlFor="billing-currency"
        name="currency"
        label={t('pages.pay.currency')}
        valueEnum={CURRENCY_ENUM}
        allowClear={false}
        fieldProps={{ id: 'billing-currency' }}
        rules={[requiredRule(undefined, false)]}
      />
      <ProFormText
        htmlFor="billing-amount"
        name="amount"
        label={t('pages.pay.amount')}
        tooltip={t('pages.pay.amount.tip')}
        fieldProps={{ id: 'billing-amount', inputMode: 'decimal', style: { maxWidth: 200 } }}
        dependencies={['currency']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_: unknown, v: unknown) => {
              const cents = money.parse(v, String(getFieldValue('currency') ?? 'CNY'));
              return cents !== undefined && cents > 0
                ? Promise.resolve()
                : Promise.reject(new Error(t('pages.pay.amount.invalid')));
            },
          }),
        ]}
        required
      />
      <ProFormText
        htmlFor="billing-channelProductCode"
        name="channelProductCode"
        label={t('pages.pay.channelProductCode')}
        fieldProps={{ id: 'billing-channelProductCode', ...channelProductCode.input }}
        rules={channelProductCode.rules}
      />
      <ProFormDigit
        htmlFor="billing-coins"
        name="coins"
        label={t('pages.pay.coins')}
        fieldProps={{ id: 'billing-coins', ...coins.input }}
        rules={coins.rules}
      />
      <ProFormSwitch
        htmlFor="billing-status"
        name="status"
        label={t('common.status')}
        fieldProps={{ id: 'billing-status' }}
      />
    </RecordEditorPage>
  );
}
