import { ApiError, type ErrorCode } from './errors';
import type { Lang } from './i18n';

/** A table of an area's backend messages: each key in the four languages, `{name}` marking a value to fill in. */
export type MessageTable<K extends string> = Record<K, Record<Lang, string>>;

type Vars = Record<string, string | number>;

/**
 * The type a failing helper is declared with (`export const xfail: FailWith<Key> = book.fail`): TypeScript narrows
 * after a call to a `never` function only when its declaration carries the type.
 */
export type FailWith<K extends string> = (lang: Lang, code: ErrorCode, key: K, vars?: Vars) => never;

/**
 * An area's messages (docs/rules.md "Error catalogue"): `text(lang, key, vars)` is the message in the operator's
 * language with its `{name}` places filled (a place without a value stays as written); `fail(lang, code, key, vars)`
 * throws it as the envelope's failure `code`. One implementation for every area's table.
 */
export function messageBook<K extends string>(table: MessageTable<K>) {
  const text = (lang: Lang, key: K, vars: Vars = {}): string =>
    table[key][lang].replace(/\{(\w+)\}/g, (m, k: string) => (vars[k] === undefined ? m : String(vars[k])));
  const fail: FailWith<K> = (lang, code, key, vars) => {
    throw new ApiError(code, text(lang, key, vars));
  };
  return { text, fail };
}
