import { parseCents } from '@/utils/money';

/**
 * The refund form's amount (docs/rules.md "Money"): typed as money ("12.34"), parsed from the digits into integer
 * minor units, at least one cent and at most what the order still allows (paid − refunds neither rejected nor failed,
 * as the backend answers it). The backend checks the same limit; this only saves a round trip.
 */
export type AmountProblem = 'required' | 'format' | 'zero' | 'over';

export function refundAmount(
  text: string | undefined,
  refundable: number,
): { cents: number; problem?: undefined } | { cents?: undefined; problem: AmountProblem } {
  const typed = (text ?? '').trim();
  if (!typed) return { problem: 'required' };
  const cents = parseCents(typed);
  if (cents === undefined) return { problem: 'format' };
  if (cents < 1) return { problem: 'zero' };
  if (cents > refundable) return { problem: 'over' };
  return { cents };
}
