import { apiCall } from '@/request/endpoint';
import type { LineService } from '@/features/orders/types';

/**
 * The main line's order calls (/api/order/*), typed from the API contract (src/contract/order/line.ts). The OG line
 * declares the same family under /api/ogorder/* (src/pages/ogorder/service.ts); the screens take either through the
 * line's config (src/components/orders/config.ts).
 */
export const ORDER_SERVICE: LineService = {
  flowPage: apiCall('/api/order/flow/page'),
  flowDetail: apiCall('/api/order/flow/detail'),
  flowStatistics: apiCall('/api/order/flow/statistics'),
  flowNotify: apiCall('/api/order/flow/notify'),
  recordPage: apiCall('/api/order/record/page'),
  checkPage: apiCall('/api/order/check/page'),
  whitelistPage: apiCall('/api/order/check/whitelist/page'),
  whitelistAdd: apiCall('/api/order/check/whitelist/add'),
  whitelistDelete: apiCall('/api/order/check/whitelist/delete'),
  refundPage: apiCall('/api/order/refund/page'),
  refundApply: apiCall('/api/order/refund/apply'),
  refundApprove: apiCall('/api/order/refund/approve'),
  refundReject: apiCall('/api/order/refund/reject'),
};
