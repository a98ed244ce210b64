import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import type { SecretField } from '@/contract/antiAddiction';
import { useText } from '@/hooks';
import type { AntiAddictionCalls } from './types';
import { REASON } from '@/contract/field';
import { fieldRules } from '@/utils/fieldRules';

/**
 * Reveals one masked field of the effective rules: asks why (required; the backend logs the field and the reason,
 * never the value); the plain value is shown only in the dialog and is gone when it closes.
 */
export default function RevealButton({ field, reveal }: { field: SecretField; reveal: AntiAddictionCalls['reveal'] }) {
  const t = useText();
  const [value, setValue] = useState<string>();
  return (
    <ModalForm<{ reason: string }>
      title={t('antiAddiction.reveal.title', { field: t(`antiAddiction.${field}`) })}
      width={480}
      layout="vertical"
      modalProps={{ destroyOnClose: true, maskClosable: false, afterClose: () => setValue(undefined) }}
      trigger={
        <Button type="link" size="small" id={`aa-reveal-${field}`}>
          {t('antiAddiction.reveal')}
        </Button>
      }
      submitter={
        value === undefined
          ? { searchConfig: { submitText: t('antiAddiction.reveal') }, submitButtonProps: { id: 'aa-reveal-submit' } }
          : false
      }
      onFinish={async ({ reason }) => {
        try {
          const res = await reveal({ field, reason: reason.trim() });
          setValue(res.data.value);
        } catch {
          // shown by the request layer
        }
        return false;
      }}
    >
      {value === undefined ? (
        <>
          <Alert type="warning" showIcon message={t('antiAddiction.reveal.notice')} style={{ marginBottom: 16 }} />
          <ProFormTextArea
            htmlFor="aa-reveal-reason"
            name="reason"
            label={t('antiAddiction.reveal.reason')}
            fieldProps={{ id: 'aa-reveal-reason', ...fieldRules(REASON).input, autoSize: { minRows: 2 } }}
            rules={
              fieldRules(REASON, {
                requiredMessage: t('antiAddiction.reveal.reasonRequired'),
                lengthMessage: t('antiAddiction.reveal.reasonRequired'),
              }).rules
            }
          />
        </>
      ) : (
        <Typography.Paragraph copyable={{ text: value }} code id="aa-reveal-value" style={{ wordBreak: 'break-all' }}>
          {value}
        </Typography.Paragraph>
      )}
    </ModalForm>
  );
}
