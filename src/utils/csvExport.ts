import type { Envelope } from '@/request/errors';
import type { Page, PageQuery } from '@/services/types';
import { fileDay, fileStamp, formatTime, isoTime } from '@/utils/businessTime';
import { pageQuery } from '@/utils/pageQuery';

/**
 * CSV export of what the filters select (every page, not only the visible one). UTF-8 with a BOM so spreadsheet
 * programs read Chinese correctly; cells quoted when they hold a comma, quote or line break; a leading = + - @ is
 * prefixed with ' so a cell can never run as a formula.
 */
export interface CsvColumn<T> {
  title: string;
  value: (row: T) => unknown;
}

export function csvCell(v: unknown): string {
  let s = v === undefined || v === null ? '' : String(v);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  const head = columns.map((c) => csvCell(c.title)).join(',');
  const body = rows.map((r) => columns.map((c) => csvCell(c.value(r))).join(','));
  return `\uFEFF${[head, ...body].join('\r\n')}\r\n`;
}

export const EXPORT_PAGE_SIZE = 500;
/** Upper bound on rows one export reads, so a runaway filter cannot hang the tab. */
export const EXPORT_MAX_ROWS = 100000;

export interface ExportProgress {
  /** rows read so far */
  done: number;
  /** rows the filters select, as the backend counts them */
  total: number;
}

/**
 * Reads every page the filters select, 500 rows at a time, at most EXPORT_MAX_ROWS; `onProgress` hears after each
 * page how far it got (the export button shows it). `capped` says the filters select more than one export may hold.
 */
export async function readAllPages<T>(
  service: (q: PageQuery) => Promise<Envelope<Page<T>>>,
  filters: Record<string, unknown>,
  onProgress?: (p: ExportProgress) => void,
): Promise<{ rows: T[]; total: number; capped: boolean }> {
  const rows: T[] = [];
  let total = 0;
  for (let current = 1; rows.length < EXPORT_MAX_ROWS; current += 1) {
    const res = await service(pageQuery({ current, size: EXPORT_PAGE_SIZE }, filters));
    total = res.data.total;
    rows.push(...res.data.list.slice(0, EXPORT_MAX_ROWS - rows.length));
    onProgress?.({ done: rows.length, total });
    if (res.data.list.length < EXPORT_PAGE_SIZE || rows.length >= total) break;
  }
  return { rows, total, capped: total > rows.length && rows.length >= EXPORT_MAX_ROWS };
}

export async function fetchAllPages<T>(
  service: (q: PageQuery) => Promise<Envelope<Page<T>>>,
  filters: Record<string, unknown>,
): Promise<T[]> {
  return (await readAllPages(service, filters)).rows;
}

/**
 * A CSV cell of a time (docs/rules.md "CSV export"): an instant is written ISO 8601 with the business zone's offset
 * (`2026-11-26T18:48:00+08:00`), so a spreadsheet anywhere reads the same moment; a date without a time is the
 * business day, `2026-11-26`.
 */
export function csvTime(v: unknown, kind: 'dateTime' | 'date'): string {
  return kind === 'date' ? formatTime(v, 'YYYY-MM-DD') : isoTime(v);
}

/** Characters a file name may not hold on Windows, macOS or Linux, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]+/g;
const part = (s: string) => s.replace(UNSAFE, '-').replace(/\s+/g, ' ').trim();

/**
 * An export's file name: the screen, the game, the range its time filter covers (business days, `20261126-20261126`)
 * when it has one, and the moment it was exported (business zone, `20261126T184800`), so two exports (a second or more
 * apart: one export runs at a time) never share a name: `订单流水_星海传说_20261126-20261126_20261126T184800.csv`.
 */
export function exportFileName(
  opts: { screen: string; game?: string; range?: readonly [number, number]; at?: number },
  ext = 'csv',
): string {
  const at = opts.at ?? Date.now();
  const parts = [
    part(opts.screen),
    opts.game ? part(opts.game) : '',
    opts.range ? `${fileDay(opts.range[0])}-${fileDay(opts.range[1])}` : '',
    fileStamp(at),
  ].filter(Boolean);
  return `${parts.join('_')}.${ext}`;
}
