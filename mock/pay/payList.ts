import type { PayRegion, PayType } from '../../src/contract/payTypes';
import { now } from '../core/clock';
import { defineApi, found, type ApiContext, type BodyOf } from '../core/defineApi';
import { contains, matches, paginate } from '../core/paging';
import { recordVersion, restoringId } from '../history/index';
import { PAY_MESSAGES } from './messages';
import { nextPayId, payState, type PayList } from './state';
import { fail } from '../core/messageBook';

/**
 * Pay lists (/pay/payList): the pay types a (channel, region) pair of the current game shows, in order. A pair
 * appears once per game (refused naming the existing list); every pay type listed must be configured and enabled for
 * the game, and appear once.
 */

const listView = (l: PayList) => ({ ...l, payTypes: [...l.payTypes] });

const listInGame = (ctx: ApiContext<unknown>, id: number) =>
  found(
    ctx,
    payState().lists.find((l) => l.id === id && l.gameId === ctx.gameId),
    '支付列表',
    id,
  );

/** The game's configured and enabled pay types, in the pay configuration's order. */
export function enabledPayTypes(gameId: number): Array<{ payType: PayType; sort: number }> {
  return payState()
    .configs.filter((c) => c.gameId === gameId && c.status === 1)
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((c) => ({ payType: c.payType, sort: c.sort }));
}

function checkPayTypes(ctx: ApiContext<unknown>, types: PayType[]) {
  if (types.length === 0) fail(ctx.lang, 'A0400', PAY_MESSAGES.payTypesEmpty);
  const seen = new Set<PayType>();
  const enabled = new Set(enabledPayTypes(ctx.gameId).map((p) => p.payType));
  types.forEach((type) => {
    if (seen.has(type)) fail(ctx.lang, 'A0400', PAY_MESSAGES.payTypesDuplicate, { type });
    seen.add(type);
    if (!enabled.has(type)) fail(ctx.lang, 'A0400', PAY_MESSAGES.payTypeNotEnabled, { type });
  });
}

function checkPairFree(ctx: ApiContext<unknown>, channel: string, region: PayRegion, self = 0) {
  const other = payState().lists.find(
    (l) => l.gameId === ctx.gameId && l.channel === channel && l.region === region && l.id !== self,
  );
  if (other) fail(ctx.lang, 'A0403', PAY_MESSAGES.pairTaken, { channel, region, id: other.id });
}

/**
 * An edit's checks, before it changes anything (run again when it is submitted for approval, docs/rules.md "Change
 * requests"): its channel and region are no other list's, its pay types configured, enabled and once each.
 */
function checkEdit(ctx: ApiContext<BodyOf<'/api/mng/payList/edit'>>): void {
  const row = listInGame(ctx, ctx.body.id);
  checkPairFree(ctx, ctx.body.channel ?? row.channel, ctx.body.region ?? row.region, row.id);
  if (ctx.body.payTypes !== undefined) checkPayTypes(ctx, ctx.body.payTypes);
}

export const payListApi = {
  'POST /api/mng/payList/page': defineApi('/api/mng/payList/page', {}, (ctx) => {
    const { pageNum, pageSize, channel, region, payType, status } = ctx.body;
    const rows = payState()
      .lists.filter(
        (l) =>
          l.gameId === ctx.gameId &&
          contains(l.channel, channel) &&
          matches(l.region, region) &&
          (payType === undefined || l.payTypes.includes(payType)) &&
          matches(l.status, status),
      )
      .sort((a, b) => a.channel.localeCompare(b.channel) || a.region.localeCompare(b.region));
    return paginate(rows.map(listView), pageNum, pageSize);
  }),

  'POST /api/mng/payList/get': defineApi('/api/mng/payList/get', {}, (ctx) => listView(listInGame(ctx, ctx.body.id))),

  'POST /api/mng/payList/payTypes': defineApi('/api/mng/payList/payTypes', {}, (ctx) => enabledPayTypes(ctx.gameId)),

  'POST /api/mng/payList/add': defineApi('/api/mng/payList/add', {}, (ctx) => {
    const { channel, region, payTypes } = ctx.body;
    ctx.audit({ target: `支付列表 ${channel}/${region}` });
    checkPairFree(ctx, channel, region);
    checkPayTypes(ctx, payTypes);
    const row: PayList = {
      id: restoringId(ctx) ?? nextPayId('list'),
      gameId: ctx.gameId,
      channel,
      region,
      payTypes: [...payTypes],
      status: ctx.body.status ?? 1,
      remark: ctx.body.remark ?? '',
      updated: now(),
      updatedBy: ctx.me.name,
    };
    payState().lists.push(row);
    ctx.audit({ after: listView(row) });
    recordVersion(ctx, 'payList', row.id, null, row);
    return { id: row.id };
  }),

  'POST /api/mng/payList/edit': defineApi('/api/mng/payList/edit', { check: checkEdit }, (ctx) => {
    const row = listInGame(ctx, ctx.body.id);
    const before = listView(row);
    ctx.audit({ target: `支付列表 ${row.channel}/${row.region}`, before });
    checkEdit(ctx);
    row.channel = ctx.body.channel ?? row.channel;
    row.region = ctx.body.region ?? row.region;
    if (ctx.body.payTypes !== undefined) row.payTypes = [...ctx.body.payTypes];
    if (ctx.body.status !== undefined) row.status = ctx.body.status;
    if (ctx.body.remark !== undefined) row.remark = ctx.body.remark;
    row.updated = now();
    row.updatedBy = ctx.me.name;
    ctx.audit({ after: listView(row) });
    recordVersion(ctx, 'payList', row.id, before, row);
    return null;
  }),

  'POST /api/mng/payList/delete': defineApi('/api/mng/payList/delete', {}, (ctx) => {
    const state = payState();
    const row = listInGame(ctx, ctx.body.id);
    ctx.audit({ target: `支付列表 ${row.channel}/${row.region}`, before: listView(row) });
    state.lists.splice(state.lists.indexOf(row), 1);
    recordVersion(ctx, 'payList', row.id, row, null);
    return null;
  }),
};
