import RecordScreen from '@/features/orders/RecordScreen';
import { ORDER_LINE } from '../line';

/** /order/record: the shared screen (src/features/orders) with the main line's config. */
export default function OrderRecordPage() {
  return <RecordScreen config={ORDER_LINE} />;
}
