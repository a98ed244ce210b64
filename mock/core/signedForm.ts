import { createHash } from 'node:crypto';
import { now } from './clock';
import { ApiError } from './errors';
import { header, type MockRequest } from './http';
import { pickLang, t } from './i18n';
import { defineArea } from './store';
import { FORBIDDEN_KEYS, isPlainObject } from './validate';

/**
 * Signed multipart forms (brief; contract info.description): sign = uppercase hex MD5 of the non-file fields
 * except `sign`, sorted by key, `k=v` joined by '&', line breaks removed. This is the server's own verifier.
 */
export const FILE_FIELDS = ['file', 'iconFile', 'signFile', 'plistFile'];
export const SIGN_WINDOW_S = 300;

/** The body as flat text fields (dotted keys), without file fields. */
export function formFields(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (prefix: string, v: unknown) => {
    if (Array.isArray(v)) v.forEach((item, i) => walk(`${prefix}.${i}`, item));
    else if (isPlainObject(v)) Object.keys(v).forEach((k) => walk(prefix ? `${prefix}.${k}` : k, v[k]));
    else out[prefix] = v === undefined || v === null ? '' : String(v);
  };
  if (isPlainObject(body)) {
    Object.keys(body).forEach((k) => {
      if (!FILE_FIELDS.includes(k)) walk(k, body[k]);
    });
  }
  return out;
}

export function signText(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && !FILE_FIELDS.includes(k))
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&')
    .replace(/[\r\n]/g, '');
}

export function computeSign(fields: Record<string, string>): string {
  // Stryker disable next-line StringLiteral: node's hash reads a string as UTF-8 when no encoding is given
  return createHash('md5').update(signText(fields), 'utf8').digest('hex').toUpperCase();
}

export type SignCheck = { ok: true } | { ok: false; code: 'A0340' | 'A0341' | 'A0342' };

/**
 * Signatures already accepted, until their timestamp leaves the window: the same signed form sent twice is a
 * replay (A0342). Kept in the store, so a reset forgets them.
 */
const usedSigns = defineArea<Map<string, number>>('usedSigns', () => new Map());

/** Records an accepted signature; false when it was already used within the window. */
function firstUse(fields: Record<string, string>, nowMs: number): boolean {
  const used = usedSigns();
  // the pruning only bounds the table: a signature past its window is refused by its timestamp (A0341) before the
  // table is read, whether or not it is still listed here
  // Stryker disable next-line BlockStatement: see above
  used.forEach((until, key) => {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: see above
    if (until < nowMs) used.delete(key);
  });
  const key = `${fields.token}:${fields.sign}`;
  if (used.has(key)) return false;
  used.set(key, Number(fields.timestamp) * 1000 + SIGN_WINDOW_S * 1000);
  return true;
}

/** Checks sign, token and timestamp of flat form fields. */
export function checkSignedFields(fields: Record<string, string>, sessionToken: string, nowMs = now()): SignCheck {
  if (!fields.sign || fields.sign !== computeSign(fields)) return { ok: false, code: 'A0340' };
  if (!sessionToken || fields.token !== sessionToken) return { ok: false, code: 'A0340' };
  const ts = Number(fields.timestamp);
  if (!Number.isFinite(ts) || Math.abs(nowMs / 1000 - ts) > SIGN_WINDOW_S) return { ok: false, code: 'A0341' };
  return { ok: true };
}

const SIGN_MESSAGES = { A0340: 'signWrong', A0341: 'signStale', A0342: 'signReplayed' } as const;

/**
 * Verifies a signed multipart request: throws ApiError A0340 (sign wrong, or token not the session's), A0341
 * (timestamp outside ±300 s) or A0342 (this very signature was already accepted). `sessionToken` defaults to the
 * request's satoken header.
 */
// Stryker disable next-line StringLiteral: with no satoken header any fallback refuses (A0340), as the form's token never equals it
export function verifySignedForm(req: MockRequest, sessionToken = header(req, 'satoken') || ''): void {
  const fields = formFields(req.body);
  const t0 = now();
  let check = checkSignedFields(fields, sessionToken, t0);
  if (check.ok && !firstUse(fields, t0)) check = { ok: false, code: 'A0342' };
  if (!check.ok) {
    const lang = pickLang(header(req, 'accept-language'));
    throw new ApiError(check.code, t(lang, SIGN_MESSAGES[check.code]));
  }
}

/**
 * Dotted keys back to nested values: {'ids.0': '3', 'a.b': 'x'} → {ids: ['3'], a: {b: 'x'}}. A key with a segment
 * that reaches a prototype (`__proto__`, `constructor`, `prototype`) throws: callers refuse such forms first.
 */
export function unflatten(fields: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  Object.keys(fields).forEach((key) => {
    const parts = key.split('.');
    if (parts.some((part) => FORBIDDEN_KEYS.has(part))) throw new Error(`unflatten: forbidden field name ${key}`);
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = fields[key];
      else {
        if (!isPlainObject(node[part])) node[part] = {};
        node = node[part] as Record<string, unknown>;
      }
    });
  });
  const toArrays = (v: unknown): unknown => {
    if (!isPlainObject(v)) return v;
    const keys = Object.keys(v);
    const mapped = Object.fromEntries(keys.map((k) => [k, toArrays(v[k])]));
    const numeric = keys.length > 0 && keys.every((k, i) => k === String(i));
    return numeric ? keys.map((k) => mapped[k]) : mapped;
  };
  return toArrays(root) as Record<string, unknown>;
}
