import { beforeEach, describe, expect, it } from 'vitest';
import { buildSignedForm } from '../../src/request/sign';
import { ApiError, verifySignedForm } from '../core/defineApi';
import { advanceClock, now } from '../core/clock';
import { checkSignedFields, computeSign, formFields, signText, unflatten } from '../core/signedForm';
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

  it('refuses a dotted key that reaches a prototype, and keeps a non-numeric object as an object', () => {
    for (const key of ['__proto__.admin', 'a.constructor.x', 'prototype', 'x.__proto__']) {
      expect(() => unflatten({ [key]: '1' }), key).toThrow(/forbidden field name/);
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    // indices with a gap are not a list
    expect(unflatten({ 'a.0': 'x', 'a.2': 'y' })).toEqual({ a: { 0: 'x', 2: 'y' } });
    expect(unflatten({ 'a.0.b': 'x', 'a.1.b': 'y' })).toEqual({ a: [{ b: 'x' }, { b: 'y' }] });
    expect(unflatten({ 'a.b': 'x', 'a.b.c': 'y' })).toEqual({ a: { b: { c: 'y' } } });
    expect(unflatten({})).toEqual({});
  });
});

describe('a signed form sent twice (A0342)', () => {
  it('is refused within the window, in the sender’s language, and the window moves with the clock', () => {
    const { fields } = buildSignedForm(values, { token, now: now() });
    expect(codeOf(() => verifySignedForm(request(fields)))).toBe('ok');
    expect(codeOf(() => verifySignedForm(request(fields)))).toBe('A0342');
    expect(() => verifySignedForm({ headers: { satoken: token, 'accept-language': 'en-US' }, body: fields })).toThrow(
      expect.objectContaining({
        code: 'A0342',
        tips: 'This form was already submitted and cannot be sent again; please redo the action',
      }),
    );
    // a refused form does not use up its signature: signed again a second later, it goes through once
    const next = buildSignedForm(values, { token, now: now() + 1000 }).fields;
    expect(codeOf(() => verifySignedForm(request({ ...next, name: 'tampered' })))).toBe('A0340');
    expect(codeOf(() => verifySignedForm(request(next)))).toBe('ok');
    expect(codeOf(() => verifySignedForm(request(next)))).toBe('A0342');
  });

  it('is another form for another session', async () => {
    const other = await login('admin');
    const at = now();
    const mine = buildSignedForm(values, { token, now: at }).fields;
    const theirs = buildSignedForm(values, { token: other, now: at }).fields;
    expect(codeOf(() => verifySignedForm(request(mine)))).toBe('ok');
    expect(codeOf(() => verifySignedForm(request(theirs, other)))).toBe('ok');
  });

  it('is forgotten once its timestamp left the window (then the timestamp itself is refused: A0341)', () => {
    const { fields } = buildSignedForm(values, { token, now: now() });
    expect(codeOf(() => verifySignedForm(request(fields)))).toBe('ok');
    advanceClock(301_000);
    expect(codeOf(() => verifySignedForm(request(fields)))).toBe('A0341');
  });
});

describe('what is signed', () => {
  it('is every text field but the sign and the files, sorted by key, without line breaks', () => {
    const fields = { b: '2', a: 'x\r\ny', sign: 'S', file: 'bytes', iconFile: 'i', signFile: 's', plistFile: 'p' };
    expect(signText(fields)).toBe('a=xy&b=2');
    expect(computeSign(fields)).toBe(computeSign({ a: 'xy', b: '2' }));
    expect(computeSign(fields)).toMatch(/^[0-9A-F]{32}$/);
  });

  it('flattens the body as the client does: dotted keys, empty for null, files left out', () => {
    expect(formFields({ a: [1, { b: null }], c: { d: undefined }, file: 'x', plistFile: 'y', e: true })).toEqual({
      'a.0': '1',
      'a.1.b': '',
      'c.d': '',
      e: 'true',
    });
    expect(formFields('text')).toEqual({});
  });

  it('needs a sign, the session’s token and a finite timestamp within ±300 s', () => {
    const at = now();
    const base = { name: 'x', token, timestamp: String(Math.floor(at / 1000)) };
    const signed = (f: Record<string, string>) => ({ ...f, sign: computeSign(f) });
    expect(checkSignedFields(signed(base), token, at)).toEqual({ ok: true });
    expect(checkSignedFields(signed(base), '', at)).toEqual({ ok: false, code: 'A0340' });
    expect(checkSignedFields({ ...base, sign: '' }, token, at)).toEqual({ ok: false, code: 'A0340' });
    expect(checkSignedFields(signed({ ...base, timestamp: 'soon' }), token, at)).toEqual({ ok: false, code: 'A0341' });
    const edge = Math.floor(at / 1000) * 1000;
    expect(checkSignedFields(signed(base), token, edge + 300_000)).toEqual({ ok: true });
    expect(checkSignedFields(signed(base), token, edge - 300_000)).toEqual({ ok: true });
    expect(checkSignedFields(signed(base), token, edge + 301_000)).toEqual({ ok: false, code: 'A0341' });
    expect(checkSignedFields(signed(base), token, edge - 301_000)).toEqual({ ok: false, code: 'A0341' });
  });
});
