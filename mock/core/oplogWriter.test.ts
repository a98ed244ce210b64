import { describe, expect, it } from 'vitest';
import { redact } from './oplogWriter';

describe('operation-log redaction', () => {
  it('replaces secret-looking fields at any depth, whatever their case', () => {
    expect(
      redact({
        password: 'p',
        nested: { PrivateKey: '-----BEGIN KEY-----', apiKey: 'k', certPassword: 'c', list: [{ appSecret: 's' }] },
        name: 'visible',
      }),
    ).toEqual({
      password: '***',
      nested: { PrivateKey: '***', apiKey: '***', certPassword: '***', list: [{ appSecret: '***' }] },
      name: 'visible',
    });
  });

  it('keeps a value its handler already masked, so the log shows a secret changed', () => {
    expect(redact({ apiKey: 'NEWA****cdef', privateKey: '****' })).toEqual({
      apiKey: 'NEWA****cdef',
      privateKey: '****',
    });
    // a long value that merely contains stars is still a secret
    expect(redact({ apiKey: 'secret-part****rest-of-secret' })).toEqual({ apiKey: '***' });
  });

  it('leaves empty values and missing objects readable', () => {
    expect(redact({ apiKey: '', privateKey: null })).toEqual({ apiKey: '', privateKey: null });
    expect(redact(undefined)).toBeNull();
  });
});
