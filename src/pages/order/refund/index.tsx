import RefundScreen from '@/features/orders/RefundScreen';
import { ORDER_LINE } from '../line';

/** /order/refund: the shared screen (src/features/orders) with the main line's config. */
export default function OrderRefundPage() {
  return <RefundScreen config={ORDER_LINE} />;
}
