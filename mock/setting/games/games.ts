import { isAdmin } from '../../core/access';
import { defineApi, found, type ApiContext, type BodyOf } from '../../core/defineApi';
import { now } from '../../core/clock';
import { gameView, initialsIcon } from '../../games/index';
import { contains, matches, paginate } from '../../core/paging';
import { getStore, nextId } from '../../core/store';
import type { Game, Status } from '../../core/types';
import { sgt, SETTING_GAME_MESSAGES } from './messages';
import { fail } from '../../core/messageBook';

/**
 * Parent games on /setting/gamesConfig (list, enable, disable) and /setting/gamesConfig/config (get, add, edit):
 * names and aliases are unique (compared without case), the icon is an image data URI or an https address (the
 * contract's pattern, src/contract/setting/games/fields.ts; else one is drawn from the name). A new game is usable at
 * once by its creator and every admin, so it shows in their /gameSelect and header switcher as soon as the console
 * reloads its game list.
 */

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const gameById = (ctx: ApiContext<unknown>, id: number): Game =>
  found(
    ctx,
    getStore().games.find((g) => g.id === id),
    '父游戏',
    id,
  );

function checkGame(ctx: ApiContext<unknown>, body: Partial<BodyOf<'/api/setting/game/edit'>>, self = 0) {
  const games = getStore().games.filter((g) => g.id !== self);
  if (body.name !== undefined) {
    if (!body.name.trim()) fail(ctx.lang, 'A0400', SETTING_GAME_MESSAGES.blank, { field: 'name' });
    if (games.some((g) => same(g.name, body.name as string))) {
      fail(ctx.lang, 'A0403', SETTING_GAME_MESSAGES.gameNameExists, { name: body.name.trim() });
    }
  }
  if (body.alias !== undefined && games.some((g) => same(g.alias, body.alias as string))) {
    fail(ctx.lang, 'A0403', SETTING_GAME_MESSAGES.aliasExists, { alias: body.alias });
  }
}

function setStatus(ctx: ApiContext<{ id: number }>, status: Status) {
  const game = gameById(ctx, ctx.body.id);
  ctx.audit({ target: `父游戏 ${game.name}`, before: { status: game.status } });
  if (game.status === status) {
    fail(ctx.lang, 'A0403', SETTING_GAME_MESSAGES.alreadyStatus, {
      name: game.name,
      status: sgt(ctx.lang, status ? 'enabled' : 'disabled'),
    });
  }
  game.status = status;
  ctx.audit({ after: { status } });
  return null;
}

export const settingGamesApi = {
  'POST /api/setting/game/page': defineApi('/api/setting/game/page', {}, (ctx) => {
    const { name, region, status, pageNum, pageSize } = ctx.body;
    const rows = getStore().games.filter(
      (g) =>
        (contains(g.name, name) || contains(g.alias, name)) && matches(g.region, region) && matches(g.status, status),
    );
    return paginate(rows.map(gameView), pageNum, pageSize);
  }),

  'POST /api/setting/game/get': defineApi('/api/setting/game/get', {}, (ctx) => gameView(gameById(ctx, ctx.body.id))),

  'POST /api/setting/game/add': defineApi('/api/setting/game/add', {}, (ctx) => {
    const store = getStore();
    const { name, alias, region, entity = '', status = 1 } = ctx.body;
    ctx.audit({ target: `父游戏 ${name}` });
    checkGame(ctx, ctx.body);
    const id = nextId('game');
    const game: Game = {
      id,
      name: name.trim(),
      alias,
      icon: ctx.body.icon || initialsIcon(name.trim(), id - 1),
      region,
      entity: entity.trim(),
      project: '',
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

  'POST /api/setting/game/edit': defineApi('/api/setting/game/edit', {}, (ctx) => {
    const game = gameById(ctx, ctx.body.id);
    const before = { ...game };
    ctx.audit({ target: `父游戏 ${game.name}`, before });
    checkGame(ctx, ctx.body, game.id);
    const { name, alias, icon, region, entity, status } = ctx.body;
    if (name !== undefined) game.name = name.trim();
    if (alias !== undefined) game.alias = alias;
    if (icon) game.icon = icon;
    if (region !== undefined) game.region = region;
    if (entity !== undefined) game.entity = entity.trim();
    if (status !== undefined) game.status = status;
    ctx.audit({ after: { ...game } });
    return null;
  }),

  'POST /api/setting/game/enable': defineApi('/api/setting/game/enable', {}, (ctx) => setStatus(ctx, 1)),
  'POST /api/setting/game/disable': defineApi('/api/setting/game/disable', {}, (ctx) => setStatus(ctx, 0)),
};
