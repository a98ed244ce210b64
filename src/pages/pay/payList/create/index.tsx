import { ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Form } from 'antd';
import RecordEditorPage from '@/components/RecordEditorPage';
import { toStatus } from '@/components/status';
import { PAY_LIST_FIELDS as F } from '@/contract/pay/fields';
import type { PayRegion, PayType } from '@/contract/payTypes';
import { useText } from '@/hooks';
import { fieldOptions, fieldRules, requiredRule } from '@/utils/fieldRules';
import { useRecordEditor } from '@/components/RecordEditorPage/useRecordEditor';
import { useRegionEnum } from '../../components/options';
import { PAY_PATHS } from '../../paths';
import { addPayList, editPayList, enabledPayTypes, getPayList, type PayList, type PayListPayload } from '../../service';
import PayTypeOrder from '../components/PayTypeOrder';

type ListValues = Omit<PayListPayload, 'status'> & { status: boolean };

const toForm = (r: PayList): ListValues => ({ ...r, status: r.status === 1, remark: r.remark ?? '' });

const toPayload = (values: ListValues): PayListPayload => ({
  channel: String(values.channel ?? '').trim(),
  region: values.region as PayRegion,
  payTypes: (values.payTypes as PayType[]) ?? [],
  status: toStatus(values.status),
  remark: String(values.remark ?? '').trim(),
});

/**
 * /pay/payList/create (hidden, kept alive, follows its address): a pay list, or with `?id=` an existing one: channel,
 * region and the ordered pay types (only those configured and enabled for the game). A pair already used is refused by
 * the backend, naming the existing list; the form keeps what was typed.
 */
export default function PayListCreate() {
  const t = useText();
  const regionEnum = useRegionEnum();
  const editor = useRecordEditor({
    listPath: PAY_PATHS.payList,
    get: getPayList,
    add: addPayList,
    edit: editPayList,
    toForm,
    changeReason: true,
    // an edit changes what players see at checkout: a second person approves it (docs/rules.md "Change requests")
    approval: { edit: true },
    toPayload,
  });
  const channel = fieldRules(F.channel, { patternMessage: t('pages.pay.channel.pattern') });
  const remark = fieldRules(F.remark);
  const { data: available = [], loading } = useRequest(async () => (await enabledPayTypes()).data);
  return (
    <RecordEditorPage<ListValues>
      editor={editor}
      idPrefix="pay-list"
      changeReason
      pendingKind="payList"
      titles={{ add: t('pages.pay.payList.create'), edit: t('pages.pay.payList.edit') }}
      notFound={t('pages.pay.notFound', { id: editor.id ?? '' })}
      initialValues={{ status: true, payTypes: [] }}
      formStyle={{ maxWidth: 640 }}
    >
      <ProFormText
        htmlFor="pay-list-channel"
        name="channel"
        label={t('pages.pay.channel')}
        tooltip={t('pages.pay.channel.tip')}
        fieldProps={{ id: 'pay-list-channel', ...channel.input }}
        rules={channel.rules}
      />
      <ProFormSelect
        htmlFor="pay-list-region"
        name="region"
        label={t('pages.pay.region')}
        options={fieldOptions(F.region, (r) => regionEnum[r].text)}
        allowClear={false}
        fieldProps={{ id: 'pay-list-region' }}
        rules={[requiredRule(undefined, false)]}
      />
      <Form.Item
        name="payTypes"
        label={t('pages.pay.payList.payTypes')}
        required
        rules={[
          {
            validator: (_: unknown, v: unknown) =>
              Array.isArray(v) && v.length > 0
                ? Promise.resolve()
                : Promise.reject(new Error(t('pages.pay.payList.payTypes.required'))),
          },
        ]}
      >
        <PayTypeOrder available={available.map((a) => a.payType)} loading={loading} />
      </Form.Item>
      <ProFormSwitch
        htmlFor="pay-list-status"
        name="status"
        label={t('common.status')}
        fieldProps={{ id: 'pay-list-status' }}
      />
      <ProFormTextArea
        htmlFor="pay-list-remark"
        name="remark"
        label={t('pages.pay.remark')}
        fieldProps={{ id: 'pay-list-remark', ...remark.input }}
        rules={remark.rules}
      />
    </RecordEditorPage>
  );
}
