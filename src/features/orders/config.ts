import { action } from '@/utils/action';
import type { Line, LineService } from './types';

/**
 * One business line's configuration of the shared order screens (flow, record, check, refund): its route paths, its
 * calls, its buttons' authority keys and its own texts. /order and /ogorder render the same components with their
 * line's config (src/pages/order/line.ts, src/pages/ogorder/line.ts), not copies.
 */
export interface LinePaths {
  flow: string;
  record: string;
  check: string;
  refund: string;
}

/** The buttons of the shared screens (mock/orders/routeNames.ts `buttons`). */
export interface LineButtons {
  notify: string;
  refund: string;
  flowExport: string;
  recordExport: string;
  whitelistAdd: string;
  whitelistDelete: string;
  checkExport: string;
  approve: string;
  refundExport: string;
}

export interface LineConfig {
  line: Line;
  paths: LinePaths;
  service: LineService;
  buttons: LineButtons;
  /** DOM id prefix of the line's tables and dialogs (`order-flow-table`, `ogorder-flow-table`, …) */
  idPrefix: string;
  /** message ids of the texts that differ between the lines (the CSV files' names) */
  texts: LineTexts;
}

export interface LineTexts {
  flowExport: string;
  recordExport: string;
  checkExport: string;
  whitelistExport: string;
  refundExport: string;
}

export function lineConfig(line: Line, paths: LinePaths, service: LineService, texts: LineTexts): LineConfig {
  return {
    line,
    paths,
    service,
    idPrefix: line,
    buttons: {
      notify: action(paths.flow, 'notify'),
      refund: action(paths.flow, 'refund'),
      flowExport: action(paths.flow, 'export'),
      recordExport: action(paths.record, 'export'),
      whitelistAdd: action(paths.check, 'add'),
      whitelistDelete: action(paths.check, 'delete'),
      checkExport: action(paths.check, 'export'),
      approve: action(paths.refund, 'approve'),
      refundExport: action(paths.refund, 'export'),
    },
    texts,
  };
}
