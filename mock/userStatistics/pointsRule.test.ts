import { describe, expect, it } from 'vitest';
import { adjustPoints, MAX_DELTA } from './pointsRule';

/** The adjustment rule of role points. */
describe('adjustPoints', () => {
  it('adds and takes points', () => {
    expect(adjustPoints(100, 50)).toEqual({ after: 150 });
    expect(adjustPoints(100, -40)).toEqual({ after: 60 });
  });
  it('may take a role down to exactly 0, never below', () => {
    expect(adjustPoints(100, -100)).toEqual({ after: 0 });
    expect(adjustPoints(100, -101)).toEqual({ refused: 'belowZero' });
    expect(adjustPoints(0, -1)).toEqual({ refused: 'belowZero' });
  });
  it('refuses a zero delta and one beyond ±1,000,000', () => {
    expect(adjustPoints(5, 0)).toEqual({ refused: 'zero' });
    expect(adjustPoints(0, MAX_DELTA)).toEqual({ after: MAX_DELTA });
    expect(adjustPoints(0, MAX_DELTA + 1)).toEqual({ refused: 'tooLarge' });
    expect(adjustPoints(2 * MAX_DELTA, -MAX_DELTA - 1)).toEqual({ refused: 'tooLarge' });
  });
  it('refuses a fractional delta', () => {
    expect(adjustPoints(10, 1.5)).toEqual({ refused: 'notInteger' });
  });
});
