import type { Game } from '../../core/types';
import { canUseGame } from '../../core/access';
import { defineApi, type ApiContext, type ReturnsOf } from '../../core/defineApi';
import { platformState } from '../../platform';
import { getStore } from '../../core/store';
import { maskSecret } from '../../core/mask';
import { linesOf } from './lines';
import { SETTING_GAME_MESSAGES } from './messages';
import { fail } from '../../core/messageBook';
import { MESSAGES } from '../../core/i18n';

/**
 * Interface info (/setting/interfaceInfo): a parent game's integration endpoints and keys, read-only. The platform's
 * open API lives under one base address per game type (domestic / overseas) and the game's alias; the pay notify
 * address is the game server's: its first enabled line's gateway plus /pay/notify (an http URL for a host:port
 * gateway). Keys are the game's app keys (/unity/keyConfig), masked; reveal needs a reason and logs the field and the
 * reason, never the value.
 */
export const OPEN_API_BASE = {
  domestic: 'https://open.gameops.example.cn',
  overseas: 'https://open.gameops.example.com',
} as const;

function gameFor(ctx: ApiContext<{ parentGameId?: number }>): Game {
  const id = ctx.body.parentGameId ?? ctx.gameId;
  if (!id) return fail(ctx.lang, 'A0400', SETTING_GAME_MESSAGES.noGame);
  const game = getStore().games.find((g) => g.id === id);
  if (!game) return fail(ctx.lang, 'A0402', SETTING_GAME_MESSAGES.gameMissing, { id });
  if (!canUseGame(ctx.me, id)) fail(ctx.lang, 'A0301', MESSAGES.gameForbidden);
  return game;
}

export function payNotifyUrl(gateway: string): string {
  const base = /^https?:\/\//.test(gateway) ? gateway : `http://${gateway}`;
  return `${base.replace(/\/+$/, '')}/pay/notify`;
}

export function interfaceInfo(game: Game): ReturnsOf<'/api/setting/interface/info'> {
  const base = OPEN_API_BASE[game.region] ?? OPEN_API_BASE.domestic;
  const api = (path: string) => `${base}/sdk/v1/${game.alias}${path}`;
  const lines = linesOf(game.id).filter((l) => l.status === 1);
  const keys = platformState().keys.find((k) => k.gameId === game.id);
  return {
    gameId: game.id,
    gameName: game.name,
    alias: game.alias,
    region: game.region,
    baseUrl: base,
    endpoints: [
      { key: 'loginVerify', method: 'POST', url: api('/user/verify'), direction: 'platform' },
      { key: 'orderQuery', method: 'POST', url: api('/order/query'), direction: 'platform' },
      { key: 'roleReport', method: 'POST', url: api('/role/report'), direction: 'platform' },
      { key: 'payNotify', method: 'POST', url: lines[0] ? payNotifyUrl(lines[0].gateway) : null, direction: 'game' },
    ],
    keys: keys
      ? {
          appKey: keys.appKey,
          appSecret: maskSecret(keys.appSecret),
          payKey: maskSecret(keys.payKey),
          updated: keys.updated,
        }
      : null,
    lines: lines.length,
  };
}

export const interfaceInfoApi = {
  'POST /api/setting/interface/info': defineApi('/api/setting/interface/info', {}, (ctx) =>
    interfaceInfo(gameFor(ctx)),
  ),

  'POST /api/setting/interface/reveal': defineApi('/api/setting/interface/reveal', {}, (ctx) => {
    const { field, reason } = ctx.body;
    const game = gameFor(ctx);
    // which secret was seen and why go to the log; the plain value never does
    ctx.audit({ target: `对接信息 ${game.name} ${field}`, after: { field, reason: reason.trim() } });
    const keys = platformState().keys.find((k) => k.gameId === game.id);
    if (!keys) return fail(ctx.lang, 'A0403', SETTING_GAME_MESSAGES.noKeys, { name: game.name });
    return { field, value: keys[field] };
  }),
};
