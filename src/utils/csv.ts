/**
 * A CSV reader (RFC 4180 as spreadsheets write it): fields separated by commas; a field in double quotes may hold
 * commas, line breaks and doubled quotes (""); records end with CRLF, LF or CR; a leading byte-order mark is dropped.
 * Each record keeps its number (the first record is 1), counting blank lines, so a row number matches the row a
 * spreadsheet shows (a quoted line break stays inside its record). A trailing line break adds no record.
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

export function parseCsv(input: string): CsvResult {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let row = 1;
  let quoted = false;
  /** something of the current record was read (so end of text closes it) */
  let open = false;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    records.push({ row, cells });
    cells = [];
    cell = '';
    row += 1;
    open = false;
  };
  while (i < text.length) {
    const ch = text[i];
    open = true;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else cell += ch;
    i += 1;
  }
  if (quoted) {
    cells.push(cell);
    records.push({ row, cells });
    return { records, unclosedQuoteRow: row };
  }
  // the last record, unless the text ended with a line break (or was empty)
  if (open) endRecord();
  return { records };
}

/** A blank line, or a row of empty cells (",,,," as spreadsheets save an empty row). */
export const isBlank = (r: CsvRecord) => r.cells.every((c) => c.trim() === '');
