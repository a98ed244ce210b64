import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests (STACK_NOTES "Tests"). Six projects share this config:
 *  - `unit`: src/**\/*.test.{ts,tsx} in jsdom, with tests/setup.ts (`unit-process`: the few that need a process of
 *    their own);
 *  - `mock`: mock/**\/*.test.ts in plain node (the embedded backend runs in node, not in a page), the files of a
 *    worker sharing its modules (`mock-alone`: the two that set up the framework without the domains);
 *  - `build`: config/**\/*.test.ts, deploy/**\/*.test.ts and scripts/*.test.ts in plain node (the build's own steps,
 *    nginx's site, the scripts: areas' boundaries, registries);
 *  - `contract`: scripts/contract/**\/*.test.ts in plain node (the contract's answer checker and conformance run).
 * `test.projects` is vitest 3's replacement for the deprecated `environmentMatchGlobs`; a file may still override
 * its environment with a `// @vitest-environment <name>` docblock.
 * End-to-end tests (tests/e2e) belong to playwright, never to vitest.
 */
const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const alias = [
  { find: /^@umijs\/max$/, replacement: r('./src/.umi/exports.ts') },
  { find: /^umi$/, replacement: r('./src/.umi/exports.ts') },
  { find: /^@@\//, replacement: `${r('./src/.umi')}/` },
  { find: /^@\//, replacement: `${r('./src')}/` },
  // as in the build (.umirc.ts): umi-request's two qs calls go to a small shim; the browser's own fetch is used
  { find: /^qs$/, replacement: r('./src/request/qs.ts') },
  { find: /^isomorphic-fetch$/, replacement: r('./src/request/nativeFetch.ts') },
  // found as node finds a package (a node_modules of this folder or a parent): a Stryker sandbox has none of its own
  // when node_modules is a symbolic link, as in a git worktree
  { find: /^umi-request$/, replacement: createRequire(import.meta.url).resolve('umi-request/dist/index.esm.js') },
];

const exclude = ['**/node_modules/**', 'dist/**', 'tests/e2e/**', 'src/.umi*/**'];

/**
 * Unit test files that cannot run in a VM context: pwa.test.ts replaces `window.location` (jsdom's own window there,
 * where it cannot be redefined); qs.test.ts compares the shim with the real qs, and sanitizeHtml.node.test.ts loads
 * jsdom itself, whose dependencies mix module kinds in a way only node's own loader takes.
 */
const NEEDS_OWN_PROCESS = ['src/utils/pwa.test.ts', 'src/request/qs.test.ts', 'src/utils/sanitizeHtml.node.test.ts'];

/**
 * Backend test files that need modules of their own: they set up the framework without the domains
 * (`startOnce([])`), which a worker that already set up the whole backend cannot undo.
 */
const BACKEND_ALONE = ['mock/core/versions.test.ts', 'mock/core/replay.test.ts'];

export default defineConfig({
  resolve: { alias },
  esbuild: { jsx: 'automatic' },
  test: {
    globals: true,
    exclude,
    // one worker per core: vitest's default for a run is cores − 1, one worker on the 2-core CI machine, while its
    // main process (transforms, the reporter) mostly waits
    maxWorkers: 2,
    // vitest's default of 5 s a test is too short on a loaded 2-core CI machine for a jsdom test drawing whole antd
    // forms and tables, or a backend test that resets the seed (100,000 orders, 50,000 players) and goes over HTTP;
    // every project but `contract` (longer) takes this. No test asserts a time.
    testTimeout: 30_000,
    // umi-request's ES build is bundled through vite here (not loaded by node as is), so the aliases above reach it
    server: { deps: { inline: ['umi-request'] } },
    // the threads pool (the backend's tests, project `mock`) reuses its workers' modules from file to file; vitest
    // reads this from the root, not from a project. Not under Stryker (`npm run mutate`), whose vitest runner puts
    // every project in threads: there each test file keeps its own modules, as before.
    poolOptions: process.env.STRYKER_MUTATOR_WORKER === undefined ? { threads: { isolate: false } } : {},
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...exclude, ...NEEDS_OWN_PROCESS],
          setupFiles: ['./tests/setup.ts'],
          // each file in a fresh VM context of a kept worker (its own modules and page, as in a process of its own):
          // 1 min instead of 3.5 for this project on 2 cores, where a process per file spent most of its time
          // starting and loading jsdom
          pool: 'vmForks',
        },
      },
      {
        extends: true,
        // the files that need a process of their own (NEEDS_OWN_PROCESS)
        test: {
          name: 'unit-process',
          environment: 'jsdom',
          include: NEEDS_OWN_PROCESS,
          exclude,
          setupFiles: ['./tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'mock',
          environment: 'node',
          include: ['mock/**/*.test.ts'],
          exclude: [...exclude, ...BACKEND_ALONE],
          pool: 'threads',
          // the files of a worker share its modules: the backend is loaded and set up once per worker, not once per
          // file (1.5 min instead of 4 on 2 cores). Each test starts from the seed (a reset, areaTestBed), and a test
          // that changes what outlives it (a clock, a registration, an environment variable) puts it back.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'mock-alone',
          environment: 'node',
          include: BACKEND_ALONE,
          exclude,
        },
      },
      {
        extends: true,
        // the contract's checker and `npm run contract:verify` (scripts/contract): in node, against the embedded
        // backend over HTTP
        test: {
          name: 'contract',
          environment: 'node',
          testTimeout: 120_000,
          include: ['scripts/contract/**/*.test.ts'],
          exclude,
        },
      },
      {
        extends: true,
        // the build's own steps (config/), the server configuration (deploy/) and the scripts (scripts/): in node
        test: {
          name: 'build',
          environment: 'node',
          include: ['config/**/*.test.ts', 'deploy/**/*.test.ts', 'scripts/*.test.ts'],
          exclude,
        },
      },
    ],
  },
});
