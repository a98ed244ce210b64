import { Form, Input, Modal, message } from 'antd';
import { useState } from 'react';
import { useText } from '@/hooks';
import { type Ban, liftBan } from '../service';
import { NOTE } from '@/contract/field';
import { fieldRules } from '@/utils/fieldRules';

/** Lifting a ban asks a reason (kept with the ban and in the operation log). */
export default function LiftModal(props: { ban?: Ban; onClose: () => void; onLifted: () => void }) {
  const t = useText();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!props.ban || busy) return;
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      await liftBan({ id: props.ban.id, reason: reason.trim() });
      message.success(t('pages.operate.stopConfig.lifted'));
      form.resetFields();
      props.onLifted();
    } catch {
      // shown by the request layer; the reason stays as typed
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={Boolean(props.ban)}
      title={t('pages.operate.stopConfig.lift.title', { id: props.ban?.id ?? '' })}
      onCancel={props.onClose}
      onOk={submit}
      okButtonProps={{ id: 'ban-lift-submit', loading: busy }}
      destroyOnClose
    >
      <Form form={form} layout="vertical">
        <Form.Item
          htmlFor="ban-lift-reason"
          name="reason"
          label={t('pages.operate.stopConfig.lift.reason')}
          rules={fieldRules(NOTE).rules}
        >
          <Input.TextArea id="ban-lift-reason" {...fieldRules(NOTE).input} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
