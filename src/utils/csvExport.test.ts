import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { PageQuery } from '@/services/types';
import {
  csvCell,
  csvTime,
  EXPORT_MAX_ROWS,
  EXPORT_PAGE_SIZE,
  type ExportProgress,
  exportFileName,
  fetchAllPages,
  readAllPages,
  toCsv,
} from './csvExport';

/** A backend of `total` rows that answers pages like the real one and records what it was asked. */
function backend(total: number) {
  const asked: PageQuery[] = [];
  const service = async (q: PageQuery) => {
    asked.push(q);
    const from = (q.pageNum - 1) * q.pageSize;
    const list = Array.from({ length: Math.max(0, Math.min(q.pageSize, total - from)) }, (_, i) => ({ n: from + i }));
    return { code: '00000', msg: '', data: { list, total, pageNum: q.pageNum, pageSize: q.pageSize } };
  };
  return { service, asked };
}

describe('CSV cells and files', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    // a lone carriage return (an old Mac line end, a pasted cell) ends the row in a spreadsheet too: it is quoted
    expect(csvCell('two\rlines')).toBe('"two\rlines"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2')).toBe("'-2");
    // only a leading sign runs as a formula
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('keeps a cell with a lone carriage return in its row when a reader that ends lines at any CR or LF reads it', () => {
    const text = toCsv(
      [{ a: 'line one\rline two', b: 2 }],
      [
        { title: 'note', value: (r) => r.a },
        { title: 'n', value: (r) => r.b },
      ],
    );
    // as spreadsheet programs do: CRLF, LF and a lone CR all end a record outside quotes
    const rows = parse(text.slice(1), { relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] });
    expect(rows).toEqual([
      ['note', 'n'],
      ['line one\rline two', '2'],
    ]);
  });

  it('writes a BOM, a header and CRLF lines', () => {
    const text = toCsv(
      [{ a: '甲', b: 1 }],
      [
        { title: '名称', value: (r) => r.a },
        { title: 'n', value: (r) => r.b },
      ],
    );
    expect(text).toBe('\uFEFF名称,n\r\n甲,1\r\n');
  });
});

describe('reading every page of an export', () => {
  it('reads all filtered rows page by page, keeping the filters, and reports progress', async () => {
    const { service, asked } = backend(1234);
    const seen: ExportProgress[] = [];
    const { rows, total, capped } = await readAllPages(service, { status: 'paid' }, (p) => seen.push(p));
    expect(rows).toHaveLength(1234);
    expect(rows[1233]).toEqual({ n: 1233 });
    expect(total).toBe(1234);
    expect(capped).toBe(false);
    expect(asked.map((q) => q.pageNum)).toEqual([1, 2, 3]);
    expect(asked.every((q) => q.pageSize === EXPORT_PAGE_SIZE && (q as { status?: string }).status === 'paid')).toBe(
      true,
    );
    expect(seen).toEqual([
      { done: 500, total: 1234 },
      { done: 1000, total: 1234 },
      { done: 1234, total: 1234 },
    ]);
  });

  it('stops at the export limit and says so', async () => {
    const { service, asked } = backend(EXPORT_MAX_ROWS + 700);
    const { rows, total, capped } = await readAllPages(service, {});
    expect(rows).toHaveLength(EXPORT_MAX_ROWS);
    expect(total).toBe(EXPORT_MAX_ROWS + 700);
    expect(capped).toBe(true);
    expect(asked).toHaveLength(EXPORT_MAX_ROWS / EXPORT_PAGE_SIZE);
  });

  it('stops after the last full page when the rows fill whole pages, and says a selection of exactly the limit is whole', async () => {
    const whole = backend(2 * EXPORT_PAGE_SIZE);
    expect((await readAllPages(whole.service, {})).rows).toHaveLength(2 * EXPORT_PAGE_SIZE);
    expect(whole.asked.map((q) => q.pageNum)).toEqual([1, 2]);
    const limit = backend(EXPORT_MAX_ROWS);
    const { rows, capped } = await readAllPages(limit.service, {});
    expect(rows).toHaveLength(EXPORT_MAX_ROWS);
    expect(capped).toBe(false);
  });

  it('stops at a short page even when the total said more (rows deleted meanwhile), and does not call it capped', async () => {
    const { service, asked } = backend(1000);
    const shrinking = async (q: PageQuery) => {
      const page = await service(q);
      return { ...page, data: { ...page.data, total: 1234 } };
    };
    const { rows, total, capped } = await readAllPages(shrinking, {});
    expect(rows).toHaveLength(1000);
    expect(total).toBe(1234);
    expect(capped).toBe(false);
    expect(asked.map((q) => q.pageNum)).toEqual([1, 2, 3]);
  });

  it('never holds more than the limit, even from a backend that answers longer pages than asked', async () => {
    const long = async (q: PageQuery) => {
      const from = (q.pageNum - 1) * 700;
      const list = Array.from({ length: 700 }, (_, i) => ({ n: from + i }));
      return { code: '00000', msg: '', data: { list, total: EXPORT_MAX_ROWS * 2, pageNum: q.pageNum, pageSize: 700 } };
    };
    const { rows, capped } = await readAllPages(long, {});
    expect(rows).toHaveLength(EXPORT_MAX_ROWS);
    expect(rows.at(-1)).toEqual({ n: EXPORT_MAX_ROWS - 1 });
    expect(capped).toBe(true);
  });

  it('fetchAllPages answers the rows alone', async () => {
    const { service } = backend(3);
    expect(await fetchAllPages(service, {})).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
  });

  it('answers an empty selection with no rows after one call', async () => {
    const { service, asked } = backend(0);
    expect((await readAllPages(service, {})).rows).toEqual([]);
    expect(asked).toHaveLength(1);
  });
});

