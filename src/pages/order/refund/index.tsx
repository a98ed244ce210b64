import RefundScreen from '@/features/orders/RefundScreen';
import { ORDER_LINE } from '../line';

/** /order/refund: the shared screen (src/components/orders) with the main line's config. */
export default function OrderRefundPage() {
  return <RefundScreen config={ORDER_LINE} />;
}
