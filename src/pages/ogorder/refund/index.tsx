import RefundScreen from '@/features/orders/RefundScreen';
import { OGORDER_LINE } from '../line';

/** /ogorder/refund: the shared screen (src/features/orders) with the OG line's config. */
export default function OgOrderRefundPage() {
  return <RefundScreen config={OGORDER_LINE} />;
}
