import FlowScreen from '@/features/orders/FlowScreen';
import { OGORDER_LINE } from '../line';

/** /ogorder/flow: the shared screen (src/features/orders) with the OG line's config. */
export default function OgOrderFlowPage() {
  return <FlowScreen config={OGORDER_LINE} />;
}
