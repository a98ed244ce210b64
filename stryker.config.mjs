// @ts-check
import { writeFileSync } from 'node:fs';

/**
 * Mutation testing of the guard modules (README "Mutation testing"): StrykerJS changes one thing at a time in a guard
 * (a `===` into `!==`, a condition into `true`, a string into '' …) and runs that module's tests; a change no test
 * notices (a survivor) is a bug the suite would let through. `npm run mutate` runs every module below one at a time
 * (scripts/mutate.mjs) and prints the score of each; `npm run mutate -- <file>` runs one.
 *
 * GUARDS: the modules mutated and, for each, the test files that guard it (Stryker's `testFiles`: only those run, and
 * of those only the tests that reach the mutant, so a mutant never runs the whole suite). A module's own test file
 * comes first; the areas' HTTP tests are listed only where the module has no test of its own (they reset the whole
 * backend per test: minutes a mutant on the shared machine).
 */
export const GUARDS = [
  // request ids and versions
  { file: 'mock/core/staleSave.ts', tests: ['mock/core/staleSave.test.ts'] },
  { file: 'mock/core/replay.ts', tests: ['mock/core/replay.test.ts'] },
  { file: 'mock/core/versions.ts', tests: ['mock/core/versions.test.ts', 'mock/core/staleSave.test.ts'] },
  { file: 'src/request/requestId.ts', tests: ['src/request/requestId.test.ts'] },
  // grants and sessions
  { file: 'mock/core/access.ts', tests: ['mock/core/access.test.ts'] },
  { file: 'mock/core/sessions.ts', tests: ['mock/core/sessions.test.ts', 'mock/auth/handlers.test.ts'] },
  // signed forms
  { file: 'mock/core/signedForm.ts', tests: ['mock/backend/signedForm.test.ts'] },
  { file: 'src/request/sign.ts', tests: ['src/request/sign.test.ts'] },
  // refunds and the two-person rule
  {
    file: 'mock/orders/refunds.ts',
    tests: ['mock/orders/refunds.test.ts', 'mock/orders/handlers.test.ts'],
  },
  // money and cents
  { file: 'src/utils/money.ts', tests: ['src/utils/money.test.ts'] },
  // the business time zone: their tests move the process's zone (process.env.TZ), which a worker thread cannot
  { file: 'src/utils/businessTime.ts', tests: ['src/utils/businessTime.test.ts'], ownProcess: true },
  {
    file: 'src/utils/timeZone.ts',
    tests: ['src/utils/timeZone.test.ts', 'src/utils/businessTime.test.ts'],
    ownProcess: true,
  },
  { file: 'mock/core/clock.ts', tests: ['mock/backend/businessZone.test.ts'] },
  // the body filter
  { file: 'src/request/bodyFilter.ts', tests: ['src/request/bodyFilter.test.ts'] },
  // the HTML sanitiser
  {
    file: 'src/utils/sanitizeHtml.ts',
    tests: ['src/utils/sanitizeHtml.test.ts', 'src/utils/sanitizeHtml.node.test.ts'],
  },
  // CSV: the export's cells and the imports' reader
  { file: 'src/utils/csvExport.ts', tests: ['src/utils/csvExport.test.ts'] },
  { file: 'src/utils/csv.ts', tests: ['src/utils/csv.test.ts'] },
  // ban import preview and token
  {
    file: 'mock/operate/stopConfig/importCsv.ts',
    tests: ['mock/operate/stopConfig/importCsv.test.ts', 'mock/operate/stopConfig/importToken.test.ts'],
  },
  { file: 'mock/operate/stopConfig/importToken.ts', tests: ['mock/operate/stopConfig/importToken.test.ts'] },
  // account migration preview
  {
    file: 'mock/roleTransfer/rules.ts',
    tests: ['mock/roleTransfer/rules.test.ts', 'mock/roleTransfer/handlers.test.ts'],
  },
];

