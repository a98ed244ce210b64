/**
 * The backend's start-up (docs/rules.md "Backend (embedded)"): what a domain gives the framework (its part of the
 * store's seed, its route names, where its records' versions come from) it gives from its own `setup()`, through the
 * registration functions of mock/core (`seedWith`, `registerRouteNames`, `takeVersionsFrom`). mock/backend runs every
 * domain's set-up, in its order, once, before an entry hands umi its handlers and before a test builds the backend;
 * nothing registers itself by being imported, and the store refuses to seed before the set-up ran.
 */
let started = false;

/** Runs `setups` in order, the first time only (each entry calls it through mock/backend). */
export function startOnce(setups: ReadonlyArray<() => void>): void {
  if (started) return;
  started = true;
  setups.forEach((setup) => setup());
}

/** Whether the set-up ran (the store checks it before seeding). */
export const isStarted = (): boolean => started;
