import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Passwords are stored as salted SHA-256 (hex), never in plain text. */
export interface PasswordHash {
  salt: string;
  hash: string;
}

export function hashPassword(password: string, salt: string): PasswordHash {
  const hash = createHash('sha256').update(`${salt}:${password}`, 'utf8').digest('hex');
  return { salt, hash };
}

export function verifyPassword(password: string, stored: PasswordHash): boolean {
  const { hash } = hashPassword(password, stored.salt);
  const a = Buffer.from(hash, 'hex');
  const b = Buffer.from(stored.hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A one-time temporary password (runtime only, never used while seeding). */
export function temporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  let s = '';
  for (let i = 0; i < bytes.length; i += 1) s += alphabet[bytes[i] % alphabet.length];
  return `${s}#9`;
}

export function randomSalt(): string {
  return randomBytes(8).toString('hex');
}

export function randomToken(): string {
  return randomBytes(24).toString('hex');
}
