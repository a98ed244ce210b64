import { CloseCircleFilled, EyeInvisibleOutlined, EyeOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useDispatch } from '@umijs/max';
import { Button, theme } from 'antd';
import type { CSSProperties, FormEvent } from 'react';
import { useRef, useState } from 'react';
import { useText } from '@/hooks';
import type { LoginPayload } from '@/services/auth';
import { portalLoginUrl } from '@/utils/portal';
import type { LoginErrors, LoginField } from './form';
import { loginPayload, validateLogin } from './form';
import styles from './index.less';
import { CREDENTIAL } from '@/contract/field';
import { fieldRules } from '@/utils/fieldRules';

/**
 * Password sign-in (docs/rules.md "Sign-in and sign-out"): account and password → /mng/login. Success stores sToken
 * and goes to "/" (or to /person?key=2 on a first sign-in); a failure keeps what was typed and shows the server's
 * reason once.
 *
 * Plain form elements rather than antd's Form and Input: this is the first screen of every session, and antd's form
 * machinery (rc-field-form, validators, grid, tooltips) would double what it downloads (see README, "Speed and size").
 * Checks run on submit, then on every change of a field already marked, as antd's do.
 */
export default function LoginPage() {
  const t = useText();
  const dispatch = useDispatch();
  const { token } = theme.useToken();
  // the last sign-in failed: the page's own state, not the login model's (a failed call leaves that unchanged)
  const [failed, setFailed] = useState(false);
  const [values, setValues] = useState<LoginPayload>({ account: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [checked, setChecked] = useState(false);
  const [reveal, setReveal] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inputs = { account: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const change = (field: LoginField) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (checked) setErrors(validateLogin(next));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const found = validateLogin(values);
    setChecked(true);
    setErrors(found);
    const first = (Object.keys(found) as LoginField[])[0];
    if (first) {
      inputs[first].current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const ok = (await dispatch({ type: 'login/login', payload: loginPayload(values) })) as unknown;
      setFailed(ok !== true);
    } catch {
      setFailed(true);
    } finally {
      setSubmitting(false);
    }
  };

  const vars = {
    '--login-font': token.fontFamily,
    '--login-primary': token.colorPrimary,
    '--login-primary-outline': token.controlOutline,
    '--login-border': token.colorBorder,
    '--login-border-secondary': token.colorBorderSecondary,
    '--login-text': token.colorText,
    '--login-text-secondary': token.colorTextTertiary,
    '--login-error': token.colorError,
    '--login-error-bg': token.colorErrorBg,
    '--login-error-border': token.colorErrorBorder,
    '--login-error-outline': token.colorErrorOutline,
  } as CSSProperties;

  const field = (
    name: LoginField,
    icon: React.ReactNode,
    input: Pick<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete'>,
    after?: React.ReactNode,
  ) => (
    <div className={styles.item}>
      <label className={styles.label} htmlFor={`login-${name}`}>
        {t(`pages.login.${name}`)}
      </label>
      <div className={`${styles.field} ${errors[name] ? styles.invalid : ''}`}>
        {icon}
        <input
          {...input}
          ref={inputs[name]}
          id={`login-${name}`}
          name={name}
          {...fieldRules(CREDENTIAL).input}
          value={values[name]}
          onChange={change(name)}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={`login-${name}-help`}
        />
        {after}
      </div>
      <div className={styles.help} id={`login-${name}-help`} role="alert">
        {errors[name] ? t(errors[name] as string) : null}
      </div>
    </div>
  );

  return (
    <div className={styles.card} style={vars}>
      {failed && !submitting && (
        <div className={styles.alert} id="login-error" role="alert">
          <CloseCircleFilled />
          {t('pages.login.failed')}
        </div>
      )}
      <form onSubmit={onSubmit} noValidate autoComplete="on">
        {field('account', <UserOutlined />, { autoComplete: 'username' })}
        {field(
          'password',
          <LockOutlined />,
          { type: reveal ? 'text' : 'password', autoComplete: 'current-password' },
          <button
            type="button"
            id="login-reveal"
            className={styles.reveal}
            aria-pressed={reveal}
            aria-label={t(reveal ? 'pages.login.password.hide' : 'pages.login.password.show')}
            title={t(reveal ? 'pages.login.password.hide' : 'pages.login.password.show')}
            onClick={() => setReveal((r) => !r)}
          >
            {reveal ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>,
        )}
        <Button id="login-submit" type="primary" htmlType="submit" block loading={submitting}>
          {t('pages.login.submit')}
        </Button>
      </form>
      <div className={styles.sso}>
        <a id="login-sso" href={portalLoginUrl(window.location.origin)}>
          {t('pages.login.sso')}
        </a>
      </div>
    </div>
  );
}
