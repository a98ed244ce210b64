import type { IApi } from '@umijs/max';

/**
 * mini-css-extract's `insert` (run in the browser as its source text, so self-contained): a stylesheet of a chunk
 * loaded later (the sign-in page's, the protocol editor's) goes before the console's own stylesheet (umi.css, the one
 * link index.html has), where antd puts the styles it generates at run time, so the console's rules still come after
 * antd's.
 */
export function beforeConsoleCss(link: HTMLLinkElement) {
  const own = document.head.querySelector('link[rel="stylesheet"]:not([data-href])');
  document.head.insertBefore(link, own);
}

export default (api: IApi) => {
  api.chainWebpack((memo) => {
    if (memo.plugins.has('mini-css-extract-plugin')) {
      memo.plugin('mini-css-extract-plugin').tap(([options]) => [{ ...options, insert: beforeConsoleCss }]);
    }
    return memo;
  });
};
