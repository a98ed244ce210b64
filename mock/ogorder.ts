/** umi mock entry: Orders, OG business line (/api/ogorder: the common families plus bill, refundBan, largeTransOrder). */
import { entry } from './backend';
import { ogorderEntries } from './orders';

export default entry(ogorderEntries);
