import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { message } from 'antd';
import type { ReactNode } from 'react';
import ActionLink from '@/components/ActionLink';
import { useText } from '@/hooks';
import { NOTE } from '@/contract/field';
import { fieldRules } from '@/utils/fieldRules';

/**
 * A row action that asks for a required text (a reason, a note) and sends it: the OG screens' reject, lift, …
 * A failure is shown by the request layer and the dialog keeps what was typed.
 */
export default function ReasonModal(props: {
  id: string;
  label: ReactNode;
  title: string;
  fieldLabel: string;
  requiredText: string;
  done: string;
  /** the typed text (trimmed) and the form's other fields (the dialog's children) */
  send: (text: string, values: Record<string, unknown>) => Promise<unknown>;
  onDone: () => void;
  children?: ReactNode;
}) {
  const t = useText();
  return (
    <ModalForm<{ text: string } & Record<string, unknown>>
      title={props.title}
      width={480}
      layout="vertical"
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      trigger={<ActionLink id={props.id}>{props.label}</ActionLink>}
      submitter={{ searchConfig: { submitText: t('common.save') }, submitButtonProps: { id: `${props.id}-submit` } }}
      onFinish={async ({ text, ...values }) => {
        try {
          await props.send(text.trim(), values);
          message.success(props.done);
          props.onDone();
          return true;
        } catch {
          return false;
        }
      }}
    >
      {props.children}
      <ProFormTextArea
        htmlFor={`${props.id}-text`}
        name="text"
        label={props.fieldLabel}
        fieldProps={{ id: `${props.id}-text`, ...fieldRules(NOTE).input, autoSize: { minRows: 2 } }}
        rules={fieldRules(NOTE, { requiredMessage: props.requiredText }).rules}
      />
    </ModalForm>
  );
}
