import type { KnipConfig } from 'knip';
import routes, { type AppRoute } from './config/routes';

/**
 * Unused files, exports and dependencies (`npx knip`, run by `npm test`). umi finds most of the console's modules by
 * convention or by a path string, not by an import, so they are this file's entries:
 * - the pages and layouts config/routes.ts names (`./x` is src/pages/x, `@/x` is src/x), read from the route tree;
 * - umi's conventions: src/app.tsx (runtime), src/access.ts, src/models (dva and umi models), src/locales/<lang>.ts;
 * - .umirc.ts, the build plugins and aliases it names by path; every top-level mock/*.ts (umi's mock entries);
 * - the scripts package.json runs, and the tests (vitest's and playwright's plugins find those).
 */
function components(list: AppRoute[]): string[] {
  return list.flatMap((r) => [
    ...[r.component, ...(r.wrappers ?? [])]
      .filter((c): c is string => Boolean(c))
      .map((c) => (c.startsWith('@/') ? `src/${c.slice(2)}` : `src/pages/${c.replace(/^\.\//, '')}`))
      .map((c) => `${c}{.tsx,.ts,/index.tsx,/index.ts}`),
    ...components(r.routes ?? []),
  ]);
}

const config: KnipConfig = {
  entry: [
    ...new Set(components(routes)),
    'src/app.tsx',
    'src/access.ts',
    'src/models/*.ts',
    'src/locales/*.ts',
    '.umirc.ts',
    'config/*Plugin.ts',
    'mock/*.ts',
    'scripts/*.mjs',
    'scripts/contract/{verify,embedded}.ts',
    // what .umirc.ts and vitest.config.ts alias `qs` and `isomorphic-fetch` to (a path string, not an import)
    'src/request/{qs,nativeFetch}.ts',
  ],
  project: ['src/**/*.{ts,tsx}', 'mock/**/*.ts', 'config/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts', '*.ts'],
  // an export the file itself uses is its own business, not dead code
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // umi's tsconfig maps `@umijs/max` (a listed dependency) to umi, which it ships
    'umi',
    // the router umi ships: the workspace reads its location context (src/components/Workspace), one copy with umi's
    'react-router',
    // run by its file's path, node_modules/@redocly/cli/bin/cli.js (scripts/contract/apiDocs.ts, redocly.test.ts),
    // which is no import knip can follow
    '@redocly/cli',
    // stryker.config.mjs names its checker only when MUTATE_TYPES=1 (`checkers: types ? ['typescript'] : []`), a value
    // knip's Stryker plugin does not evaluate
    '@stryker-mutator/typescript-checker',
    // tests only, each reaching the very copy the console runs, which no listed package exports:
    // - src/access.test.ts mounts the dva user model in a store of its own; @umijs/max exports getDvaApp (the running
    //   app's) but not dva's `create` nor react-redux's Provider, which umi ships in @umijs/plugins/libs/dva
    // - src/utils/fieldRules.test.ts validates with the validator antd's forms run (antd's own dependency); antd
    //   exports no way to run a field's rules without mounting a form
    '@umijs/plugins',
    '@rc-component/async-validator',
  ],
  // vitest ships vite-node (package.json's contract:verify, scripts/contract/verify.test.ts)
  ignoreBinaries: ['vite-node'],
  // scripts/contract/verify.test.ts starts `vite-node scripts/contract/verify.ts` from the checkout's root
  ignoreUnresolved: ['scripts/contract/verify.ts'],
};

export default config;
