import type { CallOptions } from '@/request';
import RecordEditorPage from '@/components/RecordEditorPage';
import { toStatus } from '@/components/status';
import { feeRatePercentText, parseFeeRatePercent } from '@/contract/pay/rules';
import { PAY_SECRET_FIELDS, type PayType } from '@/contract/payTypes';
import { useText } from '@/hooks';
import { useRecordEditor } from '@/components/RecordEditorPage/useRecordEditor';
import { PAY_PATHS } from '../../paths';
import { addPayConfig, editPayConfig, getPayConfig, type PayConfig, type PayConfigPayload } from '../../service';
import ConfigFields from '../components/ConfigFields';

type ConfigValues = Record<string, unknown>;

const toForm = (c: PayConfig): ConfigValues => ({
  payType: c.payType,
  merchantId: c.merchantId,
  appId: c.appId ?? '',
  notifyUrl: c.notifyUrl,
  feeRate: feeRatePercentText(c.feeRateBp),
  sort: c.sort,
  status: c.status === 1,
  remark: c.remark ?? '',
});

function toPayload(values: ConfigValues): PayConfigPayload {
  const text = (k: string) => String(values[k] ?? '').trim();
  const payload: PayConfigPayload = {
    payType: values.payType as PayType,
    merchantId: text('merchantId'),
    appId: text('appId'),
    notifyUrl: text('notifyUrl'),
    feeRateBp: parseFeeRatePercent(text('feeRate')),
    sort: Number(values.sort ?? 0),
    status: toStatus(values.status),
    remark: text('remark'),
  };
  // a secret left blank is not sent, so the stored one stays
  PAY_SECRET_FIELDS.forEach((f) => {
    if (text(f)) payload[f] = text(f);
  });
  return payload;
}

/**
 * /pay/payConfig/create (hidden, kept alive, follows its address): a new pay configuration, or with `?id=` an existing
 * one. Secrets left blank when editing keep their stored value. A failed save keeps what was typed; success goes back
 * to the list.
 */
export default function PayConfigCreate() {
  const t = useText();
  const editor = useRecordEditor({
    listPath: PAY_PATHS.payConfig,
    get: getPayConfig,
    add: addPayConfig,
    // the pay type of a configuration is fixed once made
    edit: (
      { payType: _fixed, ...rest }: PayConfigPayload & { id: number; baseVersion: number },
      options?: CallOptions,
    ) => editPayConfig(rest, options),
    toForm,
    changeReason: true,
    // an edit (a switch-off among them) waits for a second person's approval (issue 34)
    approval: { edit: true },
    // the keys typed here never enter the draft kept of the page (docs/rules.md "Drafts")
    draftOmit: PAY_SECRET_FIELDS,
    toPayload,
  });
  return (
    <RecordEditorPage<ConfigValues>
      editor={editor}
      idPrefix="pay-config"
      changeReason
      pendingKind="payConfig"
      titles={{ add: t('pages.pay.payConfig.create'), edit: t('pages.pay.payConfig.edit') }}
      notFound={t('pages.pay.notFound', { id: editor.id ?? '' })}
      initialValues={{ status: true, sort: 0, feeRate: '0' }}
      formStyle={{ maxWidth: 640 }}
    >
      <ConfigFields record={editor.record} />
    </RecordEditorPage>
  );
}
