import CheckScreen from '@/features/orders/CheckScreen';
import { ORDER_LINE } from '../line';

/** /order/check: the shared screen (src/features/orders) with the main line's config. */
export default function OrderCheckPage() {
  return <CheckScreen config={ORDER_LINE} />;
}
