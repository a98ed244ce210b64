/** The rule of a points adjustment: a signed integer delta, not 0, |delta| ≤ 1,000,000; the result never below 0. */
export const MAX_DELTA = 1_000_000;

export type AdjustRefusal = 'zero' | 'tooLarge' | 'notInteger' | 'belowZero';

export function adjustPoints(before: number, delta: number): { after: number } | { refused: AdjustRefusal } {
  if (!Number.isInteger(delta)) return { refused: 'notInteger' };
  if (delta === 0) return { refused: 'zero' };
  if (Math.abs(delta) > MAX_DELTA) return { refused: 'tooLarge' };
  const after = before + delta;
  if (after < 0) return { refused: 'belowZero' };
  return { after };
}
