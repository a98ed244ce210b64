import { ModalForm } from '@ant-design/pro-components';
import { Alert } from 'antd';
import type { ReactElement } from 'react';
import ApprovalFields, { approvalOf } from './ApprovalFields';
import { useSavedNotice } from './QueuedNotice';

/**
 * A risky action taken from a list (issue 34), a delete for one: instead of a bare confirmation it asks the required
 * reason (and offers the emergency path to its holder), runs the call with them, and says what happened: queued for
 * approval (the notice naming the request) or done (`done`). A refusal keeps the dialog open as typed.
 * `<id>-submit`; the fields `<id>-changeReason`, `<id>-emergency`.
 */
export default function ReasonModal(props: {
  id: string;
  title: string;
  /** what the action does, said above the reason */
  warning?: string;
  trigger: ReactElement;
  submitText: string;
  /** the toast when the action was applied at once */
  done: string;
  run: (approval: ReturnType<typeof approvalOf>) => Promise<unknown>;
  onDone: () => void;
  /** the dialog opens (a new request id for it, docs/rules.md "Request ids and versions") */
  onOpen?: () => void;
}) {
  const saved = useSavedNotice();
  return (
    <ModalForm
      title={props.title}
      width={480}
      layout="vertical"
      trigger={props.trigger}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      onOpenChange={(open) => {
        if (open) props.onOpen?.();
      }}
      submitter={{ searchConfig: { submitText: props.submitText }, submitButtonProps: { id: `${props.id}-submit` } }}
      onFinish={async (values) => {
        try {
          saved(await props.run(approvalOf(values)), props.done);
          props.onDone();
          return true;
        } catch {
          // shown by the request layer; the dialog keeps what was typed
          return false;
        }
      }}
    >
      {props.warning && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={props.warning} />}
      <ApprovalFields idPrefix={props.id} />
    </ModalForm>
  );
}
