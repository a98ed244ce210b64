import { ModalForm, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { message } from 'antd';
import type { ReactElement } from 'react';
import { useRef } from 'react';
import { SIGNATURE_FIELDS as F } from '@/contract/setting/operationFields';
import { signatureProblem } from '@/contract/setting/operationRules';
import { useText } from '@/hooks';
import { fieldRules, requiredRule } from '@/utils/fieldRules';
import { useRequestId } from '@/hooks/useRequestId';
import { addSignature, resubmitSignature, type Signature } from '../service';
import { useOperationLabels } from '../components/labels';

/**
 * Submits a new SMS signature of an entity, or resubmits a rejected one (`signature` set: its text and purpose may
 * change, the provider stays). The carrier's answer arrives later; the list shows it.
 */
interface Values {
  text: string;
  purpose: Signature['purpose'];
  provider: Signature['provider'];
}

export default function SignatureForm(props: {
  entityId: number;
  signature?: Signature;
  trigger: ReactElement;
  onDone: () => void;
}) {
  const t = useText();
  const { purposes, providers } = useOperationLabels();
  const saving = useRef(false);
  // one request id per opening (docs/rules.md "Request ids and versions")
  const requestId = useRequestId();
  const { signature } = props;
  const id = signature ? `sms-resubmit-form-${signature.id}` : 'sms-form';
  // the text's length is the contract's (src/contract/setting/operationFields.ts); the carriers' rule is parsed
  const textField = fieldRules(F.text);

  const finish = async (v: Values) => {
    if (saving.current) return false;
    saving.current = true;
    try {
      const options = { requestId: requestId.current() };
      if (signature) await resubmitSignature({ id: signature.id, text: v.text.trim(), purpose: v.purpose }, options);
      else {
        const body = { entityId: props.entityId, text: v.text.trim(), purpose: v.purpose, provider: v.provider };
        await addSignature(body, options);
      }
      message.success(t('pages.setting.operation.sms.submitted'));
      props.onDone();
      return true;
    } catch {
      return false;
    } finally {
      saving.current = false;
    }
  };

  return (
    <ModalForm<Values>
      title={t(signature ? 'pages.setting.operation.sms.resubmit' : 'pages.setting.operation.sms.submit')}
      trigger={props.trigger}
      width={480}
      modalProps={{ destroyOnClose: true }}
      onOpenChange={(open) => open && requestId.renew()}
      initialValues={
        signature ? { text: signature.text, purpose: signature.purpose, provider: signature.provider } : {}
      }
      submitter={{ submitButtonProps: { id: `${id}-submit` } }}
      onFinish={finish}
    >
      <ProFormText
        htmlFor={`${id}-text`}
        name="text"
        label={t('pages.setting.operation.sms.text')}
        tooltip={t('pages.setting.operation.sms.text.pattern')}
        fieldProps={{ id: `${id}-text`, ...textField.input, showCount: true }}
        rules={[
          ...textField.rules,
          {
            validator: (_: unknown, value: string) =>
              !value || !signatureProblem(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('pages.setting.operation.sms.text.pattern'))),
          },
        ]}
      />
      <ProFormSelect
        htmlFor={`${id}-purpose`}
        name="purpose"
        label={t('pages.setting.operation.sms.purpose')}
        valueEnum={purposes}
        fieldProps={{ id: `${id}-purpose` }}
        rules={[requiredRule(undefined, false)]}
      />
      <ProFormSelect
        htmlFor={`${id}-provider`}
        name="provider"
        label={t('pages.setting.operation.sms.provider')}
        valueEnum={providers}
        disabled={Boolean(signature)}
        fieldProps={{ id: `${id}-provider` }}
        rules={[requiredRule(undefined, false)]}
      />
    </ModalForm>
  );
}
