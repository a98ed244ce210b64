/**
 * Rules of the pay area that the console's forms and the embedded backend both apply (docs/rules.md "Pay
 * configuration"): the notify URL, the fee rate, and the patterns of product ids and pay-list channels. Pure
 * functions, no dependency.
 */

/** Why a notify URL is refused, or null when it is fine. */
export type NotifyUrlProblem = 'empty' | 'invalid' | 'notHttps' | 'noHost' | 'credentials' | 'spaces';

/**
 * A notify URL must be an absolute https URL with a host name and no user name or password in it (a credential in
 * a URL ends up in every log on the way).
 */
export function notifyUrlProblem(input: string): NotifyUrlProblem | null {
  const text = input.trim();
  if (!text) return 'empty';
  if (/\s/.test(text)) return 'spaces';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text);
  if (scheme?.[1].toLowerCase() !== 'https') return 'notHttps';
  if (!/^https:\/\//i.test(text)) return 'noHost';
  const authority = text.slice('https://'.length).split(/[/?#]/)[0];
  if (authority.includes('@')) return 'credentials';
  if (!authority || authority.startsWith(':')) return 'noHost';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password) return 'credentials';
  if (!url.hostname) return 'noHost';
  return null;
}

/** Fee rates are stored as integer basis points: 1 bp = 0.01 %, so 0.6 % is 60 and 100 % is 10000. */
export const FEE_RATE_MAX_BP = 10000;

/**
 * A percentage as typed ("0.6", "0.60", "2", "1.25") → basis points (60, 60, 200, 125), parsed from the digits,
 * never through a float; undefined for anything else (more than two decimals, a sign, above 100 %).
 */
export function parseFeeRatePercent(text: string): number | undefined {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const bp = Number(m[1]) * 100 + Number((m[2] || '').padEnd(2, '0'));
  return bp <= FEE_RATE_MAX_BP ? bp : undefined;
}

/** 60 → "0.60%"; 10000 → "100.00%". */
export function formatFeeRate(bp: number): string {
  return `${feeRatePercentText(bp)}%`;
}

/** 60 → "0.60" (the form's text, without the sign). */
export function feeRatePercentText(bp: number): string {
  if (!Number.isSafeInteger(bp) || bp < 0) throw new TypeError(`fee rate is not whole basis points: ${bp}`);
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/** A billing point's product id. */
export const PRODUCT_ID_PATTERN = '^[A-Za-z0-9._-]{1,64}$';
/** A pay list's channel code. */
export const CHANNEL_PATTERN = '^[A-Za-z0-9_-]{1,32}$';
