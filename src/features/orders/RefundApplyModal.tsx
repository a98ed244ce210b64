import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, Button, message, Spin } from 'antd';
import { useRequest } from 'ahooks';
import { useState } from 'react';
import { useText } from '@/hooks';
import { useMoney } from '@/hooks/useMoney';
import { useRequestId } from '@/hooks/useRequestId';
import type { LineConfig } from './config';
import { refundAmount } from './refundForm';
import type { OrderRow } from './types';
import { NOTE } from '@/contract/field';
import { fieldRules } from '@/utils/fieldRules';

/**
 * 申请退款 from an order: the amount typed as money (parsed from the digits, at most what the order still allows, which
 * is read afresh when the dialog opens) and a reason. A refusal by the backend (over the limit, a blocked account …)
 * is shown by the request layer and the dialog keeps what was typed. Each opening of the dialog makes one request id,
 * so a retry or a second click applies one refund (docs/rules.md "Request ids and versions").
 */
export default function RefundApplyModal(props: {
  config: LineConfig;
  order: OrderRow;
  onDone: () => void;
  /**
   * opened by the screen (the list's one dialog for the row clicked): starts open, has no button of its own, and
   * tells once closed; without it, the dialog is a button (the order's details)
   */
  onClosed?: () => void;
}) {
  const t = useText();
  const money = useMoney();
  const { currency } = props.order;
  const [open, setOpen] = useState(props.onClosed !== undefined);
  const requestId = useRequestId();
  const id = `${props.config.idPrefix}-refund`;
  const { data: refundable, loading } = useRequest(
    async () => (await props.config.service.flowDetail({ orderNo: props.order.orderNo })).data.refundable,
    { ready: open, refreshDeps: [open] },
  );
  const label = t('pages.order.refund.apply');
  const limit = refundable ?? 0;
  return (
    <ModalForm<{ amount: string; reason: string }>
      title={t('pages.order.refund.apply.title', { orderNo: props.order.orderNo })}
      width={520}
      layout="vertical"
      open={open}
      onOpenChange={(next) => {
        if (next) requestId.renew();
        setOpen(next);
      }}
      modalProps={{ destroyOnClose: true, maskClosable: false, afterClose: props.onClosed }}
      trigger={props.onClosed ? undefined : <Button id={`${id}-open`}>{label}</Button>}
      submitter={{ searchConfig: { submitText: label }, submitButtonProps: { id: `${id}-submit` } }}
      onFinish={async ({ amount, reason }) => {
        // checked by the form's rule already; the backend checks the same limit again
        const parsed = refundAmount(amount, Number.MAX_SAFE_INTEGER, currency, money.locale);
        if (parsed.cents === undefined) return false;
        try {
          await props.config.service.refundApply(
            { orderNo: props.order.orderNo, amount: parsed.cents, reason: reason.trim() },
            { requestId: requestId.current() },
          );
          message.success(t('pages.order.refund.applied'));
          props.onDone();
          return true;
        } catch {
          // shown by the request layer; the dialog keeps the amount and the reason as typed
          return false;
        }
      }}
    >
      <Spin spinning={loading}>
        <Alert
          id={`${id}-refundable`}
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('pages.order.refund.refundable', {
            paid: money.format(props.order.amount, currency),
            left: refundable === undefined ? '…' : money.format(refundable, currency),
          })}
        />
      </Spin>
      <ProFormText
        htmlFor={`${id}-amount`}
        name="amount"
        label={t('pages.order.refund.amount', { currency: props.order.currency })}
        fieldProps={{ id: `${id}-amount`, inputMode: 'decimal', placeholder: money.inputText(0, currency) }}
        rules={[
          {
            validator: async (_, v: string | undefined) => {
              // the limit is the backend's when it has answered; until then only the shape is checked
              const r = refundAmount(
                v,
                refundable === undefined ? Number.MAX_SAFE_INTEGER : limit,
                currency,
                money.locale,
              );
              if (r.problem)
                throw new Error(
                  t(`pages.order.refund.amount.${r.problem}`, {
                    left: money.format(limit, currency),
                    example: money.inputText(1250, currency),
                    min: money.inputText(1, currency),
                  }),
                );
            },
          },
        ]}
      />
      <ProFormTextArea
        htmlFor={`${id}-reason`}
        name="reason"
        label={t('pages.order.refund.reason')}
        fieldProps={{ id: `${id}-reason`, ...fieldRules(NOTE).input, autoSize: { minRows: 2 } }}
        rules={fieldRules(NOTE, { requiredMessage: t('pages.order.refund.reasonRequired') }).rules}
      />
    </ModalForm>
  );
}
