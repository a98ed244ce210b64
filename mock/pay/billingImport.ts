import { IMPORT_MAX_ROWS, PRODUCT_ID_PATTERN } from '../../src/contract/pay/billingPoint';
import { BILLING_POINT_FIELDS as F } from '../../src/contract/pay/fields';
import { CURRENCIES, isCurrency, parseCents, type Currency } from '../../src/utils/money';
import type { Lang } from '../core/i18n';
import { isBlank, parseCsv } from '../../src/utils/csv';
import { payText, type PayMessageKey } from './messages';
export const REQUIRED_COLUMNS = ['productId', 'name', 'amount', 'currency', 'coins'];
// the contract's limits of a billing point's fields (src/contract/pay/fields.ts)
const MAX_LENGTH: Record<string, number> = {
  name: F.name.maxLength,
  channelProductCode: F.channelProductCode.maxLength,
};
const MAX_AMOUNT = F.amount.maximum;
const MAX_COINS = F.coins.maximum;

export interface ImportError {
  column: string;
  code: PayMessageKey;
  message: string;
}

export interface ImportRow {
  row: number;
  values: Record<string, string>;
  errors: ImportError[];
}

export interface ImportProduct {
  productId: string;
  name: string;
  amount: number;
  currency: Currency;
  channelProductCode: string;
  coins: number;
  status: 0 | 1;
}

export interface ImportCheck {
  columns: string[];
  rows: ImportRow[];
  fileErrors: ImportError[];
  validCount: number;
  invalidCount: number;
  /** the valid rows as products, in file order */
  products: ImportProduct[];
}

/**
 * Validates a CSV file of billing points against the game's existing product ids. Pure: the same text and ids give
 * the same answer.
 */
export function checkImport(csv: string, existing: ReadonlySet<string>, lang: Lang): ImportCheck {
  const err = (column: string, code: PayMessageKey, vars: Record<string, string | number> = {}): ImportError => ({
    column,
    code,
    message: payText(lang, code, { column, ...vars }),
  });
  const parsed = parseCsv(csv);
  const fileErrors: ImportError[] = [];
  // a file saved in another encoding (GBK from a Chinese Excel, say) reaches here with replacement characters
  if (csv.includes('\uFFFD')) fileErrors.push(err('', 'notUtf8'));
  if (parsed.unclosedQuoteRow !== undefined)
    fileErrors.push(err('', 'unclosedQuote', { row: parsed.unclosedQuoteRow }));
  const [header, ...body] = parsed.records;
  const columns = header ? header.cells.map((c) => c.trim()) : [];
  const seenColumns = new Set<string>();
  columns.forEach((c) => {
    if (c && seenColumns.has(c)) fileErrors.push(err(c, 'duplicateColumn'));
    seenColumns.add(c);
  });
  REQUIRED_COLUMNS.forEach((c) => {
    if (!seenColumns.has(c)) fileErrors.push(err(c, 'missingColumn'));
  });
  const dataRows = body.filter((r) => !isBlank(r));
  if (dataRows.length === 0) fileErrors.push(err('', 'emptyFile'));
  if (dataRows.length > IMPORT_MAX_ROWS) fileErrors.push(err('', 'tooManyRows', { max: IMPORT_MAX_ROWS }));

  const firstRowOf = new Map<string, number>();
  const rows: ImportRow[] = [];
  const products: ImportProduct[] = [];
  dataRows.slice(0, IMPORT_MAX_ROWS).forEach((record) => {
    const values: Record<string, string> = {};
    columns.forEach((c, i) => {
      if (c && !(c in values)) values[c] = (record.cells[i] ?? '').trim();
    });
    const errors: ImportError[] = [];
    if (record.cells.length !== columns.length) {
      errors.push(err('', 'columnCount', { n: record.cells.length, m: columns.length }));
    }
    const v = (c: string) => values[c] ?? '';
    REQUIRED_COLUMNS.forEach((c) => {
      if (seenColumns.has(c) && v(c) === '') errors.push(err(c, 'missing'));
    });
    const productId = v('productId');
    if (productId) {
      if (!new RegExp(PRODUCT_ID_PATTERN).test(productId)) {
        errors.push(err('productId', 'badProductId', { value: productId }));
      } else if (firstRowOf.has(productId)) {
        errors.push(err('productId', 'duplicateInFile', { value: productId, other: firstRowOf.get(productId) ?? '' }));
      } else if (existing.has(productId)) {
        errors.push(err('productId', 'exists', { value: productId }));
      }
      if (!firstRowOf.has(productId)) firstRowOf.set(productId, record.row);
    }
    Object.entries(MAX_LENGTH).forEach(([c, max]) => {
      if ([...v(c)].length > max) errors.push(err(c, 'tooLong', { max }));
    });
    const amount = v('amount') ? parseCents(v('amount')) : undefined;
    if (v('amount') && (amount === undefined || amount <= 0 || amount > MAX_AMOUNT)) {
      errors.push(err('amount', 'badAmount', { value: v('amount') }));
    }
    const currency = v('currency').toUpperCase();
    if (v('currency') && !isCurrency(currency)) {
      errors.push(err('currency', 'unknownCurrency', { value: v('currency'), list: CURRENCIES.join(', ') }));
    }
    const coinsText = v('coins');
    const coins = /^\d{1,10}$/.test(coinsText) ? Number(coinsText) : undefined;
    if (coinsText && (coins === undefined || coins > MAX_COINS))
      errors.push(err('coins', 'badCoins', { value: coinsText }));
    const statusText = v('status');
    if (statusText && statusText !== '1' && statusText !== '0') {
      errors.push(err('status', 'badStatus', { value: statusText }));
    }
    rows.push({ row: record.row, values, errors });
    if (errors.length === 0 && amount !== undefined && coins !== undefined && isCurrency(currency)) {
      products.push({
        productId,
        name: v('name'),
        amount,
        currency,
        channelProductCode: v('channelProductCode'),
        coins,
        status: statusText === '0' ? 0 : 1,
      });
    }
  });
  const invalidCount = rows.filter((r) => r.errors.length > 0).length;
  return { columns, rows, fileErrors, validCount: rows.length - invalidCount, invalidCount, products };
}

/** The first problem of a check (a file problem first, then rows in order) and how many there are, or null. */
export function firstProblem(check: ImportCheck): { count: number; row: number; error: ImportError } | null {
  const rowErrors = check.rows.flatMap((r) => r.errors.map((error) => ({ row: r.row, error })));
  const count = check.fileErrors.length + rowErrors.length;
  if (count === 0) return null;
  if (check.fileErrors.length > 0) return { count, row: 1, error: check.fileErrors[0] };
  return { count, ...rowErrors[0] };
}
