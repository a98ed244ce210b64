import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { Form, message, Progress } from 'antd';
import { useState } from 'react';
import ActionLink from '@/components/ActionLink';
import UploadField from '@/components/UploadField';
import { BILL_FIELDS as F } from '@/contract/order/fields';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { fieldRules, requiredRule } from '@/utils/fieldRules';
import { issueBill, type Bill } from '../service';

/**
 * Issue an invoice: its number and the PDF, sent as a signed multipart form (docs/rules.md "Uploads") with progress.
 * The backend checks the file is a PDF by its content; a refusal keeps the form as typed.
 */
export default function IssueModal({ bill, onDone }: { bill: Bill; onDone: () => void }) {
  const t = useText();
  const [percent, setPercent] = useState<number>();
  // one request id per opening: a retried upload issues the invoice once (docs/rules.md "Request ids and versions")
  const requestId = useRequestId();
  const id = 'ogorder-bill-issue';
  // the number's length and pattern are the contract's (src/contract/order/fields.ts)
  const invoiceNo = fieldRules(F.invoiceNo, {
    requiredMessage: t('pages.ogorder.bill.invoiceNo.required'),
    patternMessage: t('pages.ogorder.bill.invoiceNo.format'),
  });
  return (
    <ModalForm<{ invoiceNo: string; file?: File }>
      title={t('pages.ogorder.bill.issue.title', { requestNo: bill.requestNo })}
      width={520}
      layout="vertical"
      modalProps={{ destroyOnClose: true, maskClosable: false, afterClose: () => setPercent(undefined) }}
      onOpenChange={(open) => open && requestId.renew()}
      trigger={<ActionLink id={`${id}-${bill.id}`}>{t('pages.ogorder.bill.issue')}</ActionLink>}
      submitter={{
        searchConfig: { submitText: t('pages.ogorder.bill.issue') },
        submitButtonProps: { id: `${id}-submit` },
      }}
      onFinish={async ({ invoiceNo, file }) => {
        try {
          setPercent(0);
          await issueBill({ id: bill.id, invoiceNo: invoiceNo.trim(), file }, setPercent, requestId.current());
          message.success(t('pages.ogorder.bill.issued'));
          onDone();
          return true;
        } catch {
          setPercent(undefined);
          return false;
        }
      }}
    >
      <ProFormText
        htmlFor={`${id}-invoiceNo`}
        name="invoiceNo"
        label={t('pages.ogorder.bill.invoiceNo')}
        fieldProps={{ id: `${id}-invoiceNo`, ...invoiceNo.input }}
        rules={invoiceNo.rules}
      />
      <Form.Item
        htmlFor={`${id}-file`}
        name="file"
        label={t('pages.ogorder.bill.file')}
        rules={[requiredRule(t('pages.ogorder.bill.file.required'), false)]}
      >
        <UploadField id={`${id}-file`} accept="application/pdf,.pdf" />
      </Form.Item>
      {percent !== undefined && <Progress aria-label={t('common.uploadProgress')} percent={percent} size="small" />}
    </ModalForm>
  );
}
