import type { ApiContext } from './apiTypes';
import { found } from './defineApi';
import { getStore } from './store';

/** The person of `id`, or the call ends with A0402 (not found). */
export const personOf = (ctx: ApiContext<unknown>, id: number) =>
  found(
    ctx,
    getStore().people.find((x) => x.id === id),
    '人员',
    id,
  );

/** The parent game of `id`, or the call ends with A0402 (not found). */
export const gameOf = (ctx: ApiContext<unknown>, id: number) =>
  found(
    ctx,
    getStore().games.find((x) => x.id === id),
    '父游戏',
    id,
  );
