import { LINE_SERVICES, lineConfig } from '@/features/orders';
import { ORDER_PATHS } from './paths';

/** The main line's configuration of the shared order screens (src/features/orders). */
export const ORDER_LINE = lineConfig('order', ORDER_PATHS, LINE_SERVICES.order, {
  flowExport: 'pages.order.export.flow',
  recordExport: 'pages.order.export.record',
  checkExport: 'pages.order.export.check',
  whitelistExport: 'pages.order.export.whitelist',
  refundExport: 'pages.order.export.refund',
});
