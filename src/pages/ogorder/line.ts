import { LINE_SERVICES, lineConfig } from '@/features/orders';
import { OGORDER_PATHS } from './paths';

/** The OG line's configuration of the shared order screens (src/features/orders). */
export const OGORDER_LINE = lineConfig('ogorder', OGORDER_PATHS, LINE_SERVICES.ogorder, {
  flowExport: 'pages.ogorder.export.flow',
  recordExport: 'pages.ogorder.export.record',
  checkExport: 'pages.ogorder.export.check',
  whitelistExport: 'pages.ogorder.export.whitelist',
  refundExport: 'pages.ogorder.export.refund',
});
