import * as billingPoint from './billingPoint';
import * as payConfig from './payConfig';
import * as payList from './payList';

/**
 * The pay area's contract: pay configuration, pay lists, billing points (src/pages/pay/README.md "Pay configuration").
 */
export const paths = { ...payConfig.paths, ...payList.paths, ...billingPoint.paths };
