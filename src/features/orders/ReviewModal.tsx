import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { message } from 'antd';
import ActionLink from '@/components/ActionLink';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import type { LineConfig } from './config';
import type { RefundRow } from './types';
import { REMARK } from '@/contract/field';
import { fieldRules } from '@/utils/fieldRules';

/**
 * Approve or reject a refund with a comment (required to reject). The backend refuses the applicant's own refund; its
 * message is shown by the request layer and the dialog keeps the comment.
 */
export default function ReviewModal(props: {
  config: LineConfig;
  refund: RefundRow;
  decision: 'approve' | 'reject';
  onDone: () => void;
}) {
  const t = useText();
  const { decision, refund, config } = props;
  // an approval sends the money back: one request id per opening (docs/rules.md "Request ids and versions")
  const requestId = useRequestId();
  const id = `${config.idPrefix}-refund-${decision}`;
  const label = t(`pages.order.refund.${decision}`);
  // a rejection says why (the backend refuses one without)
  const comment = fieldRules(REMARK, {
    required: decision === 'reject',
    requiredMessage: t('pages.order.refund.commentRequired'),
  });
  return (
    <ModalForm<{ comment?: string }>
      title={t(`pages.order.refund.${decision}.title`, { refundNo: refund.refundNo })}
      width={480}
      layout="vertical"
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      onOpenChange={(open) => open && requestId.renew()}
      trigger={<ActionLink id={`${id}-${refund.id}`}>{label}</ActionLink>}
      submitter={{ searchConfig: { submitText: label }, submitButtonProps: { id: `${id}-submit` } }}
      onFinish={async ({ comment }) => {
        const body = { id: refund.id, comment: (comment ?? '').trim() };
        try {
          if (decision === 'approve') await config.service.refundApprove(body, { requestId: requestId.current() });
          else await config.service.refundReject(body);
          message.success(t(decision === 'approve' ? 'pages.order.refund.approved' : 'pages.order.refund.rejected'));
          props.onDone();
          return true;
        } catch {
          return false;
        }
      }}
    >
      <ProFormTextArea
        htmlFor={`${id}-comment`}
        name="comment"
        label={t('pages.order.field.comment')}
        fieldProps={{ id: `${id}-comment`, ...comment.input, autoSize: { minRows: 2 } }}
        rules={comment.rules}
      />
    </ModalForm>
  );
}
