import { Alert, Button, Form, Modal, Progress, message } from 'antd';
import { useState, type ReactNode } from 'react';
import UploadField, { fileSizeRule } from '@/components/UploadField';
import { useText } from '@/hooks';
import { useUploadProgress } from '@/hooks/useUploadProgress';
import { useRequestId } from '@/hooks/useRequestId';
import { requiredRule } from '@/utils/fieldRules';

/**
 * A release upload (vendor SDK version, packaging tool): the screen's own fields plus one file, sent as a signed
 * multipart form (docs/rules.md "Uploads") with a real progress bar. A file over 800 MB is refused when chosen, before
 * anything is sent. A failed upload keeps the fields and the file so the operator can retry; a finished one shows
 * 100 % and what was uploaded until the operator closes the dialog.
 */
export interface UploadModalProps<V> {
  /** DOM id prefix: `<id>-open`, `<id>-file`, `<id>-submit`, `<id>-progress` */
  id: string;
  title: ReactNode;
  triggerText: ReactNode;
  fields: ReactNode;
  initialValues?: Partial<V>;
  /** sends the form; resolves with a line describing what was stored */
  /** `requestId`: one per opening of the dialog (docs/rules.md "Request ids and versions") */
  onUpload: (values: V, file: File, onProgress: (percent: number) => void, requestId: string) => Promise<ReactNode>;
  /** after a successful upload (e.g. reload the list) */
  onDone?: () => void;
  /** accepted file types for the picker, e.g. ".zip" */
  accept?: string;
}

type Phase = 'editing' | 'sending' | 'done' | 'failed';

export default function UploadModal<V extends Record<string, unknown>>(props: UploadModalProps<V>) {
  const t = useText();
  const [open, setOpen] = useState(false);
  // the upload model's progress of this dialog (docs/rules.md "Client state")
  const [percent, setPercent] = useUploadProgress(props.id);
  const requestId = useRequestId();
  const [phase, setPhase] = useState<Phase>('editing');
  const [doneText, setDoneText] = useState<ReactNode>();
  const [form] = Form.useForm<V & { file: File }>();

  const reset = () => {
    form.resetFields();
    setPercent(0);
    setPhase('editing');
    setDoneText(undefined);
  };

  const close = () => {
    if (phase === 'sending') return;
    setOpen(false);
    reset();
  };

  const submit = async () => {
    if (phase === 'sending') return;
    let all: V & { file: File };
    try {
      all = await form.validateFields();
    } catch {
      return;
    }
    const { file, ...values } = all;
    setPhase('sending');
    setPercent(0);
    try {
      const text = await props.onUpload(values as unknown as V, file, (p) => setPercent(p), requestId.current());
      setPercent(100);
      setDoneText(text);
      setPhase('done');
      message.success(t('pages.sdk.upload.done'));
      props.onDone?.();
    } catch {
      // the request layer has shown why; fields and file stay for a retry
      setPhase('failed');
    }
  };

  const sending = phase === 'sending';

  return (
    <>
      <Button
        type="primary"
        id={`${props.id}-open`}
        onClick={() => {
          requestId.renew();
          setOpen(true);
        }}
      >
        {props.triggerText}
      </Button>
      <Modal
        open={open}
        title={props.title}
        width={560}
        maskClosable={false}
        closable={!sending}
        destroyOnClose
        onCancel={close}
        footer={
          phase === 'done'
            ? [
                <Button key="again" onClick={reset}>
                  {t('pages.sdk.upload.another')}
                </Button>,
                <Button key="close" type="primary" id={`${props.id}-close`} onClick={close}>
                  {t('pages.sdk.upload.close')}
                </Button>,
              ]
            : [
                <Button key="cancel" disabled={sending} onClick={close}>
                  {t('pages.sdk.upload.cancel')}
                </Button>,
                <Button key="submit" type="primary" id={`${props.id}-submit`} loading={sending} onClick={submit}>
                  {t(phase === 'failed' ? 'pages.sdk.upload.retry' : 'pages.sdk.upload.submit')}
                </Button>,
              ]
        }
      >
        <Form<V & { file: File }>
          form={form}
          layout="vertical"
          initialValues={props.initialValues}
          disabled={sending || phase === 'done'}
          id={`${props.id}-form`}
        >
          {props.fields}
          <Form.Item
            htmlFor={`${props.id}-file`}
            name="file"
            label={t('pages.sdk.upload.file')}
            rules={[requiredRule(t('pages.sdk.upload.file.required'), false), fileSizeRule()]}
          >
            <UploadField id={`${props.id}-file`} accept={props.accept} />
          </Form.Item>
        </Form>
        {phase !== 'editing' && (
          <div
            id={`${props.id}-progress`}
            role="status"
            aria-label={t('pages.sdk.upload.progress')}
            data-percent={percent}
          >
            <Progress
              aria-label={t('pages.sdk.upload.progress')}
              percent={percent}
              status={phase === 'failed' ? 'exception' : phase === 'done' ? 'success' : 'active'}
            />
          </div>
        )}
        {phase === 'done' && doneText && <Alert type="success" showIcon message={doneText} style={{ marginTop: 12 }} />}
      </Modal>
    </>
  );
}
