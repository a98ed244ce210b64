import { useRequest } from 'ahooks';
import { useMemo } from 'react';
import { PAY_TYPES } from '@/contract/special/payTypes';
import { REGIONS, RULE_REGIONS } from '@/contract/special/regions';
import { useText } from '@/hooks';
import { usePayTypeEnum } from '@/hooks/usePayWords';
import { cutPayOptions } from '../../service';

/** The words of the switch-payment screens: pay types, regions and the current game's channels as select options. */
export type Option = { value: string; label: string };

export { usePayTypeEnum };

export function usePayTypeOptions(): Option[] {
  const payTypes = usePayTypeEnum();
  return useMemo(() => PAY_TYPES.map((p) => ({ value: p, label: payTypes[p].text })), [payTypes]);
}

/** Rule regions ('all' first) or, with `concrete`, only the regions a payment can be in. */
export function useRegionOptions(concrete = false): Option[] {
  const t = useText();
  return useMemo(
    () => (concrete ? REGIONS : RULE_REGIONS).map((r) => ({ value: r, label: t(`common.region.${r}`) })),
    [t, concrete],
  );
}

const NONE: Option[] = [];

/** The SDK channels a rule may name, read once per screen; empty while loading. */
export function useChannelOptions(): Option[] {
  const { data = NONE } = useRequest(async () =>
    (await cutPayOptions()).data.channels.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })),
  );
  return data;
}
