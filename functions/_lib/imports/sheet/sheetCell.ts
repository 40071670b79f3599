/** Reading one cell as text, whatever type the reader gave it. */
import { type SheetCell } from './sheetTypes.ts';

/** True for a missing cell, `null`, or text that is only white space. */
export function isEmptyCell(cell: SheetCell | undefined): boolean {
  return cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '');
}

/**
 * The cell as trimmed text with inner white space collapsed: numbers in their shortest form, dates as `YYYY-MM-DD`
 * (UTC, as the XLSX reader builds them), booleans as `true`/`false`, empty as ''.
 */
export function cellText(cell: SheetCell | undefined): string {
  if (cell === undefined || cell === null) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).replace(/\s+/gu, ' ').trim();
}
