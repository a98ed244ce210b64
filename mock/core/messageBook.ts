import { ApiError, type ErrorCode } from './errors';
import type { Lang } from './i18n';

/** A table of an area's backend messages: each key in the four languages, `{name}` marking a value to fill in. */
export type MessageTable<K extends string> = Record<K, Record<Lang, string>>;

type Vars = Record<string, string | number>;

/** One message in the four languages: an entry of an area's table (`BAN_MESSAGES.notFound`). */
export type Message = Record<Lang, string>;

/** The message in `lang` with its `{name}` places filled (a place without a value stays as written). */
export function say(lang: Lang, message: Message, vars: Vars = {}): string {
  return message[lang].replace(/\{(\w+)\}/g, (m, k: string) => (vars[k] === undefined ? m : String(vars[k])));
}

/**
 * The backend's one failure (docs/rules.md "Error catalogue"): throws the envelope's failure `code` with `message`
 * (an entry of the area's table, or of the framework's MESSAGES) in the operator's language `lang` (a handler passes
 * `ctx.lang`; the framework, before a handler's context exists, the request's language).
 */
export function fail(lang: Lang, code: ErrorCode, message: Message, vars?: Vars): never {
  throw new ApiError(code, say(lang, message, vars));
}

/** An area's messages (docs/rules.md "Error catalogue"): `text(lang, key, vars)`, the message of a key of its table. */
export function messageBook<K extends string>(table: MessageTable<K>) {
  const text = (lang: Lang, key: K, vars: Vars = {}): string => say(lang, table[key], vars);
  return { text };
}
