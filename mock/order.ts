/** umi mock entry: Orders, main business line (/api/order). */
import { orderEntries } from './core/shared/orders';

export default orderEntries;
