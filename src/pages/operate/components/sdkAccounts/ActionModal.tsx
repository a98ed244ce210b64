import { Alert, Form, Input, Modal, message, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { AccountLine } from '@/contract/operate/sdkAccounts';
import { useText } from '@/hooks';
import { useRequestId } from '@/hooks/useRequestId';
import { ACCOUNT_CALLS, type SdkAccount } from './service';
import { REASON } from '@/contract/field';
import { fieldRules } from '@/utils/fieldRules';

/** The actions that ask a reason first. */
export type AccountAction = 'lock' | 'unlock' | 'unbindPhone' | 'resetPassword' | 'reveal';

/**
 * One modal for every action on an account: it asks the reason (kept in the operation log), calls the line's
 * endpoint, and then closes (lock, unlock, unbind), hands the clear contact to the list (reveal), or shows the
 * temporary password once (reset; it is not kept anywhere once the modal closes). Lock, unlock, unbind and reset
 * carry one request id per opening, so a retry or a second click acts once (docs/rules.md "Request ids and versions").
 */
export default function ActionModal(props: {
  line: AccountLine;
  account?: SdkAccount;
  action?: AccountAction;
  onClose: () => void;
  onDone: (action: AccountAction, account: SdkAccount) => void;
  onRevealed: (account: SdkAccount, value: string) => void;
}) {
  const t = useText();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState('');
  const { account, action } = props;
  const calls = ACCOUNT_CALLS[props.line];
  const requestId = useRequestId();
  // a new opening (another account or action): a new request id
  useEffect(() => {
    if (account && action) requestId.renew();
  }, [account, action, requestId]);

  const close = () => {
    setPassword('');
    form.resetFields();
    props.onClose();
  };

  const submit = async () => {
    if (!account || !action || busy) return;
    if (password) return close();
    // an invalid form shows its messages and sends nothing
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const { reason } = values;
    const body = { account: account.account, reason: reason.trim() };
    setBusy(true);
    try {
      if (action === 'reveal') {
        const res = await calls.reveal(body);
        props.onRevealed(account, res.data.value);
        close();
      } else if (action === 'resetPassword') {
        const res = await calls.resetPassword(body, { requestId: requestId.current() });
        setPassword(res.data.password);
        props.onDone(action, account);
      } else {
        await calls[action](body, { requestId: requestId.current() });
        message.success(t(`pages.operate.sdkAccounts.${action}.done`, { account: account.account }));
        props.onDone(action, account);
        close();
      }
    } catch {
      // shown by the request layer; the reason stays as typed
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={Boolean(account && action)}
      title={action ? t(`pages.operate.sdkAccounts.${action}.title`, { account: account?.account ?? '' }) : ''}
      onCancel={close}
      onOk={submit}
      okText={password ? t('pages.operate.sdkAccounts.password.close') : undefined}
      cancelButtonProps={password ? { style: { display: 'none' } } : undefined}
      okButtonProps={{ id: 'account-action-submit', loading: busy }}
      maskClosable={false}
      destroyOnClose
    >
      {password ? (
        <>
          <Alert type="warning" showIcon message={t('pages.operate.sdkAccounts.password.once')} />
          <Typography.Paragraph copyable={{ text: password }} style={{ marginTop: 16, fontSize: 18 }}>
            <code id="account-temp-password">{password}</code>
          </Typography.Paragraph>
        </>
      ) : (
        <Form form={form} layout="vertical">
          {action === 'reveal' && <Alert type="info" showIcon message={t('pages.operate.sdkAccounts.reveal.hint')} />}
          <Form.Item
            htmlFor="account-action-reason"
            name="reason"
            label={t('pages.operate.sdkAccounts.reason')}
            rules={fieldRules(REASON, { lengthMessage: t('pages.operate.sdkAccounts.reason.min') }).rules}
          >
            <Input.TextArea id="account-action-reason" {...fieldRules(REASON).input} rows={3} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
