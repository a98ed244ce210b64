import { createHash, createPublicKey } from 'node:crypto';

/** RSA public keys (SPKI, Base64 body) for the seed; generated once with openssl, public by nature. */
export const SEED_RSA_KEYS = [
  'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC82NArItTU1BWEq8Pgv4u5Cf25EEKy69UyyNPx7Ck/5S9Iz2YxsL68qvJ1tT1GmY2Om19PUQDvOqZijb7IYxeObjS3uLa4Owq8q3QXLls/iaIwNiFiTOHN/k8waJ7o1ylB/kUBj5cF4e/s55GeNAbsUEEJj1282hw7uT6HxmEtFQIDAQAB',
  'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDJntpMkjHUPuaP8P7q3k9sqpFHqe0xT+BTKS/R20povUn5Cv5I3551pdftiBohJWrZCQme0nzz1I6z4mMUn3CvK9NMxocjEDmKgPf/RAPQiqoXfDydYSx5IbMN2sHP609PLtjr79WBIaRQiQIwgcoKwXhEGA6TmXdCXQvJn7NkTwIDAQAB',
  'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDKtj7RZR3JJc09p3Hv0XgIL+Y6fn6Kyny7/hFf0U208qgYIvZNvn7QTUx2hmMPnuDZluhpvKsp2XQhlkRuR0xYlVbdO69bvPG/PyUf4fb94/5BJdDQl4KdzlNYupXTqzDzH7sgLsU6VAzVGM3bPgFFqlznhlyRuWWg3TOOf253cwIDAQAB',
];

/**
 * Normalises a PEM or bare Base64 RSA public key to its Base64 body, or returns null when it is not one
 * (parsed by node's crypto, so a truncated or non-RSA key is refused).
 */
export function normaliseRsaPublicKey(input: string): string | null {
  const body = input.replace(/-----(BEGIN|END) (RSA )?PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  if (!body || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return null;
  const pkcs1 = /BEGIN RSA PUBLIC KEY/.test(input);
  try {
    const key = createPublicKey({
      key: Buffer.from(body, 'base64'),
      format: 'der',
      type: pkcs1 ? 'pkcs1' : 'spki',
    });
    if (key.asymmetricKeyType !== 'rsa') return null;
    return pkcs1 ? key.export({ format: 'der', type: 'spki' }).toString('base64') : body;
  } catch {
    return null;
  }
}

/** First 16 hex characters of the SHA-256 of the key's DER bytes, as aa:bb:… pairs. */
export function rsaFingerprint(base64: string): string {
  if (!base64) return '';
  const hex = createHash('sha256').update(Buffer.from(base64, 'base64')).digest('hex').slice(0, 16);
  return hex.match(/../g)?.join(':') || '';
}
