/**
 * Configuration history (docs/rules.md "Configuration history"): every save of a configuration record is a version;
 * the areas record theirs (`recordVersion`), the history's endpoints list, compare and roll them back. App-wide: seven
 * areas write to it, and the framework's version checks take those records' versions from it.
 */
export { historyApi } from './handlers';
export { recordVersion, restoringId, snapshotOf } from './record';

/** Set-up (mock/backend): the framework's version checks take a configuration record's versions from its history. */
export { provideVersions as setup } from './record';
