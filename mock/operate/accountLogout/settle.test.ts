import { describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../../core/clock';
import { coolingOffEnd, outcomeOf } from './settle';

const T = Date.UTC(2026, 10, 1);
const end = coolingOffEnd(T);

describe('cancellation outcome', () => {
  it('ends the cooling-off 15 days after the request', () => {
    expect(end - T).toBe(15 * DAY);
  });

  it('completes an approved request exactly when the cooling-off ends, not a moment before', () => {
    const approved = { requestedAt: T, status: 'approved' as const };
    expect(outcomeOf(approved, T - DAY, end - 1)).toBeNull();
    expect(outcomeOf(approved, T - DAY, end)).toEqual({ status: 'completed', at: end });
    expect(outcomeOf(approved, T - DAY, end + 30 * DAY)).toEqual({ status: 'completed', at: end });
  });

  it('never completes a pending request by itself', () => {
    expect(outcomeOf({ requestedAt: T, status: 'pending' }, T - DAY, end + DAY)).toBeNull();
  });

  it('is withdrawn by a sign-in inside the cooling-off, pending or approved', () => {
    const login = T + 3 * DAY;
    expect(outcomeOf({ requestedAt: T, status: 'pending' }, login, T + 4 * DAY)).toEqual({
      status: 'withdrawn',
      at: login,
    });
    // read after the end: the sign-in came first, so the request was withdrawn, not completed
    expect(outcomeOf({ requestedAt: T, status: 'approved' }, login, end + DAY)).toEqual({
      status: 'withdrawn',
      at: login,
    });
  });

  it('ignores a sign-in before the request, after the cooling-off, or after the reading time', () => {
    const approved = { requestedAt: T, status: 'approved' as const };
    expect(outcomeOf(approved, T, T + DAY)).toBeNull();
    expect(outcomeOf(approved, T - HOUR, T + DAY)).toBeNull();
    expect(outcomeOf(approved, end + HOUR, end + 2 * HOUR)).toEqual({ status: 'completed', at: end });
    expect(outcomeOf(approved, T + 2 * DAY, T + DAY)).toBeNull();
  });

  it('leaves rejected, withdrawn and completed requests alone', () => {
    for (const status of ['rejected', 'withdrawn', 'completed'] as const)
      expect(outcomeOf({ requestedAt: T, status }, T + DAY, end + DAY)).toBeNull();
  });
});
