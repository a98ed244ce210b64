import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, Button } from 'antd';
import { useRef, useState } from 'react';
import { useText } from '@/hooks';
import { newRequestId } from '@/request/requestId';
import type { LineConfig } from './config';
import type { NotifyRecord } from './types';
import { NOTE } from '@/contract/field';
import { fieldRules } from '@/utils/fieldRules';

/**
 * 补单: re-notify the game server for a paid or undelivered order, with a reason. Each opening of the dialog makes one
 * request id, so however many times the button is pressed the backend notifies once (the contract's idempotency:
 * the same id answers the first result again); the button is busy while the call is out. The game server's answer
 * is shown here, success or not.
 */

export default function NotifyModal(props: {
  config: LineConfig;
  orderNo: string;
  onDone: () => void;
  /**
   * opened by the screen (the list's one dialog for the row clicked): starts open, has no button of its own, and
   * tells once closed; without it, the dialog is a button (the order's details)
   */
  onClosed?: () => void;
}) {
  const t = useText();
  const requestId = useRef(newRequestId());
  // the list and the details refresh once the dialog closes: refreshed at once, a delivered order would lose its
  // 补单 button, and this dialog with it, before the operator has read the answer
  const answered = useRef(false);
  const [result, setResult] = useState<NotifyRecord>();
  const [open, setOpen] = useState(props.onClosed !== undefined);
  const id = `${props.config.idPrefix}-notify`;
  const label = t('pages.order.notify');
  return (
    <ModalForm<{ reason: string }>
      title={t('pages.order.notify.title', { orderNo: props.orderNo })}
      width={520}
      layout="vertical"
      modalProps={{
        destroyOnClose: true,
        maskClosable: false,
        afterClose: () => {
          setResult(undefined);
          if (answered.current) props.onDone();
          answered.current = false;
          props.onClosed?.();
        },
      }}
      open={open}
      onOpenChange={(next) => {
        if (next) requestId.current = newRequestId();
        setOpen(next);
      }}
      trigger={props.onClosed ? undefined : <Button id={`${id}-open`}>{label}</Button>}
      submitter={result ? false : { searchConfig: { submitText: label }, submitButtonProps: { id: `${id}-submit` } }}
      onFinish={async ({ reason }) => {
        try {
          // the dialog's id travels twice: in the body (the order's own rule) and as X-Request-Id (every creating call)
          const res = await props.config.service.flowNotify(
            { orderNo: props.orderNo, reason: reason.trim(), requestId: requestId.current },
            { requestId: requestId.current },
          );
          setResult(res.data.record);
          answered.current = true;
        } catch {
          // the request layer has shown why (e.g. already delivered); the dialog keeps the reason
        }
        return false;
      }}
    >
      {result ? (
        <>
          <Alert
            id={`${id}-result`}
            data-result={result.result}
            type={result.result === 'success' ? 'success' : 'error'}
            showIcon
            message={t(`pages.order.notify.result.${result.result}`, { attempt: result.attempt })}
            description={result.answer ? t('pages.order.timeline.answer', { answer: result.answer }) : undefined}
          />
          <div style={{ textAlign: 'right', marginTop: 16 }}>
            <Button type="primary" id={`${id}-close`} onClick={() => setOpen(false)}>
              {t('pages.order.notify.close')}
            </Button>
          </div>
        </>
      ) : (
        <ProFormTextArea
          htmlFor={`${id}-reason`}
          name="reason"
          label={t('pages.order.notify.reason')}
          fieldProps={{ id: `${id}-reason`, ...fieldRules(NOTE).input, autoSize: { minRows: 2 } }}
          rules={fieldRules(NOTE, { requiredMessage: t('pages.order.notify.reasonRequired') }).rules}
        />
      )}
    </ModalForm>
  );
}
