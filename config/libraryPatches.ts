import { join } from 'node:path';
import type { IApi } from '@umijs/max';

/** One exact text replacement in one file of an installed library (docs/rules.md "Library patches"). */
export interface LibraryPatch {
  /** the file, as its path ends inside node_modules (forward slashes) */
  file: string;
  /** the text to replace: it must occur exactly once in that file, else the build fails */
  find: string;
  replace: string;
  /** what the patch is for, named in the build's error when the library has changed */
  why: string;
}

const NOTE = 'library patch (config/libraryPatches.ts, docs/rules.md "Library patches")';
/** react-intl: someone other than its default handler listens for its errors */
const LISTENING = 'onError !== DEFAULT_INTL_CONFIG.onError';

/**
 * No ICU work before a screen's first rows: the first Intl object a page makes costs 50–130 ms of main-thread time
 * (Chromium loads ICU's locale data), and three libraries made one as the console opened although nothing on the
 * first screen formats a number or date with Intl. Each patch keeps what the library does, only later or not at all
 * where its result was never used.
 */
export const LIBRARY_PATCHES: readonly LibraryPatch[] = [
  {
    why: "intl-messageformat reads the browser's default locale as its module loads",
    file: 'intl-messageformat/lib/core.js',
    find: '    IntlMessageFormat.defaultLocale = new Intl.NumberFormat().resolvedOptions().locale;\n',
    replace: `    // ${NOTE}: read when first asked for (a message given no locale), not as the module loads
    var defaultLocale;
    Object.defineProperty(IntlMessageFormat, 'defaultLocale', {
        configurable: true,
        enumerable: true,
        get: function () {
            if (defaultLocale === undefined) defaultLocale = new Intl.NumberFormat().resolvedOptions().locale;
            return defaultLocale;
        },
        set: function (value) {
            defaultLocale = value;
        },
    });
`,
  },
  {
    why: "react-intl's createIntl asks Intl whether it supports the locale, only to warn",
    file: 'react-intl/lib/components/provider.js',
    find: '    else if (!Intl.NumberFormat.supportedLocalesOf(locale).length && onError) {\n',
    // the answer only goes to onError; react-intl's default onError prints in development builds and does nothing in
    // production ones, which are the only builds patched
    replace:
      `    // ${NOTE}: asked only when someone listens\n` +
      `    else if (${LISTENING} && !Intl.NumberFormat.supportedLocalesOf(locale).length && onError) {\n`,
  },
  {
    why: "react-intl's createIntl asks Intl whether it supports the locale, only to warn",
    file: 'react-intl/lib/components/provider.js',
    find: '    else if (!Intl.DateTimeFormat.supportedLocalesOf(locale).length &&\n',
    replace: `    else if (${LISTENING} && !Intl.DateTimeFormat.supportedLocalesOf(locale).length &&\n`,
  },
  {
    why: "pro-field's money field makes a currency formatter as its module loads",
    file: '@ant-design/pro-field/es/components/Money/index.js',
    find:
      "var defaultMoneyIntl = new Intl.NumberFormat('zh-Hans-CN', {\n" +
      "  currency: 'CNY',\n  style: 'currency'\n});\n",
    // the module only ever spreads it into formatter options, and an Intl.NumberFormat has no own properties: it
    // spreads to nothing, as {} does
    replace: `// ${NOTE}: only ever spread, and a NumberFormat spreads to {}\nvar defaultMoneyIntl = {};\n`,
  },
];

/** The loader that applies them (plain JavaScript: webpack loads it with Node's require). */
const LOADER = join(__dirname, 'libraryPatchesLoader.cjs');

/** Whether `resourcePath` (any separators) is the library file `file`. */
export function isPatchedFile(resourcePath: string, file: string): boolean {
  return resourcePath.replace(/\\/g, '/').endsWith(`/node_modules/${file}`);
}

/**
 * docs/rules.md "Library patches": a production build rewrites a few exact texts of installed libraries as webpack
 * reads them (config/libraryPatchesLoader.cjs), one rule per file. A patch whose text is not in its file exactly once
 * fails the build with its reason: the library has changed and the patch needs a look.
 */
export default (api: IApi) => {
  api.chainWebpack((memo, { env }) => {
    if (env !== 'production') return memo;
    for (const file of new Set(LIBRARY_PATCHES.map((p) => p.file))) {
      memo.module
        .rule(`library-patch ${file}`)
        .enforce('pre')
        .test((path: string) => isPatchedFile(path, file))
        .use('library-patch')
        .loader(LOADER)
        .options({ patches: LIBRARY_PATCHES.filter((p) => p.file === file) });
    }
    return memo;
  });
};
