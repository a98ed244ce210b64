import { canUseGame, gamesOf, isAdmin } from '../core/access';
import { defineApi, found, type ApiContext } from '../core/defineApi';
import { now } from '../core/clock';
import { contains, matches, paginate } from '../core/paging';
import { departmentName } from '../core/people';
import { initialsIcon } from '../core/seedGames';
import { getStore, nextId } from '../core/store';
import { applyPatch, checkIds } from '../access/refs';
import type { ChildGame, ChildGameType, Game, Platform, Region, Status } from '../core/types';

/** Parent games, child games (spec §7 exactly) and which games each person may use (/unity/people). */

interface GameBody {
  id: number;
  name: string;
  alias: string;
  icon?: string;
  region: Region;
  entity: string;
  project: string;
  status?: Status;
}

interface ChildBody {
  id: number;
  name: string;
  platform: Platform;
  packageName: string;
  type: ChildGameType;
  status?: Status;
}

interface PageBody {
  pageNum: number;
  pageSize: number;
}

const childCount = (gameId: number) => getStore().childGames.filter((c) => c.gameId === gameId).length;
const gameView = (g: Game) => ({ ...g, childGameCount: childCount(g.id) });

/** The child game in the current game (X-Game-Id), else A0402. */
function childInGame(ctx: ApiContext<unknown>, id: number): ChildGame {
  const child = getStore().childGames.find((c) => c.id === id && c.gameId === ctx.gameId);
  return found(ctx, child, '子游戏', id);
}

function checkPackageFree(ctx: ApiContext<unknown>, gameId: number, platform: Platform, packageName: string, self = 0) {
  const taken = getStore().childGames.some(
    (c) => c.gameId === gameId && c.platform === platform && c.packageName === packageName && c.id !== self,
  );
  if (taken) ctx.fail('A0403', 'packageExists', { packageName, platform });
}

