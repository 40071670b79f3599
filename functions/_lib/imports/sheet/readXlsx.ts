/**
 * Reads an XLSX workbook into the cell matrix `parseSheetRows` takes, with read-excel-file. Cells keep their types:
 * numbers stay binary (the parser rounds them to cents), date-formatted cells become UTC dates.
 */
import readXlsxFile from 'read-excel-file/node';
import { foldText } from './foldText.ts';
import { type SheetCell } from './sheetTypes.ts';

/** Folded names of the sheet to read when a workbook has several: the template's own. */
const FIGURE_SHEET_NAMES = new Set(['lancamentos', 'figures']);

/**
 * The rows of the sheet named `Lançamentos` or `Figures` (any case or accents), else of the first sheet. `rows[i]`
 * is Excel's row `i + 1` and the first cell of each row is column A, as read-excel-file keeps leading empty rows and
 * columns. Rejects with read-excel-file's error when the bytes are not a readable workbook.
 */
export async function readXlsx(bytes: Uint8Array): Promise<SheetCell[][]> {
  const sheets = await readXlsxFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const sheet = sheets.find((candidate) => FIGURE_SHEET_NAMES.has(foldText(candidate.sheet))) ?? sheets[0];
  return sheet.data.map((row) => row.map(toSheetCell));
}

/** read-excel-file's typings declare dates as `typeof Date`; at run time they are `Date` instances. */
function toSheetCell(value: unknown): SheetCell {
  if (value instanceof Date || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}
