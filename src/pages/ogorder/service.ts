import { apiCall, fromForm, uploadCall, type DataOf } from '@/request/endpoint';

/**
 * The OG line's own calls (bills, refund blocks, large transfers), typed from the API contract
 * (src/contract/order/og.ts); the family both lines share is the orders feature's (src/features/orders/lines.ts).
 */
export type Bill = DataOf<'/api/ogorder/bill/page'>['list'][number];
export type RefundBan = DataOf<'/api/ogorder/refundBan/page'>['list'][number];
export type LargeOrder = DataOf<'/api/ogorder/largeTransOrder/page'>['list'][number];

export const pageBills = apiCall('/api/ogorder/bill/page');
export const addBill = fromForm(apiCall('/api/ogorder/bill/add'));
export const issueBill = uploadCall('/api/ogorder/bill/issue');
export const rejectBill = apiCall('/api/ogorder/bill/reject');
/** GET with ?id= (the session travels as the satoken header of src/request/download.ts) */
export const BILL_DOWNLOAD = '/api/ogorder/bill/download';

export const pageRefundBans = apiCall('/api/ogorder/refundBan/page');
export const addRefundBan = fromForm(apiCall('/api/ogorder/refundBan/add'));
export const liftRefundBan = apiCall('/api/ogorder/refundBan/lift');

export const pageLargeOrders = apiCall('/api/ogorder/largeTransOrder/page');
export const getThresholds = apiCall('/api/ogorder/largeTransOrder/threshold/get');
export const setThreshold = apiCall('/api/ogorder/largeTransOrder/threshold/set');
export const handleLargeOrder = apiCall('/api/ogorder/largeTransOrder/handle');
