import { Descriptions, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { usePaneActive } from '@/components/Workspace/PaneContext';
import { approveBasePackage, rejectBasePackage, type BasePackage } from '../../service';
import { formatBytes } from '@/components/UploadField';
import { REVIEW_FIELDS as F } from '@/contract/package/fields';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { fieldRules } from '@/utils/fieldRules';

/**
 * Review of a pending base package: approve (comment optional) or reject (the reason is required, by the backend too).
 * A refusal (e.g. someone else reviewed it first) shows the backend's message and keeps the modal open.
 */
export type ReviewMode = 'approve' | 'reject';

export default function ReviewModal(props: {
  target?: { record: BasePackage; mode: ReviewMode };
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useText();
  const visible = usePaneActive();
  const [form] = Form.useForm<{ comment?: string }>();
  const [saving, setSaving] = useState(false);
  const mode = props.target?.mode;
  const record = props.target?.record;
  // an approval's comment is optional, a rejection's required: both as the contract takes them
  // (src/contract/package/fields.ts)
  const comment =
    mode === 'reject'
      ? fieldRules(F.rejectComment, { requiredMessage: t('pages.package.manager.reject.required') })
      : fieldRules(F.approveComment);

  // one request id per opening (docs/rules.md "Request ids and versions")
  const requestId = useRequestId();
  useEffect(() => {
    if (props.target) {
      form.resetFields();
      requestId.renew();
    }
  }, [props.target, form, requestId]);

  const submit = async () => {
    if (!record || !mode) return;
    const { comment } = await form.validateFields();
    setSaving(true);
    try {
      if (mode === 'approve') await approveBasePackage({ id: record.id, comment }, { requestId: requestId.current() });
      else await rejectBasePackage({ id: record.id, comment: comment || '' });
      props.onDone();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={Boolean(props.target) && visible}
      title={t(mode === 'reject' ? 'pages.package.manager.reject.title' : 'pages.package.manager.approve.title')}
      okText={t(mode === 'reject' ? 'pages.package.manager.reject' : 'pages.package.manager.approve')}
      okButtonProps={{ danger: mode === 'reject', id: 'manager-review-ok', loading: saving }}
      onOk={submit}
      onCancel={props.onClose}
      forceRender
    >
      {record && (
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('pages.package.manager.name')}>{record.name}</Descriptions.Item>
          <Descriptions.Item label={t('pages.package.manager.version')}>
            {record.version}
            {record.versionCode ? ` (${record.versionCode})` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('pages.package.manager.packageName')}>
            {record.packageName || '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('pages.package.manager.file')}>
            {record.fileName} · {formatBytes(record.fileSize)}
          </Descriptions.Item>
          <Descriptions.Item label={t('pages.package.manager.notes')}>{record.notes || '-'}</Descriptions.Item>
        </Descriptions>
      )}
      <Form form={form} layout="vertical" name="manager-review">
        <Form.Item
          name="comment"
          label={t(mode === 'reject' ? 'pages.package.manager.reject.reason' : 'pages.package.manager.comment')}
          rules={comment.rules}
        >
          <Input.TextArea rows={3} {...comment.input} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
