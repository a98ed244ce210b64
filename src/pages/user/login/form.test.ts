import { loginPayload, validateLogin } from './form';

describe('sign-in form checks', () => {
  it('asks for both fields when nothing is typed', () => {
    expect(validateLogin({ account: '', password: '' })).toEqual({
      account: 'pages.login.account.required',
      password: 'pages.login.password.required',
    });
  });
  it('counts an account of only spaces as empty', () => {
    expect(validateLogin({ account: ' \t ', password: 'x' })).toEqual({ account: 'pages.login.account.required' });
  });
  it('takes a password of spaces as typed', () => {
    expect(validateLogin({ account: 'ops', password: '  ' })).toEqual({});
  });
  it('sends the account trimmed and the password untouched', () => {
    expect(loginPayload({ account: ' ops ', password: ' p w ' })).toEqual({ account: 'ops', password: ' p w ' });
  });
});
