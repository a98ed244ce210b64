import type { CancellationStatus } from '../../../src/contract/operate/accountLogout';
import { catchUpActivity, dueActivity, onActivity } from '../../activity';
import { BASE_EPOCH, DAY, MINUTE } from '../../core/clock';
import { writeOpLog } from '../../core/oplogWriter';
import { maskedContact, playerByAccount, playersOf, setPlayerStatus } from '../../players';
import { createPrng } from '../../core/prng';
import { defineArea, getStore } from '../../core/store';
import { coolingOffEnd, outcomeOf } from './settle';

/** Account cancellation requests (per game) and their settlement by the clock and the players' sign-ins. */
export interface Cancellation {
  id: number;
  gameId: number;
  account: string;
  reason: string;
  requestedAt: number;
  status: CancellationStatus;
  handledBy: string;
  handledAt: number | null;
  rejectReason: string;
  /** when it was withdrawn (the sign-in) or completed (the cooling-off's end) */
  closedAt: number | null;
}

export interface LogoutArea {
  requests: Cancellation[];
  seq: number;
}

const REASONS = ['不再玩这个游戏了', '账号信息泄露，想注销', '换新账号重新开始', '学业繁忙，暂时不玩', '隐私考虑'];
const SEED = 20261124;
const HANDLERS = ['李明', '刘洋'];

/**
 * Per game: pending requests and approved ones still cooling off (asked 1–14 days ago), approved ones whose
 * cooling-off ended (asked 16–45 days ago: they complete, lock the account and are logged on first read), rejected
 * and withdrawn ones. Each player asked just after their last sign-in, so the seed withdraws nothing by itself.
 */
function seedRequests(): LogoutArea {
  const rng = createPrng(SEED);
  const requests: Cancellation[] = [];
  let seq = 0;
  const plan: Array<[CancellationStatus, number, number]> = [
    // status, oldest and newest day of the last sign-in before the request (days before BASE_EPOCH)
    ...Array.from({ length: 6 }, () => ['pending', 14, 1] as [CancellationStatus, number, number]),
    ...Array.from({ length: 4 }, () => ['approved', 14, 2] as [CancellationStatus, number, number]),
    ...Array.from({ length: 3 }, () => ['approved', 45, 16] as [CancellationStatus, number, number]),
    ['rejected', 30, 2],
    ['rejected', 30, 2],
    ['withdrawn', 40, 20],
  ];
  for (const game of getStore().games) {
    const players = playersOf(game.id);
    const taken = new Set<string>();
    for (const [status, oldest, newest] of plan) {
      let p = players[rng.int(0, players.length - 1)];
      for (let tries = 0; tries < 500; tries += 1) {
        const ago = BASE_EPOCH - p.lastLoginAt;
        if (p.status === 'normal' && !taken.has(p.account) && ago <= oldest * DAY && ago >= newest * DAY) break;
        p = players[rng.int(0, players.length - 1)];
      }
      taken.add(p.account);
      const requestedAt = p.lastLoginAt + rng.int(5, 120) * MINUTE;
      const handledAt = status === 'pending' ? null : requestedAt + rng.int(60, 24 * 60) * MINUTE;
      seq += 1;
      requests.push({
        id: seq,
        gameId: game.id,
        account: p.account,
        reason: rng.pick(REASONS),
        requestedAt,
        status,
        handledBy: handledAt === null || status === 'withdrawn' ? '' : rng.pick(HANDLERS),
        handledAt: status === 'withdrawn' ? null : handledAt,
        rejectReason: status === 'rejected' ? '账号存在未完成的订单，请处理后再申请' : '',
        closedAt: status === 'withdrawn' ? requestedAt + rng.int(1, 5) * DAY : null,
      });
    }
  }
  return { requests: requests.sort((a, b) => a.requestedAt - b.requestedAt), seq };
}

export const logoutArea: () => LogoutArea = defineArea<LogoutArea>('operateLogout', seedRequests);

export const label = (r: Cancellation) => `注销申请 #${r.id} ${r.account}`;

export function cancellationView(r: Cancellation) {
  const player = playerByAccount(r.gameId, r.account);
  return {
    ...r,
    uid: player?.uid ?? 0,
    contact: player ? maskedContact(player) : '',
    coolingOffEndAt: coolingOffEnd(r.requestedAt),
    accountStatus: player?.status ?? 'normal',
  };
}

/** Applies what a request has become (once) and logs it as done by the system, timed when it happened. */
function applyOutcome(r: Cancellation, outcome: NonNullable<ReturnType<typeof outcomeOf>>, ip: string): void {
  const before = cancellationView(r);
  r.status = outcome.status;
  r.closedAt = outcome.at;
  if (outcome.status === 'completed') setPlayerStatus(r.gameId, r.account, 'locked');
  writeOpLog({
    time: outcome.at,
    operatorId: 0,
    operatorName: '系统',
    gameId: r.gameId,
    module: 'accountLogout',
    action: outcome.status === 'completed' ? 'complete' : 'withdraw',
    target: label(r),
    before,
    after: cancellationView(r),
    result: 'success',
    message: '',
    ip,
    durationMs: 0,
  });
}

/**
 * Brings a game's requests up to `at`: the simulated activity first (docs/rules.md "Simulated activity"; its catch-up
 * completes the approved requests whose cooling-off has ended and withdraws those whose player signs in during it, in
 * time order, below), then what the catch-up cannot see: a sign-in known only by the account's last sign-in time, an
 * approval given after the cooling-off had ended. Each change happens once and writes one operation-log entry by the
 * system, timed when it happened. Called by every read and change of the requests.
 */
export function settle(gameId: number, at: number, ip: string): void {
  catchUpActivity(at);
  for (const r of logoutArea().requests) {
    if (r.gameId !== gameId) continue;
    const outcome = outcomeOf(r, playerByAccount(gameId, r.account)?.lastLoginAt, at);
    if (outcome) applyOutcome(r, outcome, ip);
  }
}

/** The cancellations' part of the activity (registered at set-up): */
export function followActivity(): void {
  /**
   * A simulated sign-in settles the account's requests at its own time: a later sign-in (after the cooling-off) would
   * otherwise hide one made during it, since the account keeps only its last sign-in time.
   */
  onActivity('accountLogout', (e) => {
    if (e.kind !== 'signIn') return;
    for (const r of logoutArea().requests) {
      if (r.gameId !== e.gameId || r.account !== e.account) continue;
      const outcome = outcomeOf(r, e.at, e.at);
      if (outcome) applyOutcome(r, outcome, e.ip);
    }
  });

  /**
   * The end of an approved request's cooling-off is due on the backend's clock: every catch-up of the activity (which
   * every handler that reads or acts on players runs first: the SDK accounts, migrations, bans, …) completes it at its
   * end, in time order with the stream's sign-ins, so a sign-in before the end withdraws it and the end before a sign-in
   * completes it and locks the account (the locked account's later sign-ins and payments do not happen). Nobody has to
   * open the cancellation screen for it.
   */
  dueActivity('accountLogout', (to) =>
    logoutArea()
      .requests.filter((r) => r.status === 'approved' && coolingOffEnd(r.requestedAt) <= to)
      .map((r) => {
        const end = coolingOffEnd(r.requestedAt);
        return {
          at: end,
          id: `accountLogout-${r.id}`,
          apply: () => {
            const outcome = outcomeOf(r, playerByAccount(r.gameId, r.account)?.lastLoginAt, end);
            if (outcome) applyOutcome(r, outcome, '');
          },
        };
      }),
  );
}
