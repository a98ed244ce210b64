import { addLocale } from '@umijs/max';

/**
 * The screens' messages (every area's, from src/pages/<area>/locales/), one chunk per language, loaded only for the
 * language in use: the sign-in page never carries them, and the console downloads ~10 KiB of them instead of all
 * four languages' 41 KiB. The console starts loading them as soon as it knows it will render (src/app.tsx),
 * alongside its own chunks; the language switcher loads the new language's before switching, so no screen shows a
 * bare message id.
 *
 * Once loaded, a language's messages are added to umi's locale table too (getIntl() outside React knows them).
 */
export type Messages = Record<string, string>;

const LOADERS: Record<string, () => Promise<{ default: Messages }>> = {
  'zh-CN': () => import(/* webpackChunkName: "area-zh-CN" */ './area/zh-CN'),
  'en-US': () => import(/* webpackChunkName: "area-en-US" */ './area/en-US'),
  'pt-BR': () => import(/* webpackChunkName: "area-pt-BR" */ './area/pt-BR'),
  'zh-TW': () => import(/* webpackChunkName: "area-zh-TW" */ './area/zh-TW'),
};

const RETRY_MS = 2000;
const loaded: Record<string, Messages> = {};
const pending: Record<string, Promise<Messages>> = {};

/** The language whose messages stand for `lang` (any other language shows zh-CN text, as the shell does). */
export const areaLanguage = (lang: string): string => (LOADERS[lang] ? lang : 'zh-CN');

/** The messages of `lang` when already loaded, else undefined. */
export const areaMessages = (lang: string): Messages | undefined => loaded[areaLanguage(lang)];

/**
 * Loads (once) the messages of `lang`. A failed download (offline) settles as failed after two seconds and may then
 * be tried again, so a suspended workspace retries at that pace until the network is back.
 */
export function loadAreaMessages(lang: string): Promise<Messages> {
  const key = areaLanguage(lang);
  if (loaded[key]) return Promise.resolve(loaded[key]);
  if (!pending[key]) {
    pending[key] = LOADERS[key]().then(
      (m) => {
        loaded[key] = m.default;
        addLocale(key, m.default, undefined as never);
        return m.default;
      },
      (e) =>
        new Promise<Messages>((_, reject) => {
          setTimeout(() => {
            delete pending[key];
            reject(e);
          }, RETRY_MS);
        }),
    );
  }
  return pending[key];
}
