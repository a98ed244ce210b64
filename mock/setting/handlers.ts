import { defineApi, found, type ApiContext } from '../core/defineApi';
import { now } from '../core/clock';
import { contains, matches, paginate } from '../core/paging';
import { getStore, nextId } from '../core/store';
import { applyPatch } from '../access/index';
import type { ChildGame, Platform } from '../core/types';
import { fail } from '../core/messageBook';
import { MESSAGES } from '../core/i18n';

/**
 * The child games of the current parent game (/setting/gamesConfig; src/pages/setting/README.md "Child games"): the
 * parent comes from X-Game-Id, never from the body.
 */

/** The child game in the current game (X-Game-Id), else A0402. */
function childInGame(ctx: ApiContext<unknown>, id: number): ChildGame {
  const child = getStore().childGames.find((c) => c.id === id && c.gameId === ctx.gameId);
  return found(ctx, child, '子游戏', id);
}

function checkPackageFree(ctx: ApiContext<unknown>, gameId: number, platform: Platform, packageName: string, self = 0) {
  const taken = getStore().childGames.some(
    (c) => c.gameId === gameId && c.platform === platform && c.packageName === packageName && c.id !== self,
  );
  if (taken) fail(ctx.lang, 'A0403', MESSAGES.packageExists, { packageName, platform });
}

export default {
  'POST /api/mng/childGame/page': defineApi('/api/mng/childGame/page', {}, (ctx) => {
    const { name, platform, status, pageNum, pageSize } = ctx.body;
    const rows = getStore().childGames.filter(
      (c) =>
        c.gameId === ctx.gameId &&
        (contains(c.name, name) || contains(c.packageName, name)) &&
        matches(c.platform, platform) &&
        matches(c.status, status),
    );
    return paginate(rows, pageNum, pageSize);
  }),

  'POST /api/mng/childGame/add': defineApi('/api/mng/childGame/add', {}, (ctx) => {
    const { name, platform, packageName, type, status = 1 } = ctx.body;
    ctx.audit({ target: `子游戏 ${name}` });
    checkPackageFree(ctx, ctx.gameId, platform, packageName);
    const child: ChildGame = {
      id: nextId('childGame'),
      gameId: ctx.gameId,
      name,
      platform,
      packageName,
      type,
      status,
      created: now(),
    };
    getStore().childGames.push(child);
    ctx.audit({ after: child });
    return { id: child.id };
  }),

  'POST /api/mng/childGame/edit': defineApi(
    '/api/mng/childGame/edit',
    { latest: (ctx, id) => ({ ...childInGame(ctx, id) }) },
    (ctx) => {
      const child = childInGame(ctx, ctx.body.id);
      const before = { ...child };
      ctx.audit({ target: `子游戏 ${child.name}`, before });
      checkPackageFree(
        ctx,
        child.gameId,
        ctx.body.platform ?? child.platform,
        ctx.body.packageName ?? child.packageName,
        child.id,
      );
      applyPatch(child, ctx.body, ['name', 'platform', 'packageName', 'type', 'status']);
      ctx.audit({ after: { ...child } });
      return null;
    },
  ),

  'POST /api/mng/childGame/delete': defineApi('/api/mng/childGame/delete', {}, (ctx) => {
    const child = childInGame(ctx, ctx.body.id);
    ctx.audit({ target: `子游戏 ${child.name}`, before: child });
    if (child.type !== ctx.body.type) fail(ctx.lang, 'A0403', MESSAGES.childTypeMismatch);
    const list = getStore().childGames;
    list.splice(list.indexOf(child), 1);
    return null;
  }),
};
