import { randomInt } from 'node:crypto';
import { defineApi, found, type ApiContext } from '../core/defineApi';
import { now } from '../core/clock';
import { contains, matches, paginate } from '../core/paging';
import { getStore } from '../core/store';
import { recordVersion, snapshotOf } from '../history/index';
import {
  normaliseRsaPublicKey,
  rsaFingerprint,
  nextPlatformId,
  platformState,
  secretFrom,
  type AppKey,
  PLATFORM_MESSAGES,
} from '../platform';
import { maskSecret } from '../core/mask';
import { fail } from '../core/messageBook';

/**
 * App keys per parent game (/unity/keyConfig): secrets are masked in every answer but reveal, which needs a reason
 * and writes an operation-log entry (the plain value never reaches the log); rotate makes a new secret at once.
 */

const gameName = (gameId: number) => getStore().games.find((g) => g.id === gameId)?.name || `#${gameId}`;
const cryptoNext = () => randomInt(0, 1 << 30) / (1 << 30);

function keyView(k: AppKey) {
  return {
    id: k.id,
    gameId: k.gameId,
    gameName: gameName(k.gameId),
    appKey: k.appKey,
    appSecret: maskSecret(k.appSecret),
    payKey: maskSecret(k.payKey),
    rsaPublicKey: k.rsaPublicKey,
    rsaFingerprint: rsaFingerprint(k.rsaPublicKey),
    remark: k.remark,
    updated: k.updated,
    updatedBy: k.updatedBy,
    secretRotated: k.secretRotated,
    payKeyRotated: k.payKeyRotated,
  };
}

function rsaOf(ctx: ApiContext<unknown>, input: string | undefined): string | undefined {
  if (input === undefined) return undefined;
  if (input.trim() === '') return '';
  const key = normaliseRsaPublicKey(input);
  if (key === null) return fail(ctx.lang, 'A0400', PLATFORM_MESSAGES.rsaInvalid);
  return key;
}

const keyById = (ctx: ApiContext<unknown>, id: number) =>
  found(
    ctx,
    platformState().keys.find((k) => k.id === id),
    '密钥',
    id,
  );

export const keyApi = {
  'POST /api/mng/key/page': defineApi('/api/mng/key/page', {}, (ctx) => {
    const { parentGameId, name, pageNum, pageSize } = ctx.body;
    const rows = platformState()
      .keys.filter(
        (k) => matches(k.gameId, parentGameId) && (contains(gameName(k.gameId), name) || contains(k.appKey, name)),
      )
      .sort((a, b) => a.gameId - b.gameId);
    return paginate(rows.map(keyView), pageNum, pageSize);
  }),

  'POST /api/mng/key/add': defineApi('/api/mng/key/add', {}, (ctx) => {
    const state = platformState();
    const { parentGameId: gameId, remark = '' } = ctx.body;
    const game = getStore().games.find((g) => g.id === gameId);
    ctx.audit({ target: `密钥 ${game?.name ?? `#${gameId}`}` });
    if (!game) return fail(ctx.lang, 'A0400', PLATFORM_MESSAGES.gameMissing, { id: gameId });
    if (state.keys.some((k) => k.gameId === gameId))
      fail(ctx.lang, 'A0403', PLATFORM_MESSAGES.keyExists, { game: game.name });
    const t = now();
    const row: AppKey = {
      id: nextPlatformId('key'),
      gameId,
      appKey: `${game.alias}_${secretFrom(cryptoNext, 12).toLowerCase()}`,
      appSecret: secretFrom(cryptoNext),
      payKey: secretFrom(cryptoNext),
      rsaPublicKey: rsaOf(ctx, ctx.body.rsaPublicKey) ?? '',
      remark,
      created: t,
      updated: t,
      updatedBy: ctx.me.name,
      secretRotated: t,
      payKeyRotated: t,
    };
    state.keys.push(row);
    ctx.audit({ after: keyView(row) });
    recordVersion(ctx, 'appKey', row.id, null, row);
    return { id: row.id };
  }),

  'POST /api/mng/key/edit': defineApi(
    '/api/mng/key/edit',
    { latest: (ctx, id) => keyView(keyById(ctx, id)) },
    (ctx) => {
      const row = keyById(ctx, ctx.body.id);
      const before = keyView(row);
      const was = snapshotOf(row);
      ctx.audit({ target: `密钥 ${before.gameName}`, before });
      const rsa = rsaOf(ctx, ctx.body.rsaPublicKey);
      if (rsa !== undefined) row.rsaPublicKey = rsa;
      if (ctx.body.remark !== undefined) row.remark = ctx.body.remark;
      row.updated = now();
      row.updatedBy = ctx.me.name;
      ctx.audit({ after: keyView(row) });
      recordVersion(ctx, 'appKey', row.id, was, row);
      return null;
    },
  ),

  'POST /api/mng/key/delete': defineApi('/api/mng/key/delete', {}, (ctx) => {
    const state = platformState();
    const row = keyById(ctx, ctx.body.id);
    ctx.audit({
      target: `密钥 ${gameName(row.gameId)}`,
      before: keyView(row),
    });
    state.keys.splice(state.keys.indexOf(row), 1);
    recordVersion(ctx, 'appKey', row.id, row, null);
    return null;
  }),

  'POST /api/mng/key/reveal': defineApi('/api/mng/key/reveal', {}, (ctx) => {
    const { id, field, reason } = ctx.body;
    const row = keyById(ctx, id);
    // the reason and which secret were seen go to the log; the plain value never does
    ctx.audit({
      target: `密钥 ${gameName(row.gameId)} ${field}`,
      after: { field, reason: reason.trim() },
    });
    return { field, value: row[field] };
  }),

  'POST /api/mng/key/rotate': defineApi('/api/mng/key/rotate', {}, (ctx) => {
    const { id, field } = ctx.body;
    const row = keyById(ctx, id);
    const before = { field, masked: maskSecret(row[field]) };
    const was = snapshotOf(row);
    ctx.audit({ target: `密钥 ${gameName(row.gameId)} ${field}`, before });
    let next = secretFrom(cryptoNext);
    while (next === row[field]) next = secretFrom(cryptoNext);
    row[field] = next;
    const t = now();
    if (field === 'appSecret') row.secretRotated = t;
    else row.payKeyRotated = t;
    row.updated = t;
    row.updatedBy = ctx.me.name;
    const after = { field, masked: maskSecret(next) };
    ctx.audit({ after });
    recordVersion(ctx, 'appKey', row.id, was, row);
    return after;
  }),
};
