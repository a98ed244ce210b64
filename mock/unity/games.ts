import { gamesOf, isAdmin } from '../core/access';
import { defineApi } from '../core/defineApi';
import { now } from '../core/clock';
import { childCount, gameView, initialsIcon, gameOf } from '../games/index';
import { contains, matches, paginate } from '../core/paging';
import { departmentName, applyPatch, checkIds, personOf } from '../access/index';
import { getStore, nextId } from '../core/store';
import type { Game, Person } from '../core/types';
import { fail } from '../core/messageBook';
import { MESSAGES } from '../core/i18n';

/** Parent games (/unity/listGame, /unity/gameConfig) and which games each person may use (/unity/people). */

/** A person's games as /unity/people lists them. */
function accessRowOf(p: Person) {
  const store = getStore();
  const games = gamesOf(p, store);
  return {
    personId: p.id,
    account: p.account,
    name: p.name,
    departmentName: departmentName(p.departmentId, store),
    status: p.status,
    allGames: isAdmin(p, store),
    gameIds: games.map((g) => g.id),
    games: games.map((g) => ({ id: g.id, name: g.name })),
  };
}

export const gamesApi = {
  'POST /api/mng/game/page': defineApi('/api/mng/game/page', {}, (ctx) => {
    const { name, region, status, pageNum, pageSize } = ctx.body;
    const rows = getStore().games.filter(
      (g) =>
        (contains(g.name, name) || contains(g.alias, name)) && matches(g.region, region) && matches(g.status, status),
    );
    return paginate(rows.map(gameView), pageNum, pageSize);
  }),

  'POST /api/mng/game/add': defineApi('/api/mng/game/add', {}, (ctx) => {
    const store = getStore();
    const { name, alias, region, entity, project, status = 1 } = ctx.body;
    ctx.audit({ target: `父游戏 ${name}` });
    if (store.games.some((g) => g.alias === alias)) fail(ctx.lang, 'A0403', MESSAGES.aliasExists, { alias });
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

  'POST /api/mng/game/edit': defineApi(
    '/api/mng/game/edit',
    {
      latest: (ctx, id) => gameView(gameOf(ctx, id)),
    },
    (ctx) => {
      const store = getStore();
      const game = gameOf(ctx, ctx.body.id);
      const before = { ...game };
      ctx.audit({ target: `父游戏 ${game.name}`, before });
      const { alias } = ctx.body;
      if (alias && alias !== game.alias && store.games.some((g) => g.alias === alias)) {
        fail(ctx.lang, 'A0403', MESSAGES.aliasExists, { alias });
      }
      applyPatch(game, ctx.body, ['name', 'alias', 'icon', 'region', 'entity', 'project', 'status']);
      ctx.audit({ after: { ...game } });
      return null;
    },
  ),

  'POST /api/mng/game/delete': defineApi('/api/mng/game/delete', {}, (ctx) => {
    const store = getStore();
    const game = gameOf(ctx, ctx.body.id);
    ctx.audit({ target: `父游戏 ${game.name}`, before: game });
    const n = childCount(game.id);
    if (n) fail(ctx.lang, 'A0403', MESSAGES.gameHasChildren, { n });
    store.games.splice(store.games.indexOf(game), 1);
    store.people.forEach((p) => {
      p.gameIds = p.gameIds.filter((id) => id !== game.id);
    });
    return null;
  }),

  'POST /api/mng/game/access/list': defineApi(
    '/api/mng/game/access/list',
    // a person's games are part of the person's record (docs/rules.md "Request ids and versions")
    { rowId: (row) => row.personId as number },
    (ctx) => {
      const store = getStore();
      const { name, filterGameId: gameId, status, pageNum, pageSize } = ctx.body;
      const rows = store.people
        .filter((p) => (contains(p.name, name) || contains(p.account, name)) && matches(p.status, status))
        .map(accessRowOf)
        .filter((row) => gameId === undefined || row.gameIds.includes(gameId));
      return paginate(rows, pageNum, pageSize);
    },
  ),

  'POST /api/mng/game/access/set': defineApi(
    '/api/mng/game/access/set',
    {
      recordId: (ctx) => ctx.body.personId,
      latest: (ctx, id) => accessRowOf(personOf(ctx, id)),
    },
    (ctx) => {
      const store = getStore();
      const person = personOf(ctx, ctx.body.personId);
      const before = { gameIds: [...person.gameIds] };
      ctx.audit({ target: `人员 ${person.account}`, before });
      person.gameIds = checkIds(ctx, 'gameIds', ctx.body.gameIds, store.games).sort((a, b) => a - b);
      ctx.audit({ after: { gameIds: [...person.gameIds] } });
      return null;
    },
  ),
};
