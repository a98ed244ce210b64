import { Form, Input, Modal, message } from 'antd';
import { useState } from 'react';
import { useText } from '@/hooks';
import { closeTicket, type TicketDetail } from '../../service';
import { NOTE } from '@/contract/field';
import { fieldRules } from '@/utils/fieldRules';

/** Closing a ticket asks a note (kept with the ticket and in the operation log). */
export default function CloseModal(props: {
  ticketId?: number;
  onClose: () => void;
  onClosed: (t: TicketDetail) => void;
}) {
  const t = useText();
  const [form] = Form.useForm<{ note: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!props.ticketId || busy) return;
    const { note } = await form.validateFields();
    setBusy(true);
    try {
      const res = await closeTicket({ id: props.ticketId, note: note.trim() });
      message.success(t('pages.operate.events.closed'));
      form.resetFields();
      props.onClosed(res.data);
    } catch {
      // shown by the request layer; the note stays as typed
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={Boolean(props.ticketId)}
      title={t('pages.operate.events.close.title', { id: props.ticketId ?? '' })}
      onCancel={props.onClose}
      onOk={submit}
      okButtonProps={{ id: 'ticket-close-submit', loading: busy }}
      destroyOnClose
    >
      <Form form={form} layout="vertical">
        <Form.Item
          htmlFor="ticket-close-note"
          name="note"
          label={t('pages.operate.events.close.note')}
          rules={fieldRules(NOTE).rules}
        >
          <Input.TextArea id="ticket-close-note" {...fieldRules(NOTE).input} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
