import { getIntl, getLocale } from '@umijs/max';
import { local, STORAGE_KEYS } from './storage';

/** Formats a locale message outside React (request layer, models). Falls back to the key itself. */
export function t(id: string, values?: Record<string, string | number>): string {
  try {
    return getIntl().formatMessage({ id }, values);
  } catch {
    return id;
  }
}

/** The interface languages; any other browser language shows zh-CN text (STACK_NOTES "Locales"). */
export const LOCALES = ['zh-CN', 'en-US', 'pt-BR', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];

/** The interface language, sent as Accept-Language so the backend answers in it (tips, msg). */
export function currentLocale(): Locale {
  let lang: string | null = null;
  try {
    lang = getLocale();
  } catch {
    // outside the app runtime (unit tests, before render): the same sources umi reads
    lang = local.get(STORAGE_KEYS.locale) || (typeof navigator !== 'undefined' ? navigator.language : null);
  }
  return (LOCALES as readonly string[]).includes(lang || '') ? (lang as Locale) : 'zh-CN';
}
