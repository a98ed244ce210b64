import type { NotifyResult } from './types';

/**
 * The game server stand-in: answers an order's delivery notification. Its answer depends only on the order number
 * and the attempt number (1 = the first notification at payment), so every attempt is a real, reproducible record:
 * - ~2% of orders always refuse (the role no longer exists),
 * - ~6% time out on their first attempt, then succeed,
 * - ~5% refuse their first attempt (server maintenance), then succeed,
 * - ~4% refuse their first four attempts (delivery queue busy), then succeed: after the three automatic attempts
 *   they are "delivery failed", the first supplementary order fails once and the second succeeds,
 * - every other order succeeds at once.
 */
export type NotifyRule = 'always' | 'timeoutFirst' | 'refuseOnce' | 'busyFour' | 'ok';

export interface NotifyAnswer {
  result: NotifyResult;
  answer: string;
  durationMs: number;
}

/** How long the stand-in waits before a timeout is declared. */
export const NOTIFY_TIMEOUT_MS = 5000;
/** Automatic attempts at payment before the order is "delivery failed". */
export const AUTO_ATTEMPTS = 3;

/** FNV-1a of a string, as an unsigned 32-bit integer. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function ruleOf(orderNo: string): NotifyRule {
  return ruleOfHash(hashText(orderNo));
}

function ruleOfHash(hash: number): NotifyRule {
  const h = hash % 100;
  if (h < 2) return 'always';
  if (h < 8) return 'timeoutFirst';
  if (h < 13) return 'refuseOnce';
  if (h < 17) return 'busyFour';
  return 'ok';
}

const okMs = (hash: number) => 80 + ((hash >>> 8) % 300);
const ok = (orderNo: string): NotifyAnswer => ({
  result: 'success',
  answer: `{"code":0,"msg":"ok","order":"${orderNo}"}`,
  durationMs: okMs(hashText(orderNo)),
});
const refused = (code: number, msg: string): NotifyAnswer => ({
  result: 'refused',
  answer: `{"code":${code},"msg":"${msg}"}`,
  durationMs: 60 + (code % 90),
});

/** The game server's answer to attempt `attempt` (1-based) of `orderNo`. */
export function notifyGameServer(orderNo: string, attempt: number): NotifyAnswer {
  switch (ruleOf(orderNo)) {
    case 'always':
      return refused(4004, 'role not found');
    case 'timeoutFirst':
      return attempt === 1
        ? { result: 'timeout', answer: `no answer within ${NOTIFY_TIMEOUT_MS} ms`, durationMs: NOTIFY_TIMEOUT_MS }
        : ok(orderNo);
    case 'refuseOnce':
      return attempt === 1 ? refused(5031, 'server under maintenance, retry later') : ok(orderNo);
    case 'busyFour':
      return attempt <= 4 ? refused(5032, 'delivery queue busy') : ok(orderNo);
    default:
      return ok(orderNo);
  }
}

/** Gap before each automatic attempt (after the previous one ended). */
export const RETRY_GAPS_MS = [0, 30_000, 300_000];

/** The automatic attempts at payment: up to AUTO_ATTEMPTS, stopping at the first success. */
export function automaticAttempts(orderNo: string): NotifyAnswer[] {
  const out: NotifyAnswer[] = [];
  for (let attempt = 1; attempt <= AUTO_ATTEMPTS; attempt += 1) {
    const a = notifyGameServer(orderNo, attempt);
    out.push(a);
    if (a.result === 'success') break;
  }
  return out;
}

/**
 * What the automatic attempts come to, without building their answers (the seed of 100,000 orders): how many there
 * were, whether the last succeeded, and the time from payment to the end of the last one. Equal to summing
 * automaticAttempts (a unit test holds them together).
 */
export function automaticOutcome(orderNo: string): { attempts: number; delivered: boolean; elapsedMs: number } {
  const hash = hashText(orderNo);
  const rule = ruleOfHash(hash);
  if (rule === 'ok') return { attempts: 1, delivered: true, elapsedMs: okMs(hash) };
  if (rule === 'timeoutFirst' || rule === 'refuseOnce') {
    const first = rule === 'timeoutFirst' ? NOTIFY_TIMEOUT_MS : 60 + (5031 % 90);
    return { attempts: 2, delivered: true, elapsedMs: first + RETRY_GAPS_MS[1] + okMs(hash) };
  }
  const each = rule === 'always' ? 60 + (4004 % 90) : 60 + (5032 % 90);
  return { attempts: 3, delivered: false, elapsedMs: 3 * each + RETRY_GAPS_MS[1] + RETRY_GAPS_MS[2] };
}

/**
 * True when the next notification of an order (`notifyCount` attempts so far) fails and the one after it succeeds:
 * the "fails once, then succeeds" case of a supplementary order (tests and demos pick such an order with it).
 */
export function failsOnceThenSucceeds(orderNo: string, notifyCount: number): boolean {
  return (
    notifyGameServer(orderNo, notifyCount + 1).result !== 'success' &&
    notifyGameServer(orderNo, notifyCount + 2).result === 'success'
  );
}
