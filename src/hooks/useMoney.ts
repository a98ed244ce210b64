import { useIntl } from '@umijs/max';
import { useMemo } from 'react';
import { amountInputText, formatCount, formatMoney, formatPercent, numberSeparators, parseAmount } from '@/utils/money';

/**
 * Amounts and counts in the interface language (docs/rules.md "Money"): a component using it draws again when the
 * language changes. `statistic` goes to antd's Statistic (`<Statistic {...statistic} …/>`) so its number is grouped as
 * the language writes it.
 */
export function useMoney() {
  const { locale } = useIntl();
  return useMemo(() => {
    const { group, decimal } = numberSeparators(locale);
    return {
      locale,
      format: (cents: number, currency: string) => formatMoney(cents, currency, locale),
      inputText: (cents: number, currency: string) => amountInputText(cents, currency, locale),
      parse: (text: unknown, currency: string) => parseAmount(String(text ?? ''), currency, locale),
      count: (n: number) => formatCount(n, locale),
      percent: (rate: number, digits?: number) => formatPercent(rate, locale, digits),
      statistic: { groupSeparator: group, decimalSeparator: decimal },
    };
  }, [locale]);
}
