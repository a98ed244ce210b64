import type { Paths } from '../operation';
import { linePaths } from './line';
import * as og from './og';

/**
 * Orders and payments, both business lines (docs/rules.md "Money"): the common families written once in ./line.ts
 * for `order` and `ogorder`, plus the OG line's extras (./og.ts). Records and enums in ./records.ts.
 */
export const paths = {
  ...linePaths('order'),
  ...linePaths('ogorder'),
  ...og.paths,
} satisfies Paths;

export * from './records';
export { banRow, billRow } from './og';
