import { CsvError, parse } from 'csv-parse/sync';

/**
 * The CSV reader of the imports (csv-parse, RFC 4180 as spreadsheets write it): fields separated by commas; a field in
 * double quotes may hold commas, line breaks and doubled quotes (""); a quote inside an unquoted field is a character;
 * records end with CRLF, LF or CR, mixed in one file too; a leading byte-order mark is dropped. Each record keeps its
 * number (the first record is 1), counting blank lines, so a row number matches the row a spreadsheet shows (a quoted
 * line break stays inside its record). A trailing line break adds no record.
 */
export interface CsvRecord {
  /** 1-based record number in the file */
  row: number;
  cells: string[];
}

export interface CsvResult {
  records: CsvRecord[];
  /** the record whose quote is never closed, if any (its text runs to the end of the file) */
  unclosedQuoteRow?: number;
}

const read = (text: string): string[][] =>
  parse(text, {
    bom: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  });

export function parseCsv(input: string): CsvResult {
  const numbered = (rows: string[][]) => rows.map((cells, i) => ({ row: i + 1, cells }));
  try {
    return { records: numbered(read(input)) };
  } catch (e) {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: with quotes and column counts relaxed, an unclosed quote is the only error read() raises
    if (!(e instanceof CsvError) || e.code !== 'CSV_QUOTE_NOT_CLOSED') throw e;
    // read as if the quote closed at the end of the file: the open record keeps the rest of the text
    const records = numbered(read(`${input}"`));
    return { records, unclosedQuoteRow: records.length };
  }
}

/** A blank line, or a row of empty cells (",,,," as spreadsheets save an empty row). */
export const isBlank = (r: CsvRecord) => r.cells.every((c) => c.trim() === '');
