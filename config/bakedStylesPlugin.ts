import type { IApi } from '@umijs/max';
import { bakeStyles } from './bakedStyles';

/** Where the baked styles are written, under umi's generated folder (`@@/` in imports). */
export const BAKED_STYLES_FILE = 'plugin-bakedStyles/antd.css';

/**
 * mini-css-extract's `insert` (run in the browser as its source text, so self-contained): a stylesheet of a chunk
 * loaded later goes before the console's own stylesheet (umi.css, the one link index.html has), where antd puts the
 * styles it generates at run time, so the console's rules still come after antd's.
 */
export function beforeConsoleCss(link: HTMLLinkElement) {
  const own = document.head.querySelector('link[rel="stylesheet"]:not([data-href])');
  document.head.insertBefore(link, own);
}

/**
 * docs/rules.md "Pre-baked component styles": as umi generates its files (build, dev, setup), the styles of the
 * console's shell and first screens are rendered in node (config/bakedStyles.ts) and written to
 * `@@/plugin-bakedStyles/antd.css`, a chunk that src/app.tsx loads on the console's pages before their first render
 * (never on the sign-in page).
 */
export default (api: IApi) => {
  let css: string | undefined;
  api.onGenerateFiles(() => {
    // once per process: the styles depend on the installed libraries and the theme, not on the files being edited
    css ??= bakeStyles();
    api.writeTmpFile({ path: BAKED_STYLES_FILE, noPluginDir: true, content: css });
  });
  api.chainWebpack((memo) => {
    if (memo.plugins.has('mini-css-extract-plugin')) {
      memo.plugin('mini-css-extract-plugin').tap(([options]) => [{ ...options, insert: beforeConsoleCss }]);
    }
    return memo;
  });
};
