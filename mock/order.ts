/** umi mock entry: Orders, main business line (/api/order). */
import { orderEntries } from './shared/orders';

export default orderEntries;
