import { describe, expect, it } from 'vitest';
import { isBlank, parseCsv } from './csv';

const cells = (text: string) => parseCsv(text).records.map((r) => r.cells);

describe('parseCsv', () => {
  it('splits records on CRLF, LF and CR, and a trailing line break adds no record', () => {
    expect(cells('a,b\r\n1,2\n3,4\r5,6\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
    expect(cells('a,b')).toEqual([['a', 'b']]);
    expect(cells('')).toEqual([]);
  });

  it('keeps commas, line breaks and doubled quotes inside quotes', () => {
    expect(cells('"x, y","say ""hi""","two\r\nlines",plain\r\nnext')).toEqual([
      ['x, y', 'say "hi"', 'two\r\nlines', 'plain'],
      ['next'],
    ]);
  });

  it('keeps empty cells, at the end of a record too', () => {
    expect(cells('a,,c,\n,')).toEqual([
      ['a', '', 'c', ''],
      ['', ''],
    ]);
    expect(cells('""')).toEqual([['']]);
  });

  it('drops a byte-order mark', () => {
    expect(cells('\uFEFFproductId,name\r\n')).toEqual([['productId', 'name']]);
  });

  it('numbers records as a spreadsheet numbers rows: blank lines count, a quoted line break does not', () => {
    const { records } = parseCsv('h\n"a\nb"\n\nc\n , ,\n');
    expect(records.map((r) => r.row)).toEqual([1, 2, 3, 4, 5]);
    expect(records.map(isBlank)).toEqual([false, false, true, false, true]);
  });

  it('calls a row blank only when every cell is: a row with one filled cell among empty ones is read', () => {
    const { records } = parseCsv(',,x\nx,,\n,\n');
    expect(records.map(isBlank)).toEqual([false, false, true]);
  });

  it('reports a quote that is never closed, with the row where it opened', () => {
    const r = parseCsv('h\nok\n"open,\nstill\n');
    expect(r.unclosedQuoteRow).toBe(3);
    expect(r.records).toHaveLength(3);
    // the open record's text runs to the end of the file, a doubled quote in it still one quote
    expect(r.records[2].cells).toEqual(['open,\nstill\n']);
    expect(parseCsv('a,"b ""c""').records.map((x) => x.cells)).toEqual([['a', 'b "c"']]);
  });

  it('reads a quote inside an unquoted cell as a character', () => {
    expect(cells('5" screen,x')).toEqual([['5" screen', 'x']]);
  });
});
