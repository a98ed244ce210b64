import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { REASON } from '@/contract/field';
import { fieldRules } from '@/utils/fieldRules';
import { withoutEmoji } from '@/utils/validate';

/**
 * Revealing a secret (docs/rules.md "Masked personal data"): a link opens a dialog that asks why (required, at least
 * two characters; the backend writes it to the operation log with the operator, never the value); the plain value is
 * shown only here, with a copy button, and is gone when the dialog closes. The element ids are `<idPrefix>-reason`,
 * `-submit` and `-value`; the link's is `triggerId`.
 */
export default function RevealSecret(props: {
  triggerId: string;
  idPrefix: string;
  title: string;
  texts: { reveal: string; notice: string; reason: string; reasonRequired: string };
  /** asks the backend for the value with the reason given; a refusal is shown by the request layer */
  reveal: (reason: string) => Promise<string>;
}) {
  const { texts, idPrefix } = props;
  const [value, setValue] = useState<string>();
  const reason = fieldRules(REASON, { requiredMessage: texts.reasonRequired, lengthMessage: texts.reasonRequired });
  return (
    <ModalForm<{ reason: string }>
      title={props.title}
      width={520}
      layout="vertical"
      modalProps={{ destroyOnClose: true, maskClosable: false, afterClose: () => setValue(undefined) }}
      trigger={
        <Button type="link" size="small" id={props.triggerId}>
          {texts.reveal}
        </Button>
      }
      submitter={
        value === undefined
          ? { searchConfig: { submitText: texts.reveal }, submitButtonProps: { id: `${idPrefix}-submit` } }
          : false
      }
      onFinish={async ({ reason }) => {
        try {
          setValue(await props.reveal(reason.trim()));
        } catch {
          // shown by the request layer
        }
        return false;
      }}
    >
      {value === undefined ? (
        <>
          <Alert type="warning" showIcon message={texts.notice} style={{ marginBottom: 16 }} />
          <ProFormTextArea
            htmlFor={`${idPrefix}-reason`}
            name="reason"
            label={texts.reason}
            normalize={withoutEmoji}
            fieldProps={{ id: `${idPrefix}-reason`, ...reason.input, autoSize: { minRows: 2 } }}
            rules={reason.rules}
          />
        </>
      ) : (
        <Typography.Paragraph
          copyable={{ text: value }}
          code
          id={`${idPrefix}-value`}
          style={{ wordBreak: 'break-all' }}
        >
          {value}
        </Typography.Paragraph>
      )}
    </ModalForm>
  );
}
