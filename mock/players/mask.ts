import { maskPhone } from '../core/access';

/**
 * Players' personal data as every answer shows it (docs/rules.md "Masked personal data"): a phone as its first 3 and
 * last 4 digits around `****` (`138****1234`), an e-mail as the first character of its local part and `***` before
 * the domain (`a***@example.com`). The backend keeps the clear values.
 */
export { maskPhone };

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email ? '***' : '';
  return `${email[0]}***${email.slice(at)}`;
}

/** The one contact an account registered with, masked ('' when none). */
export const maskedContact = (p: { phone: string | null; email: string | null }): string =>
  p.phone ? maskPhone(p.phone) : p.email ? maskEmail(p.email) : '';
