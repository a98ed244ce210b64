import type { LoginPayload } from '@/services/auth';

export type LoginField = keyof LoginPayload;
/** Message ids of the fields that are not filled in, by field. */
export type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * The sign-in form's own checks, before anything is sent: an account of only spaces counts as empty (it is what an
 * operator sends by mistake); a password is taken as typed, spaces included, since spaces may be part of it.
 */
export function validateLogin(values: LoginPayload): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.account.trim()) errors.account = 'pages.login.account.required';
  if (!values.password) errors.password = 'pages.login.password.required';
  return errors;
}

/** What is sent: the account without surrounding spaces, the password untouched. */
export function loginPayload(values: LoginPayload): LoginPayload {
  return { account: values.account.trim(), password: values.password };
}
