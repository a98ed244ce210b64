import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Alert, Checkbox, Form, message } from 'antd';
import { APPROVAL_KEYS, queuedOf, useQueuedNotice } from '@/components/ChangeRequest';
import { useState } from 'react';
import { useText } from '@/hooks';
import { STALE_SAVE, staleOf } from '@/utils/rebase';
import { rollbackHistory, type HistoryRef } from './service';
import { REASON } from '@/contract/field';
import { fieldRules } from '@/utils/fieldRules';

/**
 * "Roll back to this version": asks why (required), then the backend writes a new version equal to the chosen one
 * through the record's own save; a refusal (the version is no longer valid) is shown by the request layer and the
 * dialog stays open with the reason as typed. A rollback is an edit based on the newest version the drawer read
 * (`baseVersion`, docs/rules.md "Request ids and versions"): when someone saved the record meanwhile, the refusal
 * stays in the dialog (who, when), the drawer reads the versions again, and a second try is based on the new newest.
 */
export default function RollbackModal(props: {
  record: HistoryRef;
  version: number | null;
  /** the newest version the drawer shows */
  newest: number;
  /** someone saved the record since the drawer read it: read the versions again */
  onStale: () => void;
  /** the record is deleted: the rollback creates it again */
  restoring?: boolean;
  onClose: () => void;
  onDone: (version: number, unrestored: string[]) => void;
  /**
   * the record's save is a risky change (issue 34): the rollback waits for a second person's approval (it closes
   * with the notice naming the request), or, for a holder of the emergency grant, may apply at once
   */
  approval?: boolean;
}) {
  const t = useText();
  const { can } = useAccess();
  const notifyQueued = useQueuedNotice();
  const [stale, setStale] = useState<string>();
  return (
    <ModalForm<{ reason: string; emergency?: boolean }>
      open={props.version !== null}
      title={t('history.rollback.title', { version: props.version ?? '' })}
      width={520}
      layout="vertical"
      modalProps={{
        destroyOnClose: true,
        maskClosable: false,
        onCancel: props.onClose,
        afterClose: () => setStale(undefined),
      }}
      submitter={{
        searchConfig: { submitText: t('history.rollback.submit') },
        submitButtonProps: { id: 'history-rollback-submit', danger: true },
      }}
      onFinish={async ({ reason, emergency }) => {
        if (props.version === null) return false;
        try {
          const res = await rollbackHistory(
            {
              ...props.record,
              version: props.version,
              reason: reason.trim(),
              baseVersion: props.newest,
              ...(emergency ? { emergency: true } : {}),
            },
            { handles: [STALE_SAVE] },
          );
          setStale(undefined);
          // queued for a second person's approval: nothing was written yet
          const queued = queuedOf(res);
          if (queued || 'changeRequest' in res.data) {
            if (queued) notifyQueued(queued);
            props.onClose();
            return true;
          }
          message.success(t('history.rollback.done', { version: res.data.version }));
          props.onDone(res.data.version, res.data.unrestored);
          return true;
        } catch (e) {
          const refused = staleOf(e);
          if (refused) {
            setStale(refused.message);
            props.onStale();
          }
          // otherwise shown by the request layer; the dialog keeps the reason
          return false;
        }
      }}
    >
      {stale && (
        <Alert id="history-rollback-stale" type="error" showIcon message={stale} style={{ marginBottom: 16 }} />
      )}
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
        fieldProps={{ id: 'history-rollback-reason', ...fieldRules(REASON).input, autoSize: { minRows: 2 } }}
        rules={
          fieldRules(REASON, {
            requiredMessage: t('history.rollback.reasonRequired'),
            lengthMessage: t('history.rollback.reasonRequired'),
          }).rules
        }
      />
      {props.approval && can(APPROVAL_KEYS.emergency) && (
        <Form.Item name="emergency" valuePropName="checked" extra={t('changeRequest.emergency.help')}>
          <Checkbox id="history-rollback-emergency">{t('changeRequest.emergency')}</Checkbox>
        </Form.Item>
      )}
    </ModalForm>
  );
}
