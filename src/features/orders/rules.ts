import type { OrderRow } from './types';

/**
 * Which actions an order offers (the backend decides; these only hide what it would refuse anyway):
 * 补单 for a paid or delivery-failed order (the contract's `notifiable`), a refund for a paid order with something
 * left to refund (the dialog reads the exact remaining amount).
 */
export const canNotify = (o: Pick<OrderRow, 'status'>) => o.status === 'paid' || o.status === 'delivery_failed';

export const canApplyRefund = (o: Pick<OrderRow, 'status' | 'amount' | 'refundedAmount'>) =>
  (o.status === 'paid' || o.status === 'delivered' || o.status === 'delivery_failed' || o.status === 'refunded') &&
  o.refundedAmount < o.amount;
