import { isGatewayAddress } from '../../../src/contract/setting/games/gateway';
import { defineApi, found, type ApiContext, type BodyOf } from '../../core/defineApi';
import { now } from '../../core/clock';
import { contains, matches, paginate } from '../../core/paging';
import { getStore } from '../../core/store';
import { SETTING_GAME_MESSAGES } from './messages';
import { nextSettingId, settingGamesState, type Line } from './state';
import { fail } from '../../core/messageBook';

/**
 * Server lines of a parent game (/setting/gamesConfig/line): name unique within the game (without case), region,
 * gateway (host:port or http(s) URL, src/contract/setting/games/gateway.ts), status, sort (smaller first, then id).
 * Reordering gives every line of the game in its new order and rewrites the sort values 10, 20, 30…
 */

export const byLineOrder = (a: Line, b: Line) => a.sort - b.sort || a.id - b.id;
export const linesOf = (gameId: number) =>
  settingGamesState()
    .lines.filter((l) => l.gameId === gameId)
    .sort(byLineOrder);

function gameOf(ctx: ApiContext<unknown>, gameId: number) {
  const game = getStore().games.find((g) => g.id === gameId);
  if (!game) fail(ctx.lang, 'A0400', SETTING_GAME_MESSAGES.gameMissing, { id: gameId });
  return game;
}

const lineById = (ctx: ApiContext<unknown>, id: number): Line =>
  found(
    ctx,
    settingGamesState().lines.find((l) => l.id === id),
    '线路',
    id,
  );

function checkLine(
  ctx: ApiContext<unknown>,
  gameId: number,
  body: Partial<BodyOf<'/api/setting/line/add'> & BodyOf<'/api/setting/line/edit'>>,
  self = 0,
) {
  if (body.name !== undefined) {
    const name = body.name.trim();
    if (!name) fail(ctx.lang, 'A0400', SETTING_GAME_MESSAGES.blank, { field: 'name' });
    if (linesOf(gameId).some((l) => l.id !== self && l.name.toLowerCase() === name.toLowerCase())) {
      fail(ctx.lang, 'A0403', SETTING_GAME_MESSAGES.lineNameExists, { name });
    }
  }
  if (body.gateway !== undefined && !isGatewayAddress(body.gateway)) {
    fail(ctx.lang, 'A0400', SETTING_GAME_MESSAGES.badGateway, { gateway: body.gateway });
  }
}

const target = (gameId: number, name: string) =>
  `线路 ${getStore().games.find((g) => g.id === gameId)?.name ?? `#${gameId}`} / ${name}`;

export const linesApi = {
  'POST /api/setting/line/page': defineApi('/api/setting/line/page', {}, (ctx) => {
    const { parentGameId, name, region, status, pageNum, pageSize } = ctx.body;
    gameOf(ctx, parentGameId);
    const rows = linesOf(parentGameId).filter(
      (l) =>
        (contains(l.name, name) || contains(l.gateway, name)) && matches(l.region, region) && matches(l.status, status),
    );
    return paginate(rows, pageNum, pageSize);
  }),

  'POST /api/setting/line/add': defineApi('/api/setting/line/add', {}, (ctx) => {
    const { parentGameId: gameId, name, region, gateway, status = 1 } = ctx.body;
    ctx.audit({ target: target(gameId, name) });
    gameOf(ctx, gameId);
    checkLine(ctx, gameId, ctx.body);
    const existing = linesOf(gameId);
    const t = now();
    const line: Line = {
      id: nextSettingId('line'),
      gameId,
      name: name.trim(),
      region,
      gateway: gateway.trim(),
      status,
      sort: ctx.body.sort ?? (existing.length ? existing[existing.length - 1].sort + 10 : 10),
      created: t,
      updated: t,
      updatedBy: ctx.me.name,
    };
    settingGamesState().lines.push(line);
    ctx.audit({ after: line });
    return { id: line.id };
  }),

  'POST /api/setting/line/edit': defineApi(
    '/api/setting/line/edit',
    { latest: (ctx, id) => ({ ...lineById(ctx, id) }) },
    (ctx) => {
      const line = lineById(ctx, ctx.body.id);
      ctx.audit({ target: target(line.gameId, line.name), before: { ...line } });
      checkLine(ctx, line.gameId, ctx.body, line.id);
      const { name, region, gateway, status, sort } = ctx.body;
      if (name !== undefined) line.name = name.trim();
      if (region !== undefined) line.region = region;
      if (gateway !== undefined) line.gateway = gateway.trim();
      if (status !== undefined) line.status = status;
      if (sort !== undefined) line.sort = sort;
      line.updated = now();
      line.updatedBy = ctx.me.name;
      ctx.audit({ after: { ...line } });
      return null;
    },
  ),

  'POST /api/setting/line/delete': defineApi('/api/setting/line/delete', {}, (ctx) => {
    const line = lineById(ctx, ctx.body.id);
    ctx.audit({ target: target(line.gameId, line.name), before: line });
    const lines = settingGamesState().lines;
    lines.splice(lines.indexOf(line), 1);
    return null;
  }),

  'POST /api/setting/line/sort': defineApi('/api/setting/line/sort', {}, (ctx) => {
    const { parentGameId: gameId, ids } = ctx.body;
    const lines = linesOf(gameId);
    ctx.audit({ target: target(gameId, '*'), before: lines.map((l) => ({ id: l.id, name: l.name, sort: l.sort })) });
    gameOf(ctx, gameId);
    const same = ids.length === lines.length && new Set(ids).size === ids.length;
    if (!same || !ids.every((id) => lines.some((l) => l.id === id))) {
      fail(ctx.lang, 'A0400', SETTING_GAME_MESSAGES.sortMismatch, { n: lines.length });
    }
    const t = now();
    ids.forEach((id, i) => {
      const line = lines.find((l) => l.id === id) as Line;
      line.sort = (i + 1) * 10;
      line.updated = t;
      line.updatedBy = ctx.me.name;
    });
    ctx.audit({ after: linesOf(gameId).map((l) => ({ id: l.id, name: l.name, sort: l.sort })) });
    return null;
  }),
};
