import { onDemand } from '@/components/onDemand';

/** The order drawer, its code loaded at the first order opened (src/components/onDemand.tsx). */
export default onDemand(
  () => import('./OrderDrawer'),
  (p) => Boolean(p.orderNo),
);
