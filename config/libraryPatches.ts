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
const ICU_PATCHES: readonly LibraryPatch[] = [
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

/** pro-table: a loading state was set since the last call ended (a call started), so there is one to end */
const LOADING_SET = 'loadingSetRef';

/**
 * No drawing twice what has not changed, before a screen's first rows: as a cold /oplog opened, the layout, its side
 * menu (about 700 components), the search form and the table were each drawn again after mounting, only because a
 * library set a state to the value it already had (rc-util's merged state draws again on every set) or handed over an
 * object that nothing drawn depends on. Each patch skips only a set that changes nothing.
 */
const RENDER_PATCHES: readonly LibraryPatch[] = [
  {
    why: 'pro-layout sets its menu-loading state to the value it already has as it mounts',
    file: '@ant-design/pro-layout/es/ProLayout.js',
    find: '    setMenuLoading(isLoading);\n',
    replace:
      `    // ${NOTE}: set only when it changes\n` + '    if (isLoading !== menuLoading) setMenuLoading(isLoading);\n',
  },
  {
    why: "pro-layout sets the current menu entry's layout props after mounting, to an equal value",
    file: '@ant-design/pro-layout/es/utils/useCurrentMenuLayoutProps.js',
    find: '    setCurrentMenuLayoutProps = _useState2[1];\n',
    // the effect sets omitUndefined({...}): undefined when the entry sets none of them, which spreads as {} does
    replace: `    setLayoutPropsState = _useState2[1];
  // ${NOTE}: the state kept when the new props have the same keys and values (undefined counting as {})
  var setCurrentMenuLayoutProps = function setCurrentMenuLayoutProps(next) {
    setLayoutPropsState(function (prev) {
      var a = prev || {}, b = next || {}, ka = Object.keys(a), kb = Object.keys(b);
      return ka.length === kb.length && ka.every(function (k) { return a[k] === b[k]; }) ? prev : next;
    });
  };
`,
  },
  {
    why: "pro-layout's side menu sets its open-all state to false as it mounts, even when it is false",
    file: '@ant-design/pro-layout/es/components/SiderMenu/BaseMenu.js',
    find: '    } else {\n      setDefaultOpenAll(false);\n    }\n',
    // the layout's `menu.defaultOpenAll: false` (src/layouts/BasicLayout.tsx) makes it false from the start
    replace:
      '    } else if (defaultOpenAll !== false) {\n' +
      `      // ${NOTE}: set only when it changes\n` +
      '      setDefaultOpenAll(false);\n    }\n',
  },
  {
    why: 'pro-table ends a call that never started (loading states set to false again) as its table mounts',
    file: '@ant-design/pro-table/es/useFetchData.js',
    find: '  var requestFinally = useRefFunction(function () {\n',
    replace: `  // ${NOTE}: nothing to end when no call set a loading state since the last end and none shows
  var ${LOADING_SET} = useRef(false);
  var requestFinally = useRefFunction(function () {
    if (!${LOADING_SET}.current && tableLoading === false && pollingLoading === false) return;
    ${LOADING_SET}.current = false;
`,
  },
  {
    why: 'pro-table ends a call that never started (loading states set to false again) as its table mounts',
    file: '@ant-design/pro-table/es/useFetchData.js',
    find: '            if (!isPolling) {\n              setTableLoading(true);\n',
    replace:
      `            ${LOADING_SET}.current = true;\n` +
      '            if (!isPolling) {\n              setTableLoading(true);\n',
  },
  {
    why: "pro-form's schema form draws all its fields again each time its form object is handed over (twice on mount)",
    file: '@ant-design/pro-form/es/components/SchemaForm/index.js',
    find: '  var formRef = useReactiveRef(props.form || formInstance || form);\n',
    // the object only goes to the fields' prop functions (read when called) and to the owner's formRef, which
    // onInit sets itself; nothing drawn depends on which object it is
    replace:
      `  // ${NOTE}: a plain ref, not one that draws the form again when set\n` +
      '  var formRef = useRef(props.form || formInstance || form);\n',
  },
  {
    why: "pro-form's query filter guesses its width as the whole page's, then lays its columns out again once measured",
    file: '@ant-design/pro-form/es/layouts/QueryFilter/index.js',
    find: '"submitterColSpanProps"];\n',
    // a prop of its own, not handed on to the form element
    replace: `"submitterColSpanProps", "initialWidth"]; // ${NOTE}\n`,
  },
  {
    why: "pro-form's query filter guesses its width as the whole page's, then lays its columns out again once measured",
    file: '@ant-design/pro-form/es/layouts/QueryFilter/index.js',
    find: ': defaultWidth;\n',
    // the width it starts from when its owner knows it (CrudTable: the workspace's, which the form spans); the
    // measurement still follows, and lays the columns out again only when it differs
    replace: `: props.initialWidth || defaultWidth; // ${NOTE}: the owner's width first\n`,
  },
];

export const LIBRARY_PATCHES: readonly LibraryPatch[] = [...ICU_PATCHES, ...RENDER_PATCHES];

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
