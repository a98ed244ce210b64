import { billHandlers } from './billHandlers';
import { lineHandlers } from './lineHandlers';
import { ogHandlers } from './ogHandlers';

/**
 * The order areas' umi entries: the main line (/api/order/*) and the OG line (/api/ogorder/*, its common families
 * plus invoices, refund blocks and large transfers). mock/order.ts and mock/ogorder.ts export these.
 */
export const orderEntries = lineHandlers('order');
export const ogorderEntries = { ...lineHandlers('ogorder'), ...ogHandlers, ...billHandlers };
