import { nextId, getStore } from './store';
import type { OpLogEntry } from './types';

/** Keeps the newest entries only, so a long session does not grow without bound. */
const MAX_ENTRIES = 5000;
const SECRET_KEYS = /^(password|oldPassword|newPassword|salt|hash|secret|appSecret|payKey|token|sToken|satoken)$/i;

/** A JSON copy with secret-looking keys replaced by '***'. */
export function redact(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, (key, v: unknown) => (key && SECRET_KEYS.test(key) && v !== null && v !== '' ? '***' : v)),
  );
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
