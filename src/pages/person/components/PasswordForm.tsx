import { ProForm, ProFormText } from '@ant-design/pro-components';
import { history, useDispatch, useSelector } from '@umijs/max';
import { Alert, Button, message, Result } from 'antd';
import { useState } from 'react';
import type { RootState } from '@/models/types';
import { changePassword } from '@/services/auth';
import { useText } from '@/hooks';
import { APP_PATHS } from '@/utils/appPaths';
import { PASSWORD_FIELDS as F } from '@/contract/authFields';
import { fieldRules, requiredRule } from '@/utils/fieldRules';

/**
 * Change my password (tab key=2, where a first sign-in lands). A refused change (wrong current password) keeps the
 * form; success on a first sign-in offers the way into the console.
 */
export default function PasswordForm() {
  const t = useText();
  const dispatch = useDispatch();
  const user = useSelector((s: RootState) => s.user.currentUser);
  const gameId = useSelector((s: RootState) => s.games.currentGameId);
  const firstSignIn = Boolean(user && (user.mustChangePassword || user.loginTime === null));
  const [done, setDone] = useState(false);
  const [form] = ProForm.useForm();
  // the contract's rules (src/contract/authFields.ts): 8–32 characters with a letter and a digit, one message. The
  // boxes take no maxLength: a longer password pasted would be cut without a word (and saved cut); the rule says it
  const rule = t('pages.person.password.rule');
  const oldPassword = fieldRules(F.oldPassword, { requiredMessage: t('common.required') });
  const newPassword = fieldRules(F.newPassword, {
    requiredMessage: t('common.required'),
    lengthMessage: rule,
    patternMessage: rule,
  });

  if (done) {
    return (
      <Result
        status="success"
        className="person-password-done"
        title={t('pages.person.password.done')}
        extra={
          <Button
            type="primary"
            id="person-password-continue"
            onClick={() => history.push(gameId ? APP_PATHS.welcome : APP_PATHS.gameSelect)}
          >
            {t(gameId ? 'menu.welcome' : 'menu.gameSelect')}
          </Button>
        }
      />
    );
  }

  return (
    <>
      {firstSignIn && (
        <Alert
          type="warning"
          showIcon
          id="person-first-login"
          message={t('pages.person.password.first')}
          style={{ marginBottom: 16 }}
        />
      )}
      <ProForm<{ oldPassword: string; newPassword: string; confirm: string }>
        form={form}
        layout="vertical"
        style={{ maxWidth: 420 }}
        submitter={{
          searchConfig: { submitText: t('pages.person.password.submit') },
          resetButtonProps: false,
          submitButtonProps: { id: 'person-password-submit' },
        }}
        onFinish={async ({ oldPassword, newPassword }) => {
          try {
            await changePassword({ oldPassword, newPassword });
            message.success(t('pages.person.password.done'));
            form.resetFields();
            await dispatch({ type: 'user/fetchCurrent' });
            setDone(true);
            return true;
          } catch {
            return false;
          }
        }}
      >
        <ProFormText.Password
          htmlFor="person-old-password"
          name="oldPassword"
          label={t('pages.person.password.old')}
          fieldProps={{ id: 'person-old-password', autoComplete: 'current-password' }}
          rules={oldPassword.rules}
        />
        <ProFormText.Password
          htmlFor="person-new-password"
          name="newPassword"
          label={t('pages.person.password.new')}
          fieldProps={{ id: 'person-new-password', autoComplete: 'new-password' }}
          rules={[
            ...newPassword.rules,
            ({ getFieldValue }) => ({
              validator: (_, v) =>
                v && v === getFieldValue('oldPassword')
                  ? Promise.reject(new Error(t('pages.person.password.same')))
                  : Promise.resolve(),
            }),
          ]}
        />
        <ProFormText.Password
          htmlFor="person-confirm-password"
          name="confirm"
          label={t('pages.person.password.confirm')}
          dependencies={['newPassword']}
          fieldProps={{ id: 'person-confirm-password', autoComplete: 'new-password' }}
          rules={[
            requiredRule(t('common.required'), false),
            ({ getFieldValue }) => ({
              validator: (_, v) =>
                !v || v === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('pages.person.password.mismatch'))),
            }),
          ]}
        />
      </ProForm>
    </>
  );
}
