import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { useText } from '@/hooks';
import { type InterfaceSecret, revealInterfaceKey } from '@/pages/setting/gamesService';

/**
 * Revealing a key asks why (required, written to the operation log with the operator); the plain value is shown
 * only here, in the dialog, with a copy button, and is gone when it closes (docs/rules.md "Masked personal data").
 */
export default function RevealModal({ gameId, field }: { gameId: number; field: InterfaceSecret }) {
  const t = useText();
  const [value, setValue] = useState<string>();
  return (
    <ModalForm<{ reason: string }>
      title={t('pages.setting.iface.reveal.title', { field: t(`pages.setting.iface.${field}`) })}
      width={520}
      layout="vertical"
      modalProps={{ destroyOnClose: true, maskClosable: false, afterClose: () => setValue(undefined) }}
      trigger={
        <Button type="link" size="small" id={`iface-reveal-${field}`}>
          {t('pages.setting.iface.reveal')}
        </Button>
      }
      submitter={
        value === undefined
          ? {
              searchConfig: { submitText: t('pages.setting.iface.reveal') },
              submitButtonProps: { id: 'iface-reveal-submit' },
            }
          : false
      }
      onFinish={async ({ reason }) => {
        try {
          const res = await revealInterfaceKey({ parentGameId: gameId, field, reason: reason.trim() });
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
            message={t('pages.setting.iface.reveal.notice')}
            style={{ marginBottom: 16 }}
          />
          <ProFormTextArea
            name="reason"
            label={t('pages.setting.iface.reveal.reason')}
            fieldProps={{ id: 'iface-reveal-reason', maxLength: 200, autoSize: { minRows: 2 } }}
            rules={[
              { required: true, whitespace: true, message: t('pages.setting.iface.reveal.reasonRequired') },
              { min: 2, message: t('pages.setting.iface.reveal.reasonRequired') },
            ]}
          />
        </>
      ) : (
        <Typography.Paragraph
          copyable={{ text: value }}
          code
          id="iface-reveal-value"
          style={{ wordBreak: 'break-all' }}
        >
          {value}
        </Typography.Paragraph>
      )}
    </ModalForm>
  );
}
