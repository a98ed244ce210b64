import { mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * vitest.config.ts for mutation testing (stryker.config.mjs): the same projects, but one test worker kept for the whole
 * run (`isolate: false`), so each mutant does not pay for a fresh worker, jsdom and the setup file. Mutants that only
 * act when a module is first loaded (Stryker's "static" mutants) cannot be switched on in a kept worker: the Stryker
 * configuration ignores them (`ignoreStatic`).
 */
export default mergeConfig(base, { test: { isolate: false, poolOptions: { threads: { isolate: false } } } });
