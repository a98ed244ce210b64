/** umi mock entry: Orders, main business line (/api/order). */
import { entry } from './backend';
import { orderEntries } from './orders';

export default entry(orderEntries);
