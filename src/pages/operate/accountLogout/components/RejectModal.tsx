import { Form, Input, Modal, message } from 'antd';
import { useState } from 'react';
import { useText } from '@/hooks';
import { type Cancellation, rejectCancellation } from '../service';
import { NOTE } from '@/contract/field';
import { fieldRules } from '@/utils/fieldRules';

/** Rejecting a cancellation request asks a reason (kept with the request and in the operation log). */
export default function RejectModal(props: { request?: Cancellation; onClose: () => void; onRejected: () => void }) {
  const t = useText();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!props.request || busy) return;
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      await rejectCancellation({ id: props.request.id, reason: reason.trim() });
      message.success(t('pages.operate.accountLogout.rejected'));
      form.resetFields();
      props.onRejected();
    } catch {
      // shown by the request layer; the reason stays as typed
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={Boolean(props.request)}
      title={t('pages.operate.accountLogout.reject.title', { id: props.request?.id ?? '' })}
      onCancel={props.onClose}
      onOk={submit}
      okButtonProps={{ id: 'logout-reject-submit', loading: busy }}
      destroyOnClose
    >
      <Form form={form} layout="vertical">
        <Form.Item
          htmlFor="logout-reject-reason"
          name="reason"
          label={t('pages.operate.accountLogout.rejectReason')}
          rules={fieldRules(NOTE).rules}
        >
          <Input.TextArea id="logout-reject-reason" {...fieldRules(NOTE).input} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
