import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, message } from 'antd';
import { useText } from '@/hooks';
import { rollbackHistory, type HistoryRef } from './service';

/**
 * "Roll back to this version": asks why (required), then the backend writes a new version equal to the chosen one
 * through the record's own save; a refusal (the version is no longer valid) is shown by the request layer and the
 * dialog stays open with the reason as typed.
 */
export default function RollbackModal(props: {
  record: HistoryRef;
  version: number | null;
  /** the record is deleted: the rollback creates it again */
  restoring?: boolean;
  onClose: () => void;
  onDone: (version: number, unrestored: string[]) => void;
}) {
  const t = useText();
  return (
    <ModalForm<{ reason: string }>
      open={props.version !== null}
      title={t('history.rollback.title', { version: props.version ?? '' })}
      width={520}
      layout="vertical"
      modalProps={{ destroyOnClose: true, maskClosable: false, onCancel: props.onClose }}
      submitter={{
        searchConfig: { submitText: t('history.rollback.submit') },
        submitButtonProps: { id: 'history-rollback-submit', danger: true },
      }}
      onFinish={async ({ reason }) => {
        if (props.version === null) return false;
        try {
          const res = await rollbackHistory({ ...props.record, version: props.version, reason: reason.trim() });
          message.success(t('history.rollback.done', { version: res.data.version }));
          props.onDone(res.data.version, res.data.unrestored);
          return true;
        } catch {
          // shown by the request layer; the dialog keeps the reason
          return false;
        }
      }}
    >
      <Alert
        type="warning"
        showIcon
        message={t(props.restoring ? 'history.rollback.restoreNotice' : 'history.rollback.notice')}
        style={{ marginBottom: 16 }}
      />
      <ProFormTextArea
        htmlFor="history-rollback-reason"
        name="reason"
        label={t('history.rollback.reason')}
        fieldProps={{ id: 'history-rollback-reason', maxLength: 200, autoSize: { minRows: 2 } }}
        rules={[
          { required: true, whitespace: true, message: t('history.rollback.reasonRequired') },
          { min: 2, message: t('history.rollback.reasonRequired') },
        ]}
      />
    </ModalForm>
  );
}
