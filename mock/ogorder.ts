/** umi mock entry: Orders, OG business line (/api/ogorder: the common families plus bill, refundBan, largeTransOrder). */
import { ogorderEntries } from './core/shared/orders';

export default ogorderEntries;
