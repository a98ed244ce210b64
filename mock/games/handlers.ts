import { canUseGame, gamesOf } from '../core/access';
import { defineApi } from '../core/defineApi';
import { gameView } from './gameView';
import { getStore } from '../core/store';

/**
 * The header's game lists (docs/rules.md "Current game and child game"): the parent games the person may use, with
 * their child-game counts, and the child games of the current one.
 */
export default {
  'POST /api/mng/game/myList': defineApi('/api/mng/game/myList', {}, (ctx) => gamesOf(ctx.me).map(gameView)),

  'POST /api/mng/childGame/dropDownList': defineApi('/api/mng/childGame/dropDownList', {}, (ctx) => {
    const gameId = ctx.gameId || ctx.body.gameId || 0;
    if (!gameId || !canUseGame(ctx.me, gameId)) return [];
    return getStore()
      .childGames.filter((c) => c.gameId === gameId)
      .map(({ id, name, platform }) => ({ id, name, platform }));
  }),
};
