/**
 * Configuration history (docs/rules.md "Configuration history"): every save of a configuration record is a version;
 * the areas record theirs (`recordVersion`), the history's endpoints list, compare and roll them back. App-wide: seven
 * areas write to it, and the framework's version checks take those records' versions from it.
 */
export { historyApi } from './handlers';
export { recordVersion, restoringId, snapshotOf, versionsOf } from './record';
