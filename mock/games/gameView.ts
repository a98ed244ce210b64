import type { ApiContext } from '../core/apiTypes';
import { found } from '../core/defineApi';
import { getStore } from '../core/store';
import type { Game } from '../core/types';

/** A parent game as lists show it: with the number of its child games (the header's list, /unity/listGame). */
export const childCount = (gameId: number) => getStore().childGames.filter((c) => c.gameId === gameId).length;
export const gameView = (g: Game) => ({ ...g, childGameCount: childCount(g.id) });

/** The parent game of `id`, or the call ends with A0402 (not found). */
export const gameOf = (ctx: ApiContext<unknown>, id: number) =>
  found(
    ctx,
    getStore().games.find((x) => x.id === id),
    '父游戏',
    id,
  );
