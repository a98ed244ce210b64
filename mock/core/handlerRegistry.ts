import type { ApiHandler } from './apiTypes';

/**
 * The handlers defineApi defined, by contract path (kept across module re-evaluation): a rollback (docs/rules.md
 * "Configuration history") and an approved change request (docs/rules.md "Change requests") run the record's own save.
 */
declare global {
  // eslint-disable-next-line no-var
  var __GAME_OPS_HANDLERS__: Map<string, ApiHandler<unknown, unknown>> | undefined;
}

export function handlerRegistry(): Map<string, ApiHandler<unknown, unknown>> {
  if (!globalThis.__GAME_OPS_HANDLERS__) globalThis.__GAME_OPS_HANDLERS__ = new Map();
  return globalThis.__GAME_OPS_HANDLERS__;
}

/**
 * The handler defined for `path` (without defineApi's session, grant and schema checks): a rollback applies a
 * configuration version through the record's own save (docs/rules.md "Configuration history").
 */
export function handlerOf(path: string): ApiHandler<unknown, unknown> | undefined {
  return handlerRegistry().get(path);
}
