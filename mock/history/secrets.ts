import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * How a version keeps a secret (docs/rules.md "Configuration history"): the snapshot holds a keyed fingerprint
 * (HMAC-SHA-256 under a key made when the backend starts), so two versions compare without the value; the value
 * itself is kept sealed (AES-256-GCM under another such key) beside the snapshot, only so a rollback can hand it back
 * to the record's own save. Neither the fingerprint nor the sealed value is ever put in an answer or a log.
 */
interface Keys {
  mac: Buffer;
  seal: Buffer;
}

declare global {
  // eslint-disable-next-line no-var
  var __GAME_OPS_HISTORY_KEYS__: Keys | undefined;
}

function keys(): Keys {
  if (!globalThis.__GAME_OPS_HISTORY_KEYS__) {
    globalThis.__GAME_OPS_HISTORY_KEYS__ = { mac: randomBytes(32), seal: randomBytes(32) };
  }
  return globalThis.__GAME_OPS_HISTORY_KEYS__;
}

export const FINGERPRINT_PREFIX = 'hmac:';

export function fingerprint(value: string): string {
  return `${FINGERPRINT_PREFIX}${createHmac('sha256', keys().mac).update(value, 'utf8').digest('hex')}`;
}

export function seal(value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys().seal, iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function unseal(sealed: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keys().seal, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
