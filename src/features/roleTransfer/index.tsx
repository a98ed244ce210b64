import type { ActionType } from '@ant-design/pro-components';
import { Alert, Button, Card, Form, Input, Space, message } from 'antd';
import { useRef, useState } from 'react';
import { TRANSFER_FIELDS as F } from '@/contract/roleTransferFields';
import { useText } from '@/hooks';
import { queuedOf, useQueuedNotice } from '@/components/ChangeRequest';
import { fieldRules } from '@/utils/fieldRules';
import PreviewPanel from './PreviewPanel';
import RecordTable from './RecordTable';
import { withRefusal } from '@/request/refusal';
import RolePicker from './RolePicker';
import { newRequestId } from '@/request/requestId';
import type { PairBody, TransferPreview, TransferScreenProps } from './types';

export type { PairBody } from './types';

/**
 * One screen for both role transfers (src/pages/operate/README.md "Account migration and role rebind"): the account
 * migration (/operate/userAccountMigration: every role of A) and the role rebind (/special/rebind-user: the roles
 * chosen from A's list). Accounts → preview (exactly what moves; conflicts) → reason → execute, bound to that preview
 * by its token; changing an account or the choice drops the preview. Refusals stay beside the form. Below, the records.
 */
export default function RoleTransferScreen({ kind, screen, action, calls }: TransferScreenProps) {
  const t = useText();
  const notifyQueued = useQueuedNotice();
  const prefix = kind;
  const [form] = Form.useForm<{ from: string; to: string }>();
  const [chosen, setChosen] = useState<string[]>([]);
  // one request id per preview: executing it again (a retry, a second click) moves the roles once (docs/rules.md
  // "Request ids and versions")
  const [preview, setPreview] = useState<{ body: PairBody; data: TransferPreview; requestId: string }>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState<'preview' | 'execute'>();
  const [pickerKey, setPickerKey] = useState(0);
  const records = useRef<ActionType>();
  // A and B as the contract takes them (src/contract/roleTransferFields.ts)
  const account = fieldRules(F.account, { requiredMessage: t('roleTransfer.account.required') });

  /** any change to what would be previewed drops the preview and the last refusal */
  const drop = () => {
    setPreview(undefined);
    setRefusal(undefined);
  };

  const runPreview = async () => {
    const { from, to } = await form.validateFields();
    const body: PairBody = { from: from.trim(), to: to.trim(), ...(kind === 'rebind' ? { roleIds: chosen } : {}) };
    drop();
    setBusy('preview');
    const res = await withRefusal(() => calls.preview(body, { skipErrorHandler: true }), setRefusal);
    setBusy(undefined);
    if (res) setPreview({ body, data: res.data, requestId: newRequestId() });
  };

  const runExecute = async (reason: string, emergency: boolean) => {
    if (!preview || busy) return;
    setRefusal(undefined);
    setBusy('execute');
    const res = await withRefusal(
      () =>
        calls.execute(
          // docs/rules.md "Change requests": the transfer's reason is its change's reason; an emergency applies at once
          {
            ...preview.body,
            reason,
            token: preview.data.token,
            changeReason: reason,
            ...(emergency ? { emergency: true } : {}),
          },
          { skipErrorHandler: true, requestId: preview.requestId },
        ),
      setRefusal,
    );
    setBusy(undefined);
    if (!res) return;
    const queued = queuedOf(res);
    if (queued || 'changeRequest' in res.data) {
      // queued for a second person's approval (docs/rules.md "Change requests"): the notice names the request
      if (queued) notifyQueued(queued);
      setPreview(undefined);
      return;
    }
    message.success(
      t('roleTransfer.done', { n: res.data.roles.length, from: res.data.fromAccount, to: res.data.toAccount }),
    );
    setPreview(undefined);
    setChosen([]);
    setPickerKey((k) => k + 1);
    records.current?.reload();
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t(`roleTransfer.title.${kind}`)}>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Alert type="info" showIcon message={t(`roleTransfer.help.${kind}`)} />
          <Form
            form={form}
            layout="inline"
            onFinish={runPreview}
            onValuesChange={(changed: Record<string, unknown>) => {
              drop();
              // another account A: the roles chosen from the old one's list no longer apply
              if ('from' in changed && kind === 'rebind') {
                setChosen([]);
                setPickerKey((k) => k + 1);
              }
            }}
          >
            <Form.Item htmlFor={`${prefix}-from`} name="from" label={t('roleTransfer.from')} rules={account.rules}>
              <Input id={`${prefix}-from`} allowClear style={{ width: 220 }} {...account.input} />
            </Form.Item>
            <Form.Item htmlFor={`${prefix}-to`} name="to" label={t('roleTransfer.to')} rules={account.rules}>
              <Input id={`${prefix}-to`} allowClear style={{ width: 220 }} {...account.input} />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              id={`${prefix}-preview`}
              loading={busy === 'preview'}
              disabled={kind === 'rebind' && chosen.length === 0}
            >
              {t('roleTransfer.preview')}
            </Button>
          </Form>
          {kind === 'rebind' && calls.roles && (
            <RolePicker
              key={pickerKey}
              prefix={prefix}
              account={() => form.getFieldValue('from') as string | undefined}
              load={calls.roles}
              chosen={chosen}
              onChoose={(ids) => {
                setChosen(ids);
                drop();
              }}
            />
          )}
          {refusal && <Alert id={`${prefix}-refusal`} type="error" showIcon message={refusal} />}
          {preview && (
            <PreviewPanel
              key={preview.data.token || 'blocked'}
              prefix={prefix}
              preview={preview.data}
              executeKey={`${screen}:${action}`}
              busy={busy === 'execute'}
              onExecute={runExecute}
            />
          )}
        </Space>
      </Card>
      <RecordTable
        prefix={prefix}
        calls={calls}
        exportKey={`${screen}:export`}
        exportName={t(`roleTransfer.exportName.${kind}`)}
        actionRef={records}
      />
    </Space>
  );
}
