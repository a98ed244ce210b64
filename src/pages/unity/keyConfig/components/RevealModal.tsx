import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { revealAppKey, type AppKey, type SecretField } from '@/pages/unity/service';
import { useText } from '@/hooks';

/**
 * Revealing a secret asks why (required, written to the operation log with the operator); the plain value is shown
 * only here, in the dialog, and is gone when it closes.
 */
export default function RevealModal({ record, field }: { record: AppKey; field: SecretField }) {
  const t = useText();
  const [value, setValue] = useState<string>();
  const id = `key-reveal-${field}-${record.id}`;
  return (
    <ModalForm<{ reason: string }>
      title={t('pages.unity.keyConfig.reveal.title', {
        field: t(`pages.unity.keyConfig.${field}`),
        game: record.gameName,
      })}
      width={520}
      layout="vertical"
      modalProps={{ destroyOnClose: true, maskClosable: false, afterClose: () => setValue(undefined) }}
      trigger={
        <Button type="link" size="small" id={id}>
          {t('pages.unity.keyConfig.reveal')}
        </Button>
      }
      submitter={
        value === undefined
          ? {
              searchConfig: { submitText: t('pages.unity.keyConfig.reveal') },
              submitButtonProps: { id: 'key-reveal-submit' },
            }
          : false
      }
      onFinish={async ({ reason }) => {
        try {
          const res = await revealAppKey({ id: record.id, field, reason: reason.trim() });
          setValue(res.data.value);
        } catch {
          // shown by the request layer
        }
        return false;
      }}
    >
      {value === undefined ? (
        <>
          <Alert
            type="warning"
            showIcon
            message={t('pages.unity.keyConfig.reveal.notice')}
            style={{ marginBottom: 16 }}
          />
          <ProFormTextArea
            name="reason"
            label={t('pages.unity.keyConfig.reveal.reason')}
            fieldProps={{ id: 'key-reveal-reason', maxLength: 200, autoSize: { minRows: 2 } }}
            rules={[
              { required: true, whitespace: true, message: t('pages.unity.keyConfig.reveal.reasonRequired') },
              { min: 2, message: t('pages.unity.keyConfig.reveal.reasonRequired') },
            ]}
          />
        </>
      ) : (
        <Typography.Paragraph copyable={{ text: value }} code id="key-reveal-value" style={{ wordBreak: 'break-all' }}>
          {value}
        </Typography.Paragraph>
      )}
    </ModalForm>
  );
}
