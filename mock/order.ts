/** umi mock entry: Orders, main business line (/api/order). */
import { orderEntries } from './order/handlers';

export default orderEntries;
