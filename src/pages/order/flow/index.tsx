import FlowScreen from '@/features/orders/FlowScreen';
import { ORDER_LINE } from '../line';

/** /order/flow: the shared screen (src/features/orders) with the main line's config. */
export default function OrderFlowPage() {
  return <FlowScreen config={ORDER_LINE} />;
}
