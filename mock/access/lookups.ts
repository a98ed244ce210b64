import type { ApiContext } from '../core/apiTypes';
import { found } from '../core/defineApi';
import { getStore } from '../core/store';

/** The person of `id`, or the call ends with A0402 (not found). */
export const personOf = (ctx: ApiContext<unknown>, id: number) =>
  found(
    ctx,
    getStore().people.find((x) => x.id === id),
    '人员',
    id,
  );
