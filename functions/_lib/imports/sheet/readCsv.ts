/**
 * Reads a CSV file into the cell matrix `parseSheetRows` takes. Excel's pt-BR CSV uses `;` (the comma is the decimal
 * separator); other tools use `,` or tab, so the delimiter is detected from the first filled line.
 */
import { decodeText } from './decodeText.ts';
import { type SheetCell } from './sheetTypes.ts';

const DELIMITERS = [';', '\t', ','] as const;

/**
 * One array of strings per record, blank lines included, so `rows[i]` is the row Excel shows as `i + 1` (a line
 * break inside quotes stays within its record, as in Excel). Cells are the raw text, unquoted.
 */
export function readCsv(bytes: Uint8Array): SheetCell[][] {
  const text = decodeText(bytes);
  return splitCsv(text, detectDelimiter(text));
}

/**
 * The delimiter that occurs most often outside quotes in the first line that has any; on a tie `;` wins, then tab,
 * as a pt-BR file's amounts may hold commas. Header lines carry no amounts, so they count delimiters cleanly.
 */
export function detectDelimiter(text: string): string {
  for (const line of text.split(/\r\n|\n|\r/u, 50)) {
    const counts = DELIMITERS.map((delimiter) => countOutsideQuotes(line, delimiter));
    const best = Math.max(...counts);
    if (best > 0) return DELIMITERS[counts.indexOf(best)];
  }
  return ';';
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count++;
  }
  return count;
}

/**
 * Splits text into records and fields: fields may be quoted, with `""` for a quote and line breaks inside; records end
 * with CRLF, LF or CR. A quote inside an unquoted field is kept as text, and an unclosed quote runs to the end of the
 * file, since refusing the file here would hide every other problem in it.
 */
function splitCsv(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === delimiter) {
      record.push(field);
      field = '';
      fieldStarted = false;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      fieldStarted = false;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  // The last record, unless the file ended with a line break.
  if (fieldStarted || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}
