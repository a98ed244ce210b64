import { defineConfig } from '@umijs/max';
import { join } from 'node:path';
import defaultSettings from './config/defaultSettings';
import { proxyFor } from './config/proxy';
import routes from './config/routes';

const useRealBackend = Boolean(process.env.API_TARGET || process.env.ONLINEPACK_TARGET);

export default defineConfig({
  title: 'Game Ops Console',
  hash: true,
  // An internal console for current browsers (Chromium, Edge, Firefox, Safari of the last two years): no core-js
  // polyfills (−60 KiB gzip on every page); antd 5 works on dayjs, so moment is aliased away too.
  polyfill: false,
  moment2dayjs: { preset: 'antd', plugins: [] },
  // esbuild's minifier otherwise hoists helpers that clash across chunks ("Found conflicts in esbuild helpers")
  esbuildMinifyIIFE: true,
  // umi-request's two qs calls go to a small shim (no side-channel/object-inspect/get-intrinsic) and the fetch
  // polyfill is left out: src/request/qs.ts, src/request/nativeFetch.ts (docs/rules.md "First download", where the
  // A/B that keeps them is). vitest.config.ts aliases the same.
  alias: {
    qs$: join(__dirname, 'src/request/qs.ts'),
    'isomorphic-fetch$': join(__dirname, 'src/request/nativeFetch.ts'),
  },
  // react-helmet-async is not used (the page title is the static `title` above)
  helmet: false,
  antd: {},
  dva: {},
  // access the umi way: src/access.ts turns the user model's authority into can(key) and canRoute(route), given to
  // useAccess() by src/app.tsx's accessProvider; umi's access runtime still asks for the initial state (none is set),
  // which needs the model plugin.
  model: {},
  initialState: {},
  access: {},
  // umi's axios request plugin stays off: umi-request is the one request library (src/request/index.ts).
  request: false,
  layout: false,
  locale: { default: 'zh-CN', antd: true, baseNavigator: false, title: false, baseSeparator: '-' },
  routes,
  proxy: proxyFor(process.env),
  // only the top-level mock/*.ts files are mock entries: every file in a subfolder (helpers, seeds, tests) and the
  // top-level tests are not (umi globs mock/**/*.[jt]s; see mock/backend/entries.test.ts)
  mock: useRealBackend ? false : { exclude: ['mock/*/**/*', 'mock/*.test.ts'] },
  // what differs between environments (the portal's address among it) is read at run time from /config.json, not
  // built in (docs/rules.md "Run-time configuration"); the build's version and commit come from
  // config/buildInfoPlugin.ts
  define: {
    'process.env.LAYOUT_DEFAULTS': defaultSettings,
  },
  favicons: ['/favicon.svg'],
  // the run-time configuration is read before the first render (docs/rules.md "Run-time configuration"): asked for
  // by the page itself, it travels with the scripts instead of after them
  links: [{ rel: 'preload', href: '/config.json', as: 'fetch', crossorigin: 'anonymous' }],
  codeSplitting: { jsStrategy: 'granularChunks' },
  // read only when ANALYZE=1 (`npm run bench:bundle`, scripts/bench/bundle.mjs): webpack-bundle-analyzer's report of
  // every output file's modules, as JSON beside the bench's other results
  analyze: { analyzerMode: 'json', reportFilename: '../.bench/bundle.json', logLevel: 'warn' },
  npmClient: 'npm',
  // antd's styles for the main layout generated at build time (config/antdStylesPlugin.ts); a chunk's stylesheet
  // goes before the console's own (config/chunkCssPlugin.ts); every script
  // of a production build starts with V8's compile hint (docs/rules.md "Compile hints"); the build's identity in the
  // bundle and in dist/version.json (docs/rules.md "Run-time configuration"); the hashed files' gzip and brotli
  // copies that nginx sends as they are (docs/rules.md "Serving")
  plugins: [
    './config/antdStylesPlugin.ts',
    './config/chunkCssPlugin.ts',
    './config/compileHintsPlugin.ts',
    './config/buildInfoPlugin.ts',
    './config/precompressPlugin.ts',
  ],
});
