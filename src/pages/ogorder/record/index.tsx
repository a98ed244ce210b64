import RecordScreen from '@/features/orders/RecordScreen';
import { OGORDER_LINE } from '../line';

/** /ogorder/record: the shared screen (src/features/orders) with the OG line's config. */
export default function OgOrderRecordPage() {
  return <RecordScreen config={OGORDER_LINE} />;
}
