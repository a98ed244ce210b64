/**
 * The order screens both business lines share (/order and /ogorder; docs/rules.md "Areas and layers"): what the
 * areas use of it. The screens themselves are imported one by one (`@/features/orders/FlowScreen`, …), so each
 * route's chunk carries only its own.
 */
export { currencyEnum, moneyColumn, rangeFilter } from './columns';
export { lineConfig } from './config';
export { channelEnum, orderStatusEnum, payTypeEnum } from './enums';
export { addressOf } from './filters';
export { LINE_SERVICES, linePaths } from './lines';
export type { Line, LineService, OrderStatistics } from './types';
