import { describe, expect, it } from 'vitest';
import {
  AUTO_ATTEMPTS,
  automaticAttempts,
  automaticOutcome,
  failsOnceThenSucceeds,
  notifyGameServer,
  NOTIFY_TIMEOUT_MS,
  RETRY_GAPS_MS,
  ruleOf,
} from './gameServer';

/** Order numbers of each rule, found by scanning a number range (deterministic). */
function numbersOf(rule: ReturnType<typeof ruleOf>, count = 3): string[] {
  const out: string[] = [];
  for (let i = 1; out.length < count && i < 100_000; i += 1) {
    const no = `P20261101${String(i).padStart(7, '0')}`;
    if (ruleOf(no) === rule) out.push(no);
  }
  return out;
}

describe('game server stand-in', () => {
  it('answers the same attempt of the same order the same way', () => {
    const [no] = numbersOf('refuseOnce');
    expect(notifyGameServer(no, 1)).toEqual(notifyGameServer(no, 1));
  });

  it('times out the first attempt of some orders, then delivers', () => {
    numbersOf('timeoutFirst').forEach((no) => {
      const first = notifyGameServer(no, 1);
      expect(first.result).toBe('timeout');
      expect(first.durationMs).toBe(NOTIFY_TIMEOUT_MS);
      expect(notifyGameServer(no, 2).result).toBe('success');
    });
  });

  it('refuses some orders once with a message, others four times, a few always', () => {
    numbersOf('refuseOnce').forEach((no) => {
      expect(notifyGameServer(no, 1)).toMatchObject({
        result: 'refused',
        answer: expect.stringContaining('maintenance'),
      });
      expect(notifyGameServer(no, 2).result).toBe('success');
    });
    numbersOf('busyFour').forEach((no) => {
      expect([1, 2, 3, 4].map((a) => notifyGameServer(no, a).result)).toEqual(Array(4).fill('refused'));
      expect(notifyGameServer(no, 5).result).toBe('success');
    });
    numbersOf('always').forEach((no) => {
      expect(notifyGameServer(no, 9)).toMatchObject({
        result: 'refused',
        answer: expect.stringContaining('role not found'),
      });
    });
  });

  it('names the orders whose next attempt fails and the one after succeeds', () => {
    const [busy] = numbersOf('busyFour');
    expect(failsOnceThenSucceeds(busy, 3)).toBe(true);
    expect(failsOnceThenSucceeds(busy, 2)).toBe(false);
    const [once] = numbersOf('refuseOnce');
    expect(failsOnceThenSucceeds(once, 0)).toBe(true);
    expect(failsOnceThenSucceeds(numbersOf('always')[0], 3)).toBe(false);
    expect(failsOnceThenSucceeds(numbersOf('ok')[0], 0)).toBe(false);
  });

  it('fails a plausible share of orders (not none, not most)', () => {
    const sample = Array.from({ length: 5000 }, (_, i) => `OG20261101${String(i).padStart(7, '0')}`);
    const failedFirst = sample.filter((no) => notifyGameServer(no, 1).result !== 'success').length;
    expect(failedFirst / sample.length).toBeGreaterThan(0.1);
    expect(failedFirst / sample.length).toBeLessThan(0.25);
  });

  it('stops the automatic attempts at the first success, at most three; the seed summary agrees', () => {
    (['ok', 'timeoutFirst', 'refuseOnce', 'busyFour', 'always'] as const).forEach((rule) => {
      numbersOf(rule, 2).forEach((no) => {
        const attempts = automaticAttempts(no);
        expect(attempts.length).toBeLessThanOrEqual(AUTO_ATTEMPTS);
        const elapsed = attempts.reduce((t, a, i) => t + RETRY_GAPS_MS[i] + a.durationMs, 0);
        expect(automaticOutcome(no)).toEqual({
          attempts: attempts.length,
          delivered: attempts[attempts.length - 1].result === 'success',
          elapsedMs: elapsed,
        });
      });
    });
  });
});
