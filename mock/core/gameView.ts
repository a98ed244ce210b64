import { getStore } from './store';
import type { Game } from './types';

/** A parent game as lists show it: with the number of its child games (the header's list, /unity/listGame). */
export const childCount = (gameId: number) => getStore().childGames.filter((c) => c.gameId === gameId).length;
export const gameView = (g: Game) => ({ ...g, childGameCount: childCount(g.id) });