/**
 * The modules of this run: MUTATE_ONLY (set by scripts/mutate.mjs, comma-separated), or, for a bare `npx stryker
 * run`, every module but those marked `ownProcess` (below).
 *
 * A module marked `ownProcess` is tested by tests that set the browser's time zone through process.env.TZ. Stryker's
 * vitest runner runs every test in a worker thread, where a changed TZ is not seen (node keeps one zone per process,
 * read at start): there, each mutant runs its tests with `vitest run` in a process of its own (Stryker's command
 * runner: slower, every test of the files for every mutant, a mutant killed when the run fails). Such a module is run
 * alone (scripts/mutate.mjs runs one module at a time).
 */
const only = process.env.MUTATE_ONLY?.split(',').filter(Boolean);
const selected = only ? GUARDS.filter((g) => only.includes(g.file)) : GUARDS.filter((g) => !g.ownProcess);
const ownProcess = selected.some((g) => g.ownProcess);
if (ownProcess && selected.length > 1) {
  throw new Error(`run ${selected.filter((g) => g.ownProcess).map((g) => g.file).join(', ')} alone (npm run mutate -- <file>)`);
}
const tests = [...new Set(selected.flatMap((g) => g.tests))];

/**
 * The TypeScript checker (`npm run mutate -- --types`, MUTATE_TYPES=1) drops a mutant that does not compile before any
 * test runs. It is off by default: on the shared 2-core machine it took 3 minutes to start and about 2 minutes per
 * group of mutants (Stryker estimated 9 hours for csv.ts's 82 mutants), as a mutated module's imports reach most of
 * src/. Without it, a mutant that does not compile fails its tests at run time (vitest strips types), and a survivor
 * is judged by hand. It compiles only the mutated modules and what they import (tsconfig.stryker.json, written here
 * from GUARDS, git-ignored).
 */
const types = process.env.MUTATE_TYPES === '1';
if (types) {
  writeFileSync(
    'tsconfig.stryker.json',
    `${JSON.stringify({ extends: './tsconfig.json', include: ['src/typings.d.ts', ...selected.map((g) => g.file)] }, null, 2)}\n`,
  );
}

/**
 * Stryker's options, typed through the listed @stryker-mutator/core (its `Stryker` takes them) rather than its own
 * dependency @stryker-mutator/api.
 * @type {ConstructorParameters<typeof import('@stryker-mutator/core').Stryker>[0]}
 */
export default {
  packageManager: 'npm',
  ...(ownProcess
    ? {
        testRunner: 'command',
        // node straight to vitest: npx adds a second or so to each of the module's mutants
        commandRunner: { command: `node node_modules/vitest/vitest.mjs run --project unit ${tests.join(' ')}` },
        coverageAnalysis: 'off',
      }
    : {
        testRunner: 'vitest',
        vitest: { configFile: 'vitest.config.ts', related: false },
        coverageAnalysis: 'perTest',
        // A "static" mutant (in code run once as a module loads: a module-level regex or arrow function) is not
        // switched on by the vitest runner here: csv.ts's `part = () => undefined` "survived" tests that fail when it
        // is planted by hand. They are left out (Ignored in the report) rather than counted as false survivors.
        ignoreStatic: true,
        testFiles: tests,
      }),
  checkers: types ? ['typescript'] : [],
  ...(types ? { tsconfigFile: 'tsconfig.stryker.json' } : {}),
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: selected.map((g) => g.file),
  // the machine is shared: one test process at a time
  concurrency: 1,
  timeoutMS: 20_000,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  // scripts/mutate.mjs names them after the module
  htmlReporter: { fileName: process.env.MUTATE_HTML ?? 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: process.env.MUTATE_JSON ?? 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  disableTypeChecks: '{src,mock}/**/*.{ts,tsx}',
  ignorePatterns: ['.stryker-tmp*', 'dist', 'dist-*', 'reports', 'test-results', 'playwright-report', '.bench', 'coverage', 'tests/e2e'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  thresholds: { high: 95, low: 90, break: null },
};
