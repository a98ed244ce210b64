/**
 * The mock tests' setup file (vitest.config.ts, project `mock`): every test file runs on the backend as an entry
 * serves it, set up by the same start-up (./index.ts), whatever part of it the file imports.
 */
import { startBackend } from './index';

startBackend();
