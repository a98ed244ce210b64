import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';

/** Languages written right to left (docs/rules.md "Locales"). */
export const RTL_LANGS = ['he', 'ar', 'fa', 'ku'];

export function isRtl(locale: string) {
  return RTL_LANGS.includes(locale.split(/[-_]/)[0].toLowerCase());
}

const DAYJS_LOCALE: Record<string, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', 'en-US': 'en', 'pt-BR': 'pt-br' };

/** What umi's locale plugin does not do itself: <html dir/lang> and dayjs's locale (STACK_NOTES, Locales). */
export function applyLocaleSideEffects(locale: string) {
  const html = document.documentElement;
  html.setAttribute('dir', isRtl(locale) ? 'rtl' : 'ltr');
  html.setAttribute('lang', locale);
  dayjs.locale(DAYJS_LOCALE[locale] || 'zh-cn');
}
