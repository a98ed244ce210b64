import { PAY_REGIONS } from '@/contract/payTypes';
import { usePayTypeEnum, useRegionEnum as useRegionsEnum } from '@/hooks/usePayWords';
import { CURRENCIES } from '@/utils/money';

/** The pay area's option lists with their labels in the operator's language (valueEnum shape for ProTable). */
export { usePayTypeEnum };

export const useRegionEnum = () => useRegionsEnum(PAY_REGIONS);

export const CURRENCY_ENUM = Object.fromEntries(CURRENCIES.map((c) => [c, { text: c }]));
