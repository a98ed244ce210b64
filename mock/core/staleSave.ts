import { operations } from '../../src/contract';
import type { ApiContext } from './apiTypes';
import { businessSecondText } from './clock';
import { ApiError } from './errors';
import { stampOf, stampRows } from './versions';

/** Versioned saves (docs/rules.md "Request ids and versions"): the base-version check and its A0409 refusal. */

/** The contract's read of one versioned record by `{id}` (declared x-record-read). */
export function readCallOf(kind: string | undefined): string | undefined {
  // Stryker disable next-line ConditionalExpression: without it the search finds nothing either (the contract refuses a record read that names no record)
  if (!kind) return undefined;
  return operations().find(([, o]) => o['x-record'] === kind && o['x-record-read'])?.[0];
}

/**
 * A versioned edit whose base is no longer the latest version is refused (A0409), naming who saved in between and
 * when (business zone), with the latest record (`latest()`: as its reads answer it; stamped here) in `data` so the form
 * can show the difference and re-apply the operator's changes on it (docs/rules.md "Request ids and versions"). A
 * record that is gone answers its own "not found" (from `latest`). defineApi checks every x-versioned call; a save
 * whose base is not its body's `id` (a protocol's new draft, based on a version of its line) calls it itself.
 */
export async function checkBaseVersion<B>(
  ctx: ApiContext<B>,
  kind: string,
  id: number,
  base: unknown,
  latest: () => unknown,
): Promise<void> {
  const stamp = stampOf(kind, id, ctx.gameId);
  if (base === stamp.recordVersion) return;
  const record = stampRows(kind, await latest(), ctx.gameId, () => id);
  const current = stampOf(kind, id, ctx.gameId, record);
  throw staleSave(ctx, base, { ...current, record });
}

/**
 * The refusal of a save based on an older version (A0409): who saved the latest one and when (business zone), with
 * the latest version's stamp and record in `data` (docs/rules.md "Request ids and versions").
 */
export function staleSave<B>(
  ctx: ApiContext<B>,
  base: unknown,
  latest: { recordVersion: number; savedBy: string; savedAt: number; record: unknown },
): ApiError {
  return new ApiError(
    'A0409',
    ctx.t('staleSave', {
      name: latest.savedBy || ctx.t('someoneElse'),
      time: businessSecondText(latest.savedAt),
      version: latest.recordVersion,
      base: typeof base === 'number' ? base : '-',
    }),
    { data: { baseVersion: typeof base === 'number' ? base : null, ...latest } },
  );
}
