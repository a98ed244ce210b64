import { now } from '../../core/clock';
import { defineApi } from '../../core/defineApi';
import { writeOpLog } from '../../core/oplogWriter';
import { playerByAccount } from '../../players';
import { TICKET_MESSAGES } from '../events/messages';
import { markPlayerSignedIn } from './signIn';
import { cancellationView, label, logoutArea, settle, type Cancellation } from './state';
import { fail } from '../../core/messageBook';

/**
 * The players' side of cancellations, for tests and demos (x-dev: only with MOCK_DEV_ENDPOINTS=1, admin only): a
 * player asks to cancel their account, or signs in (which withdraws a request still cooling off, when next read).
 */
export const logoutSimulateApi = {
  'POST /api/__mock/accountLogout/request': defineApi('/api/__mock/accountLogout/request', (ctx) => {
    const at = now();
    settle(ctx.gameId, at, ctx.ip);
    const player = playerByAccount(ctx.gameId, ctx.body.account);
    if (!player) return fail(ctx.lang, 'A0400', TICKET_MESSAGES.unknownPlayer, { account: ctx.body.account });
    const area = logoutArea();
    const mine = area.requests.filter((r) => r.gameId === ctx.gameId && r.account === player.account);
    const open = mine.find((r) => r.status === 'pending' || r.status === 'approved');
    if (open) fail(ctx.lang, 'A0403', TICKET_MESSAGES.openRequest, { account: player.account, id: open.id });
    if (mine.some((r) => r.status === 'completed'))
      fail(ctx.lang, 'A0403', TICKET_MESSAGES.accountClosed, { account: player.account });
    // the player asks from inside the game: signed in just before
    markPlayerSignedIn(ctx.gameId, player.account, at - 1);
    area.seq += 1;
    const r: Cancellation = {
      id: area.seq,
      gameId: ctx.gameId,
      account: player.account,
      reason: ctx.body.reason.trim(),
      requestedAt: at,
      status: 'pending',
      handledBy: '',
      handledAt: null,
      rejectReason: '',
      closedAt: null,
    };
    area.requests.push(r);
    writeOpLog({
      time: at,
      operatorId: 0,
      operatorName: player.account,
      gameId: ctx.gameId,
      module: 'accountLogout',
      action: 'request',
      target: label(r),
      before: null,
      after: cancellationView(r),
      result: 'success',
      message: '',
      ip: ctx.ip,
      durationMs: 0,
    });
    return cancellationView(r);
  }),

  'POST /api/__mock/accountLogout/signIn': defineApi('/api/__mock/accountLogout/signIn', (ctx) => {
    const at = now();
    const player = markPlayerSignedIn(ctx.gameId, ctx.body.account, at);
    if (!player) return fail(ctx.lang, 'A0400', TICKET_MESSAGES.unknownPlayer, { account: ctx.body.account });
    return { account: player.account, lastLoginAt: player.lastLoginAt };
  }),
};
