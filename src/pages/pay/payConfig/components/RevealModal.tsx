import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import type { PaySecretField } from '@/contract/payTypes';
import { useText } from '@/hooks';
import { revealPaySecret } from '@/pages/pay/service';

/**
 * Revealing a pay secret asks why (required, written to the operation log with the operator; the value never is);
 * the plain value is shown only here, in the dialog, and is gone when it closes.
 */
export default function RevealModal(props: { id: number; field: PaySecretField; title: string; idPrefix?: string }) {
  const t = useText();
  const [value, setValue] = useState<string>();
  return (
    <ModalForm<{ reason: string }>
      title={t('pages.pay.reveal.title', { what: props.title })}
      width={520}
      layout="vertical"
      modalProps={{ destroyOnClose: true, maskClosable: false, afterClose: () => setValue(undefined) }}
      trigger={
        <Button type="link" size="small" id={`${props.idPrefix ?? 'pay'}-reveal-${props.field}-${props.id}`}>
          {t('pages.pay.reveal')}
        </Button>
      }
      submitter={
        value === undefined
          ? {
              searchConfig: { submitText: t('pages.pay.reveal') },
              submitButtonProps: { id: 'pay-reveal-submit' },
            }
          : false
      }
      onFinish={async ({ reason }) => {
        try {
          const res = await revealPaySecret({ id: props.id, field: props.field, reason: reason.trim() });
          setValue(res.data.value);
        } catch {
          // shown by the request layer
        }
        return false;
      }}
    >
      {value === undefined ? (
        <>
          <Alert type="warning" showIcon message={t('pages.pay.reveal.notice')} style={{ marginBottom: 16 }} />
          <ProFormTextArea
            name="reason"
            label={t('pages.pay.reveal.reason')}
            fieldProps={{ id: 'pay-reveal-reason', maxLength: 200, autoSize: { minRows: 2 } }}
            rules={[
              { required: true, whitespace: true, message: t('pages.pay.reveal.reasonRequired') },
              { min: 2, message: t('pages.pay.reveal.reasonRequired') },
            ]}
          />
        </>
      ) : (
        <Typography.Paragraph copyable={{ text: value }} code id="pay-reveal-value" style={{ wordBreak: 'break-all' }}>
          {value}
        </Typography.Paragraph>
      )}
    </ModalForm>
  );
}
