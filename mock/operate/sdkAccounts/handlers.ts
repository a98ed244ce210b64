import { ACCOUNT_SCREENS, type AccountLine } from '../../../src/contract/operate/sdkAccounts';
import { catchUpActivity } from '../../activity';
import { now } from '../../core/clock';
import { defineApi, found, type ApiContext, type BodyOf } from '../../core/defineApi';
import { temporaryPassword } from '../../core/password';
import { paginate } from '../../core/paging';
import {
  loginHistory,
  markPasswordReset,
  maskedContact,
  playerByAccount,
  playersOf,
  setPlayerStatus,
  unbindPhone,
  type Player,
} from '../../players';
import { at, ACCOUNT_MESSAGES } from './messages';
import { fail } from '../../core/messageBook';

/**
 * SDK accounts of the current game (X-Game-Id), one set of endpoints per line (src/contract/operate/sdkAccounts.ts): an
 * account of another line answers "not found", as if it did not exist, so a screen reaches only its own line. Lists
 * and answers mask the phone or e-mail; the contact filter matches the clear value exactly. Every change is logged
 * with before/after as the list shows them (masked); the reveal logs the reason, never the value; a reset's
 * temporary password is answered once and never logged. Every call catches the simulated activity up first
 * (docs/rules.md "Simulated activity"), so an account whose cancellation's cooling-off has ended shows locked here
 * even when nobody opened the cancellation screen.
 */

type Ctx = ApiContext<unknown>;

export const LINE_NAMES: Record<AccountLine, string> = { domestic: '国内', og: 'OG', overseas: '海外' };

export function accountView(p: Player) {
  return {
    uid: p.uid,
    account: p.account,
    contactType: p.phone ? ('phone' as const) : p.email ? ('email' as const) : ('none' as const),
    contact: maskedContact(p),
    channel: p.channel,
    registeredAt: p.registeredAt,
    lastLoginAt: p.lastLoginAt,
    realName: p.realName,
    status: p.status,
    passwordResetAt: p.passwordResetAt ?? 0,
  };
}

/** True when the clear phone or e-mail is exactly `contact` (e-mails case-insensitively). */
function contactIs(p: Player, contact: string): boolean {
  const c = contact.trim();
  return p.phone === c || (p.email !== null && p.email.toLowerCase() === c.toLowerCase());
}

function lineApi(line: AccountLine) {
  const screen = ACCOUNT_SCREENS[line];
  const base = `/api${screen}` as const;
  const label = (p: Player) => `SDK 账号（${LINE_NAMES[line]}）${p.account}`;

  function accountOf(ctx: Ctx, account: string): Player {
    catchUpActivity();
    const p = playerByAccount(ctx.gameId, account);
    return found(ctx, p?.line === line ? p : undefined, at(ctx.lang, 'accountEntity'), account.trim());
  }

  /** A logged change: before and after as the list shows them, the reason beside them. */
  function change(ctx: ApiContext<BodyOf<'/api/operate/accountManagement/lock'>>, apply: (p: Player) => void) {
    const p = accountOf(ctx, ctx.body.account);
    const reason = ctx.body.reason.trim();
    ctx.audit({ target: label(p), before: accountView(p) });
    apply(p);
    const after = accountView(p);
    ctx.audit({ after: { ...after, reason } });
    return after;
  }

  return {
    [`POST ${base}/page`]: defineApi(`${base}/page` as const, (ctx) => {
      const { account, uid, contact, channel, status, realName, from, to, pageNum, pageSize } = ctx.body;
      catchUpActivity();
      const needle = account?.trim().toLowerCase();
      const rows = playersOf(ctx.gameId).filter(
        (p) =>
          p.line === line &&
          (!needle || p.account.toLowerCase().includes(needle)) &&
          (uid === undefined || p.uid === uid) &&
          (!contact?.trim() || contactIs(p, contact)) &&
          (!channel || p.channel === channel) &&
          (!status || p.status === status) &&
          (!realName || p.realName === realName) &&
          (from === undefined || p.registeredAt >= from) &&
          (to === undefined || p.registeredAt <= to),
      );
      const page = paginate(rows, pageNum, pageSize);
      return { ...page, list: page.list.map(accountView) };
    }),

    [`POST ${base}/lock`]: defineApi(`${base}/lock` as const, (ctx) =>
      change(ctx, (p) => {
        if (p.status === 'locked') fail(ctx.lang, 'A0403', ACCOUNT_MESSAGES.alreadyLocked, { account: p.account });
        setPlayerStatus(ctx.gameId, p.account, 'locked');
      }),
    ),

    [`POST ${base}/unlock`]: defineApi(`${base}/unlock` as const, (ctx) =>
      change(ctx, (p) => {
        if (p.status !== 'locked') fail(ctx.lang, 'A0403', ACCOUNT_MESSAGES.notLocked, { account: p.account });
        setPlayerStatus(ctx.gameId, p.account, 'normal');
      }),
    ),

    [`POST ${base}/unbindPhone`]: defineApi(`${base}/unbindPhone` as const, (ctx) =>
      change(ctx, (p) => {
        if (!p.phone) fail(ctx.lang, 'A0403', ACCOUNT_MESSAGES.noPhone, { account: p.account });
        unbindPhone(ctx.gameId, p.account);
      }),
    ),

    [`POST ${base}/resetPassword`]: defineApi(`${base}/resetPassword` as const, (ctx) => {
      // the temporary password goes to the operator once; the log holds only when it was reset and why
      change(ctx, (p) => markPasswordReset(ctx.gameId, p.account, now()));
      return { password: temporaryPassword() };
    }),

    [`POST ${base}/reveal`]: defineApi(`${base}/reveal` as const, (ctx) => {
      const p = accountOf(ctx, ctx.body.account);
      const field = p.phone ? 'phone' : 'email';
      // which contact was seen and why go to the log; the clear value never does
      ctx.audit({ target: `${label(p)} ${field}`, after: { field, reason: ctx.body.reason.trim() } });
      const value = p.phone ?? p.email;
      if (!value) fail(ctx.lang, 'A0403', ACCOUNT_MESSAGES.noContact, { account: p.account });
      return { value };
    }),

    [`POST ${base}/logins`]: defineApi(`${base}/logins` as const, (ctx) =>
      loginHistory(accountOf(ctx, ctx.body.account)),
    ),
  };
}

export const accountsApi = { ...lineApi('domestic'), ...lineApi('og'), ...lineApi('overseas') };
