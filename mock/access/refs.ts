import type { ApiContext } from '../core/defineApi';
import type { Store } from '../core/store';
import { fail } from '../core/messageBook';
import { MESSAGES } from '../core/i18n';
import type { GrantFacts } from '../../src/contract/grantRules';
import { getStore } from '../core/store';

/** Reference checks shared by the /sys handlers: ids that must exist answer A0400 naming the field. */
export function checkIds(
  ctx: ApiContext<unknown>,
  field: string,
  ids: number[] | undefined,
  rows: Array<{ id: number }>,
): number[] {
  if (!ids) return [];
  const unique = [...new Set(ids)];
  const unknown = unique.filter((id) => !rows.some((r) => r.id === id));
  if (unknown.length) fail(ctx.lang, 'A0400', MESSAGES.unknownIds, { field, ids: unknown.join(', ') });
  return unique;
}

export const resourceIdsOf = (ctx: ApiContext<unknown>, store: Store, ids: number[] | undefined) =>
  checkIds(ctx, 'resourceIds', ids, store.resources);

export const groupIdsOf = (ctx: ApiContext<unknown>, store: Store, ids: number[] | undefined) =>
  checkIds(ctx, 'groupIds', ids, store.groups);

export const roleIdsOf = (ctx: ApiContext<unknown>, store: Store, ids: number[] | undefined) =>
  checkIds(ctx, 'roleIds', ids, store.roles);

/** Copies the defined keys of `patch` onto `row` (only keys listed in `keys`). */
export function applyPatch<T extends object, K extends keyof T>(row: T, patch: Partial<Pick<T, K>>, keys: K[]): void {
  keys.forEach((k) => {
    const v = patch[k];
    if (v !== undefined) row[k] = v as T[K];
  });
}

/** What the grant approval rules read (src/contract/grantRules.ts): every resource, every group and how many roles hold it. */
export function grantFacts(): GrantFacts {
  const store = getStore();
  return {
    resources: store.resources,
    groups: store.groups.map((g) => ({
      id: g.id,
      resourceIds: g.resourceIds,
      roleCount: store.roles.filter((r) => r.groupIds.includes(g.id)).length,
    })),
  };
}
