import { describe, expect, it } from 'vitest';
import auth from '../auth';
import unity from '../unity';
import { maskSecret } from '../core/mask';
import { normaliseRsaPublicKey, SEED_RSA_KEYS, platformState } from '../platform';
import { areaTestBed } from '../core/testServer';

const bed = areaTestBed([auth, unity]);
const { call, lastLog } = bed;

interface Page<T> {
  list: T[];
  total: number;
}

describe('app keys', () => {
  it('masks secrets in the list', async () => {
    const page = await call<Page<{ appSecret: string; payKey: string; gameId: number }>>(
      '/api/mng/key/page',
      { pageNum: 1, pageSize: 10 },
      { token: bed.admin },
    );
    const stored = platformState().keys[0];
    expect(page.json.data.list[0].appSecret).toBe(maskSecret(stored.appSecret));
    expect(page.json.data.list[0].appSecret).toMatch(/^.{4}\*{4}.{4}$/);
    expect(JSON.stringify(page.json)).not.toContain(stored.appSecret);
    expect(JSON.stringify(page.json)).not.toContain(stored.payKey);
  });

  it('reveal needs a reason, answers the plain value and logs the reason but never the value', async () => {
    const key = platformState().keys[0];
    const none = await call('/api/mng/key/reveal', { id: key.id, field: 'appSecret' }, { token: bed.admin });
    expect(none.json.code).toBe('A0400');
    expect(none.json.tips).toContain('reason');
    const seen = await call<{ value: string }>(
      '/api/mng/key/reveal',
      { id: key.id, field: 'payKey', reason: '联调支付回调' },
      { token: bed.admin },
    );
    expect(seen.json.data.value).toBe(key.payKey);
    const entry = lastLog();
    expect(entry).toMatchObject({
      module: 'appKey',
      action: 'reveal',
      result: 'success',
      after: { field: 'payKey', reason: '联调支付回调' },
    });
    expect(JSON.stringify(entry)).not.toContain(key.payKey);
  });

  it('rotates a secret, generates keys for a game without them once, and checks RSA keys', async () => {
    const key = platformState().keys[0];
    const old = key.appSecret;
    const rot = await call<{ masked: string }>(
      '/api/mng/key/rotate',
      // a rotation needs approval (docs/rules.md "Change requests"): admin rotates at once here
      { id: key.id, field: 'appSecret', emergency: true, changeReason: '密钥泄露' },
      { token: bed.admin },
    );
    expect(rot.json.code).toBe('00000');
    expect(key.appSecret).not.toBe(old);
    expect(rot.json.data.masked).toBe(maskSecret(key.appSecret));
    expect(lastLog().before).toEqual({
      field: 'appSecret',
      masked: maskSecret(old),
    });

    const add = await call('/api/mng/key/add', { parentGameId: 4 }, { token: bed.admin });
    expect(add.json.code).toBe('00000');
    const again = await call('/api/mng/key/add', { parentGameId: 4 }, { token: bed.admin });
    expect(again.json.code).toBe('A0403');

    const badRsa = await call(
      '/api/mng/key/edit',
      { id: key.id, rsaPublicKey: 'MIIBnotakey', baseVersion: 2 },
      { token: bed.admin },
    );
    expect(badRsa.json.code).toBe('A0400');
    const pem = `-----BEGIN PUBLIC KEY-----\n${SEED_RSA_KEYS[2].match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----\n`;
    expect(normaliseRsaPublicKey(pem)).toBe(SEED_RSA_KEYS[2]);
    const goodRsa = await call(
      '/api/mng/key/edit',
      { id: key.id, rsaPublicKey: pem, baseVersion: 2 },
      { token: bed.admin },
    );
    expect(goodRsa.json.code).toBe('00000');
    expect(key.rsaPublicKey).toBe(SEED_RSA_KEYS[2]);
  });
});
