import { lineConfig } from '@/features/orders/config';
import { OGORDER_PATHS } from './paths';
import { OGORDER_SERVICE } from './service';

/** The OG line's configuration of the shared order screens (src/components/orders). */
export const OGORDER_LINE = lineConfig('ogorder', OGORDER_PATHS, OGORDER_SERVICE, {
  flowExport: 'pages.ogorder.export.flow',
  recordExport: 'pages.ogorder.export.record',
  checkExport: 'pages.ogorder.export.check',
  whitelistExport: 'pages.ogorder.export.whitelist',
  refundExport: 'pages.ogorder.export.refund',
});