export default {
  'POST /api/mng/game/myList': defineApi('/api/mng/game/myList', {}, (ctx) => gamesOf(ctx.me).map(gameView)),

  'POST /api/mng/game/page': defineApi<PageBody & { name?: string; region?: Region; status?: Status }>(
    '/api/mng/game/page',
    {},
    (ctx) => {
      const { name, region, status, pageNum, pageSize } = ctx.body;
      const rows = getStore().games.filter(
        (g) => (contains(g.name, name) || contains(g.alias, name)) && matches(g.region, region) && matches(g.status, status),
      );
      return paginate(rows.map(gameView), pageNum, pageSize);
    },
  ),

  'POST /api/mng/game/add': defineApi<GameBody>('/api/mng/game/add', {}, (ctx) => {
    const store = getStore();
    const { name, alias, region, entity, project, status = 1 } = ctx.body;
    ctx.audit({ target: `父游戏 ${name}` });
    if (store.games.some((g) => g.alias === alias)) ctx.fail('A0403', 'aliasExists', { alias });
    const id = nextId('game');
    const game: Game = {
      id,
      name,
      alias,
      icon: ctx.body.icon || initialsIcon(name, id - 1),
      region,
      entity,
      project,
      status,
      created: now(),
    };
    store.games.push(game);
    // the creator and every admin may use it at once
    store.people.forEach((p) => {
      if ((p.id === ctx.me.id || isAdmin(p, store)) && !p.gameIds.includes(id)) p.gameIds.push(id);
    });
    ctx.audit({ after: game });
    return { id };
  }),

  'POST /api/mng/game/edit': defineApi<Partial<GameBody> & { id: number }>('/api/mng/game/edit', {}, (ctx) => {
    const store = getStore();
    const game = found(ctx, store.games.find((g) => g.id === ctx.body.id), '父游戏', ctx.body.id);
    const before = { ...game };
    ctx.audit({ target: `父游戏 ${game.name}`, before });
    const { alias } = ctx.body;
    if (alias && alias !== game.alias && store.games.some((g) => g.alias === alias)) {
      ctx.fail('A0403', 'aliasExists', { alias });
    }
    applyPatch(game, ctx.body, ['name', 'alias', 'icon', 'region', 'entity', 'project', 'status']);
    ctx.audit({ after: { ...game } });
    return null;
  }),

  'POST /api/mng/game/delete': defineApi<{ id: number }>('/api/mng/game/delete', {}, (ctx) => {
    const store = getStore();
    const game = found(ctx, store.games.find((g) => g.id === ctx.body.id), '父游戏', ctx.body.id);
    ctx.audit({ target: `父游戏 ${game.name}`, before: game });
    const n = childCount(game.id);
    if (n) ctx.fail('A0403', 'gameHasChildren', { n });
    store.games.splice(store.games.indexOf(game), 1);
    store.people.forEach((p) => {
      p.gameIds = p.gameIds.filter((id) => id !== game.id);
    });
    return null;
  }),

  'POST /api/mng/childGame/page': defineApi<PageBody & { name?: string; platform?: Platform }>(
    '/api/mng/childGame/page',
    {},
    (ctx) => {
      const { name, platform, pageNum, pageSize } = ctx.body;
      const rows = getStore().childGames.filter(
        (c) =>
          c.gameId === ctx.gameId &&
          (contains(c.name, name) || contains(c.packageName, name)) &&
          matches(c.platform, platform),
      );
      return paginate(rows, pageNum, pageSize);
    },
  ),

  'POST /api/mng/childGame/add': defineApi<ChildBody>('/api/mng/childGame/add', {}, (ctx) => {
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

  'POST /api/mng/childGame/edit': defineApi<Partial<ChildBody> & { id: number }>('/api/mng/childGame/edit', {}, (ctx) => {
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
  }),

  'POST /api/mng/childGame/delete': defineApi<{ id: number; type: ChildGameType }>(
    '/api/mng/childGame/delete',
    {},
    (ctx) => {
      const child = childInGame(ctx, ctx.body.id);
      ctx.audit({ target: `子游戏 ${child.name}`, before: child });
      if (child.type !== ctx.body.type) ctx.fail('A0403', 'childTypeMismatch');
      const list = getStore().childGames;
      list.splice(list.indexOf(child), 1);
      return null;
    },
  ),

  'POST /api/mng/childGame/dropDownList': defineApi<{ gameId?: number }>(
    '/api/mng/childGame/dropDownList',
    {},
    (ctx) => {
      const gameId = ctx.gameId || ctx.body.gameId || 0;
      if (!gameId || !canUseGame(ctx.me, gameId)) return [];
      return getStore()
        .childGames.filter((c) => c.gameId === gameId)
        .map(({ id, name, platform }) => ({ id, name, platform }));
    },
  ),

  'POST /api/mng/game/access/list': defineApi<PageBody & { name?: string; filterGameId?: number }>(
    '/api/mng/game/access/list',
    {},
    (ctx) => {
      const store = getStore();
      const { name, filterGameId: gameId, pageNum, pageSize } = ctx.body;
      const rows = store.people
        .filter((p) => contains(p.name, name) || contains(p.account, name))
        .map((p) => {
          const games = gamesOf(p, store);
          return {
            personId: p.id,
            account: p.account,
            name: p.name,
            departmentName: departmentName(p.departmentId, store),
            allGames: isAdmin(p, store),
            gameIds: games.map((g) => g.id),
            games: games.map((g) => ({ id: g.id, name: g.name })),
          };
        })
        .filter((row) => gameId === undefined || row.gameIds.includes(gameId));
      return paginate(rows, pageNum, pageSize);
    },
  ),

  'POST /api/mng/game/access/set': defineApi<{ personId: number; gameIds: number[] }>(
    '/api/mng/game/access/set',
    {},
    (ctx) => {
      const store = getStore();
      const person = found(ctx, store.people.find((p) => p.id === ctx.body.personId), '人员', ctx.body.personId);
      const before = { gameIds: [...person.gameIds] };
      ctx.audit({ target: `人员 ${person.account}`, before });
      person.gameIds = checkIds(ctx, 'gameIds', ctx.body.gameIds, store.games).sort((a, b) => a - b);
      ctx.audit({ after: { gameIds: [...person.gameIds] } });
      return null;
    },
  ),
};
