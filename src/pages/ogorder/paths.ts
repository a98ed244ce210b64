import { linePaths } from '@/features/orders';

/**
 * The OG business line's screens: the four it shares with /order (same components, the OG line's config) and its own
 * bill, refundBan and largeTransOrder. Presets from the address as for /order (see src/pages/order/paths.ts).
 */
export const OGORDER_PATHS = {
  root: '/ogorder',
  ...linePaths('ogorder'),
  bill: '/ogorder/bill',
  refundBan: '/ogorder/refundBan',
  largeTransOrder: '/ogorder/largeTransOrder',
} as const;
