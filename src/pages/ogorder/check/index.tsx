import CheckScreen from '@/features/orders/CheckScreen';
import { OGORDER_LINE } from '../line';

/** /ogorder/check: the shared screen (src/features/orders) with the OG line's config. */
export default function OgOrderCheckPage() {
  return <CheckScreen config={OGORDER_LINE} />;
}
