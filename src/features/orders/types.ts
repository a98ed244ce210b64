import type { apiCall, DataOf, RequestOf } from '@/request/endpoint';

/**
 * The shapes the order screens of both business lines share (src/contract/order/records.ts): the two lines' endpoint
 * families answer the same records, so the types are read from the main line's paths and the OG line's calls fit them.
 */
export type Line = 'order' | 'ogorder';

type Call<P extends Parameters<typeof apiCall>[0]> = ReturnType<typeof apiCall<P>>;

export type FlowQuery = RequestOf<'/api/order/flow/page'>;
export type FlowPage = DataOf<'/api/order/flow/page'>;
export type OrderRow = FlowPage['list'][number];
export type OrderTotals = FlowPage['totals'];
export type OrderDetail = DataOf<'/api/order/flow/detail'>;
export type TimelineEvent = OrderDetail['timeline'][number];
export type NotifyRecord = DataOf<'/api/order/record/page'>['list'][number];
export type RefundRow = DataOf<'/api/order/refund/page'>['list'][number];
export type WhitelistRow = DataOf<'/api/order/check/whitelist/page'>['list'][number];
export type OrderStatistics = DataOf<'/api/order/flow/statistics'>;
export type OrderStatus = OrderRow['status'];

/** A line's calls: the same family of the contract under /api/order/* or /api/ogorder/*. */
export interface LineService {
  flowPage: Call<'/api/order/flow/page'>;
  flowDetail: Call<'/api/order/flow/detail'>;
  flowStatistics: Call<'/api/order/flow/statistics'>;
  flowNotify: Call<'/api/order/flow/notify'>;
  recordPage: Call<'/api/order/record/page'>;
  checkPage: Call<'/api/order/check/page'>;
  whitelistPage: Call<'/api/order/check/whitelist/page'>;
  whitelistAdd: Call<'/api/order/check/whitelist/add'>;
  whitelistDelete: Call<'/api/order/check/whitelist/delete'>;
  refundPage: Call<'/api/order/refund/page'>;
  refundApply: Call<'/api/order/refund/apply'>;
  refundApprove: Call<'/api/order/refund/approve'>;
  refundReject: Call<'/api/order/refund/reject'>;
}
