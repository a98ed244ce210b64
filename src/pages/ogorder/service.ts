import { apiCall, fromForm, uploadCall, type DataOf } from '@/request/endpoint';
import type { LineService } from '@/features/orders/types';

/**
 * The OG line's calls, typed from the API contract: the family both lines share (/api/ogorder/*, the same shapes as
 * /api/order/*; src/contract/order/line.ts) and the OG line's own (src/contract/order/og.ts).
 */
export const OGORDER_SERVICE: LineService = {
  flowPage: apiCall('/api/ogorder/flow/page'),
  flowDetail: apiCall('/api/ogorder/flow/detail'),
  flowStatistics: apiCall('/api/ogorder/flow/statistics'),
  flowNotify: apiCall('/api/ogorder/flow/notify'),
  recordPage: apiCall('/api/ogorder/record/page'),
  checkPage: apiCall('/api/ogorder/check/page'),
  whitelistPage: apiCall('/api/ogorder/check/whitelist/page'),
  whitelistAdd: apiCall('/api/ogorder/check/whitelist/add'),
  whitelistDelete: apiCall('/api/ogorder/check/whitelist/delete'),
  refundPage: apiCall('/api/ogorder/refund/page'),
  refundApply: apiCall('/api/ogorder/refund/apply'),
  refundApprove: apiCall('/api/ogorder/refund/approve'),
  refundReject: apiCall('/api/ogorder/refund/reject'),
};

export type Bill = DataOf<'/api/ogorder/bill/page'>['list'][number];
export type RefundBan = DataOf<'/api/ogorder/refundBan/page'>['list'][number];
export type LargeOrder = DataOf<'/api/ogorder/largeTransOrder/page'>['list'][number];
export type Thresholds = DataOf<'/api/ogorder/largeTransOrder/threshold/get'>['thresholds'];

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
