import { useMemo } from 'react';
import { PAY_REGIONS, PAY_TYPES, type PayRegion, type PayType } from '@/contract/payTypes';
import { useText } from '@/hooks';
import { CURRENCIES } from '@/utils/money';

/** The pay area's option lists with their labels in the operator's language (valueEnum shape for ProTable). */
export function usePayTypeEnum() {
  const t = useText();
  return useMemo(
    () =>
      Object.fromEntries(PAY_TYPES.map((p) => [p, { text: t(`pages.pay.type.${p}`) }])) as Record<
        PayType,
        { text: string }
      >,
    [t],
  );
}

export function useRegionEnum() {
  const t = useText();
  return useMemo(
    () =>
      Object.fromEntries(PAY_REGIONS.map((r) => [r, { text: t(`pages.pay.region.${r}`) }])) as Record<
        PayRegion,
        { text: string }
      >,
    [t],
  );
}

export const CURRENCY_ENUM = Object.fromEntries(CURRENCIES.map((c) => [c, { text: c }]));
