import { parseAmount } from '@/utils/money';

/**
 * The refund form's amount (docs/rules.md "Money"): typed as money in the interface language ("12.34", pt-BR "12,34"),
 * parsed from the digits into integer minor units of the order's currency, at least one cent and at most what the order still allows (paid − refunds neither rejected nor failed,
 * as the backend answers it). The backend checks the same limit; this only saves a round trip.
 */
export type AmountProblem = 'required' | 'format' | 'zero' | 'over';

export function refundAmount(
  text: string | undefined,
  refundable: number,
  currency: string,
  locale: string,
): { cents: number; problem?: undefined } | { cents?: undefined; problem: AmountProblem } {
  const typed = (text ?? '').trim();
  if (!typed) return { problem: 'required' };
  const cents = parseAmount(typed, currency, locale);
  if (cents === undefined) return { problem: 'format' };
  if (cents < 1) return { problem: 'zero' };
  if (cents > refundable) return { problem: 'over' };
  return { cents };
}
