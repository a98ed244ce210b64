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

/** A button's authority key: the screen's path, a colon, the action. */
export const buttonKey = (screen: string, op: string) => `${screen}:${op}`;

export function lineConfig(line: Line, paths: LinePaths, service: LineService, texts: LineTexts): LineConfig {
  return {
    line,
    paths,
    service,
    idPrefix: line,
    buttons: {
      notify: buttonKey(paths.flow, 'notify'),
      refund: buttonKey(paths.flow, 'refund'),
      flowExport: buttonKey(paths.flow, 'export'),
      recordExport: buttonKey(paths.record, 'export'),
      whitelistAdd: buttonKey(paths.check, 'add'),
      whitelistDelete: buttonKey(paths.check, 'delete'),
      checkExport: buttonKey(paths.check, 'export'),
      approve: buttonKey(paths.refund, 'approve'),
      refundExport: buttonKey(paths.refund, 'export'),
    },
    texts,
  };
}
