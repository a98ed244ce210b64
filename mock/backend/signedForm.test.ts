import { beforeEach, describe, expect, it } from 'vitest';
import { buildSignedForm } from '../../src/request/sign';
import { ApiError, verifySignedForm } from '../core/defineApi';
import { now } from '../core/clock';
import { computeSign, unflatten } from '../core/signedForm';
import { reset } from '../core/store';
import { serveEntries } from '../core/testServer';
import auth from '../auth';

/** The session token comes from a real sign-in over HTTP; the verifier is then called with the form's fields. */
const { login } = serveEntries([auth]);

/** The client's own signing code (src/request/sign.ts) against the server's verifier. */
let token = '';
beforeEach(async () => {
  reset();
  token = await login('ops');
});

function request(fields: Record<string, string>, satoken = token) {
  return { headers: { satoken }, body: fields };
}

function codeOf(fn: () => void): string {
  try {
    fn();
    return 'ok';
  } catch (e) {
    return e instanceof ApiError ? e.code : 'other';
  }
}

const values = {
  name: '  星海传说 母包 ',
  note: 'line1\nline2',
  channels: ['huawei', 'oppo'],
  extra: { a: 1, b: null },
  file: new Blob(['apk']),
};

describe('verifySignedForm', () => {
  it('accepts what the client signs', () => {
    const { fields } = buildSignedForm(values, { token, now: now() });
    expect(fields['channels.1']).toBe('oppo');
    expect(codeOf(() => verifySignedForm(request(fields)))).toBe('ok');
    expect(computeSign(fields)).toBe(fields.sign);
  });

  it('answers A0340 for a changed field, a wrong sign or another session token', () => {
    const { fields } = buildSignedForm(values, { token, now: now() });
    expect(codeOf(() => verifySignedForm(request({ ...fields, name: 'tampered' })))).toBe('A0340');
    expect(codeOf(() => verifySignedForm(request({ ...fields, sign: fields.sign.toLowerCase() })))).toBe('A0340');
    const { sign: _drop, ...unsigned } = fields;
    expect(codeOf(() => verifySignedForm(request(unsigned)))).toBe('A0340');
    expect(codeOf(() => verifySignedForm(request(fields, 'someone-else')))).toBe('A0340');
  });

  it('answers A0341 outside ±300 s', () => {
    const stale = buildSignedForm(values, { token, now: now() - 301_000 }).fields;
    expect(codeOf(() => verifySignedForm(request(stale)))).toBe('A0341');
    const future = buildSignedForm(values, { token, now: now() + 301_000 }).fields;
    expect(codeOf(() => verifySignedForm(request(future)))).toBe('A0341');
    const edge = buildSignedForm(values, { token, now: now() - 290_000 }).fields;
    expect(codeOf(() => verifySignedForm(request(edge)))).toBe('ok');
  });

  it('rebuilds dotted keys for validation', () => {
    expect(unflatten({ 'channels.0': 'a', 'channels.1': 'b', 'x.y': '1', n: '2' })).toEqual({
      channels: ['a', 'b'],
      x: { y: '1' },
      n: '2',
    });
  });
});
