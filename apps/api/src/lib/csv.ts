/**
 * CSV as spreadsheets read it (RFC 4180): fields separated by commas, quoted when they hold a
 * comma, quote, CR or LF, lines ended by CRLF, UTF-8 files starting with a byte-order mark so
 * Excel reads the umlauts and Chinese names right.
 */

/** The byte-order mark at the start of every CSV file the shop writes. */
export const CSV_BOM = '\uFEFF';

/** What a spreadsheet would read as a formula (or a cell's control characters), unless it is a plain number. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export type CsvValue = string | number | null | undefined;

/**
 * One field. A text starting with = + - @ tab or CR gets a leading apostrophe, so a spreadsheet
 * shows it as text rather than running it (a name like "=HYPERLINK(…)"); numbers such as -5.00 stay numbers.
 */
export function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record with its line end. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A CSV file written as it is read: the BOM and header first, then the records of each batch as they come. */
export async function* csvFile(header: readonly string[], batches: AsyncIterable<readonly CsvValue[][]>): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(header);
  for await (const rows of batches) {
    if (rows.length > 0) yield rows.map(csvRow).join('');
  }
}

/** Cents as the decimal of major units the files carry: 1234 → "12.34", -5 → "-0.05". */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount of major units as a file gives it ("12.34", "12,3", "12") in cents; null when it is none. */
export function parseCsvAmount(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A time as the files write it: ISO 8601 in UTC, empty when there is none. */
export const csvTime = (at: Date | null | undefined): string => (at ? at.toISOString() : '');

/** A record read back, with the line of the file it starts on (1 is the first line). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Reads CSV text as spreadsheets save it: a BOM is dropped, the separator is the first line's comma,
 * semicolon (German Excel) or tab, quoted fields may hold separators, quotes ("") and line breaks,
 * and a leading apostrophe the export put before a formula-like text is taken off again. Empty lines are skipped.
 */
export function parseCsv(text: string): CsvRecord[] {
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const separator = [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endField = () => {
    fields.push(field.startsWith("'") && FORMULA_START.test(field.slice(1)) ? field.slice(1) : field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
  };
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
