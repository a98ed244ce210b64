import { useMemo } from 'react';
import { PAY_TYPES, type PayType } from '@/contract/payTypes';
import { useText } from './index';

/**
 * Pay types and regions by name in the operator's language (`common.payType.<code>`, `common.region.<code>`), for every
 * area that shows them (pay configuration, pay lists, switch-payment rules, orders): valueEnum shape for ProTable.
 */
export function usePayTypeEnum(): Record<PayType, { text: string }> {
  const t = useText();
  return useMemo(
    () =>
      Object.fromEntries(PAY_TYPES.map((p) => [p, { text: t(`common.payType.${p}`) }])) as Record<
        PayType,
        { text: string }
      >,
    [t],
  );
}

export function useRegionEnum<R extends string>(regions: readonly R[]): Record<R, { text: string }> {
  const t = useText();
  return useMemo(
    () => Object.fromEntries(regions.map((r) => [r, { text: t(`common.region.${r}`) }])) as Record<R, { text: string }>,
    [t, regions],
  );
}
