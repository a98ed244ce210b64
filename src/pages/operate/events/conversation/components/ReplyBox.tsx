import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Input, message, Space, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { TICKET_IMAGE_MAX_BYTES, TICKET_IMAGE_TYPES, TICKET_MAX_IMAGES } from '@/contract/operate/values';
import { formatBytes } from '@/components/UploadField';
import { usePaneEdits } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { newRequestId } from '@/request/requestId';
import { useRequestId } from '@/hooks/useRequestId';
import { replyTicket, type TicketDetail, uploadTicketImage } from '../../service';
import { OPERATE_FIELDS } from '@/contract/operate/values';
import { fieldRules } from '@/utils/fieldRules';

const MB = TICKET_IMAGE_MAX_BYTES / 1024 / 1024;

/**
 * The reply: text and up to four images. On send each image goes up as a signed multipart form (the backend checks
 * the signature and the bytes), then the reply names them; the ticket becomes answered. A refused send keeps the text
 * and the images as they were (an image already uploaded is not sent twice).
 */
export default function ReplyBox(props: { ticketId: number; onReplied: (t: TicketDetail) => void }) {
  const t = useText();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const uploaded = useRef(new Map<File, number>());
  // a reply being written is input not sent yet: the page asks before it shows another ticket
  const { setUnsaved } = usePaneEdits();
  useEffect(() => setUnsaved(Boolean(text.trim()) || files.length > 0), [text, files, setUnsaved]);
  // docs/rules.md "Request ids and versions": each picked image keeps one upload id, the reply one id until it is sent
  const uploadIds = useRef(new Map<File, string>());
  const requestId = useRequestId();

  const pick = (file: File) => {
    if (!(TICKET_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      message.warning(t('pages.operate.events.reply.notImage', { name: file.name }));
    } else if (file.size > TICKET_IMAGE_MAX_BYTES) {
      message.warning(t('pages.operate.events.reply.imageTooLarge', { name: file.name, mb: MB }));
    } else setFiles((list) => (list.length < TICKET_MAX_IMAGES ? [...list, file] : list));
    return Upload.LIST_IGNORE;
  };

  const send = async () => {
    if (busy) return;
    if (!text.trim() && files.length === 0) {
      message.warning(t('pages.operate.events.reply.empty'));
      return;
    }
    setBusy(true);
    try {
      const imageIds: number[] = [];
      for (const [i, file] of files.entries()) {
        let id = uploaded.current.get(file);
        if (id === undefined) {
          message.loading({
            key: 'ticket-upload',
            content: t('pages.operate.events.reply.uploading', { done: i + 1, total: files.length }),
          });
          const uploadId = uploadIds.current.get(file) ?? newRequestId();
          uploadIds.current.set(file, uploadId);
          id = (await uploadTicketImage({ ticketId: props.ticketId, file }, undefined, uploadId)).data.id;
          uploaded.current.set(file, id);
        }
        imageIds.push(id);
      }
      message.destroy('ticket-upload');
      const res = await requestId.run((rid) =>
        replyTicket({ id: props.ticketId, text: text.trim(), imageIds }, { requestId: rid }),
      );
      message.success(t('pages.operate.events.reply.sent'));
      setText('');
      setFiles([]);
      uploaded.current.clear();
      uploadIds.current.clear();
      props.onReplied(res.data);
    } catch {
      // shown by the request layer; the text and images stay
      message.destroy('ticket-upload');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        id="ticket-reply-text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('pages.operate.events.reply.placeholder')}
        {...fieldRules(OPERATE_FIELDS.ticketReply).input}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
      />
      {files.length > 0 && (
        <Space direction="vertical" size={2} id="ticket-reply-images">
          {files.map((f) => (
            <Space key={`${f.name}-${f.size}-${f.lastModified}`} size={8}>
              <PictureOutlined />
              <Typography.Text>{f.name}</Typography.Text>
              <Typography.Text type="secondary">{formatBytes(f.size)}</Typography.Text>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('pages.operate.events.reply.removeImage', { name: f.name })}
                onClick={() => setFiles((list) => list.filter((x) => x !== f))}
              />
            </Space>
          ))}
        </Space>
      )}
      <Space wrap>
        <Upload accept={TICKET_IMAGE_TYPES.join(',')} multiple showUploadList={false} beforeUpload={pick}>
          <Button id="ticket-reply-image" icon={<PictureOutlined />} disabled={files.length >= TICKET_MAX_IMAGES}>
            {t('pages.operate.events.reply.addImage')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">
          {t('pages.operate.events.reply.imageHint', { mb: MB, max: TICKET_MAX_IMAGES })}
        </Typography.Text>
      </Space>
      <Button type="primary" id="ticket-reply-send" loading={busy} onClick={send}>
        {t('pages.operate.events.reply.send')}
      </Button>
    </Space>
  );
}
