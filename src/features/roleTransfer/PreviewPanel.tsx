import { Access, useAccess } from '@umijs/max';
import { Alert, Button, Descriptions, Form, Input, Space, Typography } from 'antd';
import { EmergencyField } from '@/components/ChangeRequest';
import { useText } from '@/hooks';
import RolesTable from './RolesTable';
import type { AccountSide, TransferPreview } from './types';
import { REASON } from '@/contract/field';
import { fieldRules } from '@/utils/fieldRules';

/**
 * The preview of a transfer: both accounts (contacts masked) with their balances before and after, exactly the roles
 * that move with their points and balances, the conflicts that forbid it (B already on a server a role would move
 * to), then a reason (also the change request's), for a holder of the emergency grant the emergency choice, and the
 * execute button. What executes is this preview: its token goes with the call, and the backend refuses it if the
 * accounts changed since.
 */
export interface PreviewPanelProps {
  prefix: string;
  preview: TransferPreview;
  /** the execute button's authority key */
  executeKey: string;
  busy: boolean;
  /** the reason (also the change's) and, for a holder of the emergency grant who ticked it, the emergency path */
  onExecute: (reason: string, emergency: boolean) => void;
}

const rolesText = (side: AccountSide) => side.roles.map((r) => `${r.server} ${r.name}`).join('、');

export default function PreviewPanel({ prefix, preview, executeKey, busy, onExecute }: PreviewPanelProps) {
  const t = useText();
  const { can } = useAccess();
  const [form] = Form.useForm<{ reason: string; emergency?: boolean }>();
  const blocked = preview.conflicts.length > 0 || !preview.token;
  const side = (s: AccountSide, which: 'from' | 'to') => (
    <Space direction="vertical" size={0}>
      <Typography.Text strong>{s.account}</Typography.Text>
      <Typography.Text type="secondary">{s.contact || '-'}</Typography.Text>
      <Typography.Text type="secondary">
        {s.roles.length > 0 ? rolesText(s) : t('roleTransfer.preview.noRoles')}
      </Typography.Text>
      <Typography.Text id={`${prefix}-balance-${which}`}>
        {t('roleTransfer.preview.balance', {
          before: preview.balances[which].before,
          after: preview.balances[which].after,
        })}
      </Typography.Text>
    </Space>
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} id={`${prefix}-preview-panel`}>
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label={t('roleTransfer.from')}>{side(preview.from, 'from')}</Descriptions.Item>
        <Descriptions.Item label={t('roleTransfer.to')}>{side(preview.to, 'to')}</Descriptions.Item>
      </Descriptions>
      {preview.conflicts.length > 0 && (
        <Alert
          id={`${prefix}-conflicts`}
          type="error"
          showIcon
          message={t('roleTransfer.preview.conflicts')}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {preview.conflicts.map((c) => (
                <li key={c.roleId}>{c.message}</li>
              ))}
            </ul>
          }
        />
      )}
      <Typography.Text id={`${prefix}-summary`}>
        {t('roleTransfer.preview.summary', {
          n: preview.moves.length,
          points: preview.totalPoints,
          balance: preview.totalBalance,
        })}
      </Typography.Text>
      <RolesTable id={`${prefix}-moves`} dataSource={preview.moves} />
      <Access accessible={can(executeKey)}>
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => onExecute(v.reason.trim(), v.emergency === true)}
          disabled={blocked}
        >
          <Form.Item
            htmlFor={`${prefix}-reason`}
            name="reason"
            label={t('roleTransfer.reason')}
            rules={
              fieldRules(REASON, {
                requiredMessage: t('roleTransfer.reason.required'),
                lengthMessage: t('roleTransfer.reason.min'),
              }).rules
            }
          >
            <Input.TextArea id={`${prefix}-reason`} rows={2} {...fieldRules(REASON).input} showCount />
          </Form.Item>
          {/* docs/rules.md "Change requests in the console": the reason above is the change's; apply at once */}
          <EmergencyField idPrefix={prefix} />
          <Button type="primary" danger htmlType="submit" id={`${prefix}-execute`} loading={busy}>
            {t('roleTransfer.execute', { n: preview.moves.length })}
          </Button>
        </Form>
      </Access>
    </Space>
  );
}