describe('what an export says it holds (docs/rules.md "CSV export"), seen from a São Paulo browser', () => {
  const machineZone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'America/Sao_Paulo';
  });
  afterEach(() => {
    process.env.TZ = machineZone;
  });
  /** 2026-11-26 18:48 in China; 07:48 of the same day in São Paulo */
  const AT = Date.parse('2026-11-26T18:48:00+08:00');
  const DAY = [Date.parse('2026-11-26T00:00:00+08:00'), Date.parse('2026-11-26T23:59:59.999+08:00')] as const;

  it('names the screen, the game, the range of the time filter (China days) and the export time', () => {
    expect(exportFileName({ screen: '订单流水', game: '星海传说', range: DAY, at: AT })).toBe(
      '订单流水_星海传说_20261126-20261126_20261126T184800.csv',
    );
    // 00:30 in China is the day before in São Paulo: the name says China's day
    const early = Date.parse('2026-11-27T00:30:00+08:00');
    expect(exportFileName({ screen: '操作日志', game: '星海传说', at: early })).toBe(
      '操作日志_星海传说_20261127T003000.csv',
    );
    expect(exportFileName({ screen: 'roles', at: AT }, 'md')).toBe('roles_20261126T184800.md');
  });

  it('never shares a name between two exports a second apart, nor writes a character a file system refuses', () => {
    expect(exportFileName({ screen: 'a', at: AT })).not.toBe(exportFileName({ screen: 'a', at: AT + 1000 }));
    expect(exportFileName({ screen: 'SDK accounts / overseas', game: 'a:b*c?', at: AT })).toBe(
      'SDK accounts - overseas_a-b-c-_20261126T184800.csv',
    );
  });

  it('folds runs of unsafe characters and of spaces into one, trims, and stamps now when no time is given', () => {
    expect(exportFileName({ screen: ' a::b\tc   d ', at: AT })).toBe('a-b-c d_20261126T184800.csv');
    expect(exportFileName({ screen: 'x\u0001y', at: AT })).toBe('x-y_20261126T184800.csv');
    const before = Date.now();
    const name = exportFileName({ screen: 'now' });
    const stamp = (ms: number) => exportFileName({ screen: 'now', at: ms });
    expect([stamp(before), stamp(before + 1000), stamp(Date.now())]).toContain(name);
  });

  it('writes an instant ISO 8601 with China’s offset, and a date as its China day', () => {
    expect(csvTime(AT, 'dateTime')).toBe('2026-11-26T18:48:00+08:00');
    expect(csvTime(Date.parse('2026-11-27T00:30:00+08:00'), 'date')).toBe('2026-11-27');
    expect(csvTime(null, 'dateTime')).toBe('');
  });
});
