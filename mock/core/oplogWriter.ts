import { nextId, getStore } from './store';
import type { OpLogEntry } from './types';

/** Keeps the newest entries only, so a long session does not grow without bound. */
const MAX_ENTRIES = 5000;
const SECRET_KEYS =
  /^(password|oldPassword|newPassword|salt|hash|secret|appSecret|payKey|privateKey|apiKey|certPassword|token|sToken|satoken)$/i;
/** Whether a field's name says it holds a secret (stored as `***` in the log). */
export const isSecretKey = (key: string): boolean => SECRET_KEYS.test(key);

/** A value already masked by its handler (`abcd****wxyz`): kept, so a log still shows that a secret changed. */
const MASKED = /^[^*]{0,4}\*{4}[^*]{0,4}$/;

const redactOne = (key: string, v: unknown) =>
  key && SECRET_KEYS.test(key) && v !== null && v !== '' && !(typeof v === 'string' && MASKED.test(v)) ? '***' : v;

/** A JSON copy with secret-looking keys replaced by '***' (unless the handler already masked the value). */
export function redact(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, redactOne));
}

export function writeOpLog(entry: Omit<OpLogEntry, 'id'>): OpLogEntry {
  const store = getStore();
  const row: OpLogEntry = {
    ...entry,
    id: nextId('oplog'),
    before: redact(entry.before),
    after: redact(entry.after),
  };
  store.oplog.push(row);
  if (store.oplog.length > MAX_ENTRIES) store.oplog.splice(0, store.oplog.length - MAX_ENTRIES);
  return row;
}
