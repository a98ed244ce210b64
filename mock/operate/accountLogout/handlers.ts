import { now } from '../../core/clock';
import { defineApi, found, type ApiContext } from '../../core/defineApi';
import { contains, paginate } from '../../core/paging';
import { CANCELLATION_STATUS_WORDS, tt, TICKET_MESSAGES } from '../events/messages';
import { cancellationView, label, logoutArea, settle, type Cancellation } from './state';
import { fail } from '../../core/messageBook';

/**
 * /operate/accountLogout: the current game's cancellation requests, settled by the backend's clock and the players'
 * sign-ins each time they are read; approve or reject (with a reason) a pending one, logged with before/after.
 */
type Ctx = ApiContext<unknown>;

function requestOf(ctx: Ctx, id: number): Cancellation {
  settle(ctx.gameId, now(), ctx.ip);
  const row = logoutArea().requests.find((r) => r.id === id && r.gameId === ctx.gameId);
  return found(ctx, row, tt(ctx.lang, 'cancellation'), id);
}

function decide(ctx: Ctx, id: number, apply: (r: Cancellation, at: number) => void) {
  const r = requestOf(ctx, id);
  const before = cancellationView(r);
  ctx.audit({ target: label(r), before });
  if (r.status !== 'pending')
    fail(ctx.lang, 'A0403', TICKET_MESSAGES.notPending, {
      id: r.id,
      status: CANCELLATION_STATUS_WORDS[r.status][ctx.lang],
    });
  const at = now();
  apply(r, at);
  r.handledBy = ctx.me.name;
  r.handledAt = at;
  ctx.audit({ after: cancellationView(r) });
  // an approval after the cooling-off has ended completes at once (logged as its own entry)
  settle(ctx.gameId, at, ctx.ip);
  return cancellationView(r);
}

export const logoutApi = {
  'POST /api/operate/accountLogout/page': defineApi('/api/operate/accountLogout/page', (ctx) => {
    settle(ctx.gameId, now(), ctx.ip);
    const f = ctx.body;
    const rows = logoutArea()
      .requests.filter((r) => r.gameId === ctx.gameId)
      .map(cancellationView)
      .filter(
        (r) =>
          contains(r.account, f.account) &&
          (!f.uid || r.uid === f.uid) &&
          (!f.status || r.status === f.status) &&
          (f.from === undefined || r.requestedAt >= f.from) &&
          (f.to === undefined || r.requestedAt < f.to),
      )
      .sort((a, b) => b.requestedAt - a.requestedAt || b.id - a.id);
    return paginate(rows, f.pageNum, f.pageSize);
  }),

  'POST /api/operate/accountLogout/approve': defineApi('/api/operate/accountLogout/approve', (ctx) =>
    decide(ctx, ctx.body.id, (r) => {
      r.status = 'approved';
    }),
  ),

  'POST /api/operate/accountLogout/reject': defineApi('/api/operate/accountLogout/reject', (ctx) =>
    decide(ctx, ctx.body.id, (r) => {
      r.status = 'rejected';
      r.rejectReason = ctx.body.reason.trim();
    }),
  ),
};
