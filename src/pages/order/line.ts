import { lineConfig } from '@/features/orders/config';
import { ORDER_PATHS } from './paths';
import { ORDER_SERVICE } from './service';

/** The main line's configuration of the shared order screens (src/components/orders). */
export const ORDER_LINE = lineConfig('order', ORDER_PATHS, ORDER_SERVICE, {
  flowExport: 'pages.order.export.flow',
  recordExport: 'pages.order.export.record',
  checkExport: 'pages.order.export.check',
  whitelistExport: 'pages.order.export.whitelist',
  refundExport: 'pages.order.export.refund',
});
