import { apiCall } from '@/request/endpoint';
import type { LinePaths } from './config';
import type { Line, LineService } from './types';

/** The screens both lines share: /<line>/flow, record, check and refund (config/routes.ts). */
export const linePaths = (line: Line): LinePaths => ({
  flow: `/${line}/flow`,
  record: `/${line}/record`,
  check: `/${line}/check`,
  refund: `/${line}/refund`,
});

/**
 * Each line's calls of the family both lines share (/api/order/* and /api/ogorder/*, the same shapes), typed from the
 * API contract (src/contract/order/line.ts); the screens take them through the line's config (./config.ts).
 */
export const LINE_SERVICES: Record<Line, LineService> = {
  order: {
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
  },
  ogorder: {
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
  },
};
