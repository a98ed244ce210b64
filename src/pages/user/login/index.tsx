import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useDispatch, useIntl, useSelector } from '@umijs/max';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import type { RootState } from '@/models/types';
import type { LoginPayload } from '@/services/auth';
import { portalLoginUrl } from '@/utils/portal';

/**
 * Password sign-in (spec §2, §4): account and password → /mng/login. Success stores sToken and goes to "/" (or to
 * /person?key=2 on a first sign-in); a failure keeps what was typed and shows the server's reason once.
 */
export default function LoginPage() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const status = useSelector((s: RootState) => s.login.status);
  const [submitting, setSubmitting] = useState(false);
  const f = (id: string) => intl.formatMessage({ id });

  const onFinish = async (values: LoginPayload) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      await dispatch({ type: 'login/login', payload: values });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card style={{ width: 380 }}>
      {status === 'error' && !submitting && (
        <Alert style={{ marginBottom: 16 }} type="error" showIcon message={f('pages.login.failed')} id="login-error" />
      )}
      <Form<LoginPayload> layout="vertical" onFinish={onFinish} requiredMark={false} autoComplete="on">
        <Form.Item
          name="account"
          label={f('pages.login.account')}
          rules={[{ required: true, whitespace: true, message: f('pages.login.account.required') }]}
        >
          <Input id="login-account" prefix={<UserOutlined />} autoComplete="username" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="password"
          label={f('pages.login.password')}
          rules={[{ required: true, message: f('pages.login.password.required') }]}
        >
          <Input.Password id="login-password" prefix={<LockOutlined />} autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Button id="login-submit" type="primary" htmlType="submit" block loading={submitting}>
          {f('pages.login.submit')}
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <a id="login-sso" href={portalLoginUrl(window.location.origin)}>
          {f('pages.login.sso')}
        </a>
      </div>
    </Card>
  );
}
