/**
 * Finds the header row and maps its columns. The header is the first row with an account column (`Conta` /
 * `Account`); rows above it are titles and are ignored, as in templates that put the company name in A1.
 */
import { columnLetter } from './columnLetter.ts';
import { type NamedColumn, isNoteHeader, namedColumnOf } from './headerNames.ts';
import { parseMonthHeader } from './monthHeader.ts';
import { cellText, isEmptyCell } from './sheetCell.ts';
import { type SheetProblem } from './sheetProblems.ts';
import { type SheetCell, type SheetLocale } from './sheetTypes.ts';

/** Where each column of a usable header is. */
export interface SheetLayout {
  /** 0-based index of the header row. */
  headerIndex: number;
  locale: SheetLocale;
  /** 0-based column index of each named column present; `account` is always there. */
  named: Partial<Record<NamedColumn, number>> & { account: number };
  /** The month columns, in column order, without the duplicates. */
  months: { index: number; month: string }[];
}

/** The layout, or undefined when there is none; either way the problems found in the header. */
export interface HeaderResult {
  layout?: SheetLayout;
  problems: SheetProblem[];
}

/** Locates and reads the header of a sheet. */
export function readSheetHeader(rows: SheetCell[][]): HeaderResult {
  let account = -1;
  const headerIndex = rows.findIndex((row) => {
    account = row.findIndex((cell) => accountHeaderLocale(cell) !== undefined);
    return account !== -1;
  });
  if (headerIndex === -1) return { problems: [noHeaderProblem(rows)] };
  const line = headerIndex + 1;
  const problems: SheetProblem[] = [];
  const named: SheetLayout['named'] = { account };
  const months: SheetLayout['months'] = [];
  const locale = accountHeaderLocale(rows[headerIndex][account]) ?? 'pt-BR';
  rows[headerIndex].forEach((cell, index) => {
    // An unheaded column holds comments people keep beside the table.
    if (index === account || isEmptyCell(cell)) return;
    const header = cellText(cell);
    const column = columnLetter(index);
    const namedColumn = typeof cell === 'string' ? namedColumnOf(cell) : undefined;
    if (namedColumn) {
      if (named[namedColumn.column] !== undefined) {
        problems.push({ line, column, code: 'duplicate-column', params: { header } });
        return;
      }
      named[namedColumn.column] = index;
      return;
    }
    if (typeof cell === 'string' && isNoteHeader(cell)) return;
    const month = parseMonthHeader(cell);
    if (month === undefined) {
      problems.push({ line, column, code: 'unknown-month-header', params: { header } });
      return;
    }
    const first = months.find((seen) => seen.month === month);
    if (first) {
      problems.push({ line, column, code: 'duplicate-month', params: { month, firstColumn: columnLetter(first.index) } });
      return;
    }
    months.push({ index, month });
  });
  if (months.length === 0) problems.push({ line, code: 'missing-column', params: { column: 'month' } });
  return { layout: { headerIndex, locale, named, months }, problems };
}

/** The language of an account column header (`Conta`, `Account` …); undefined for any other cell. */
function accountHeaderLocale(cell: SheetCell | undefined): SheetLocale | undefined {
  if (typeof cell !== 'string') return undefined;
  const named = namedColumnOf(cell);
  return named?.column === 'account' ? named.locale : undefined;
}

/**
 * Without an account column: when the first filled row still looks like a header (another named column or a month),
 * the account column is what is missing; otherwise this is not our layout at all.
 */
function noHeaderProblem(rows: SheetCell[][]): SheetProblem {
  const index = rows.findIndex((row) => row.some((cell) => !isEmptyCell(cell)));
  if (index === -1) return { line: 1, code: 'empty-file', params: {} };
  const looksLikeHeader = rows[index].some(
    (cell) => (typeof cell === 'string' && namedColumnOf(cell) !== undefined) || parseMonthHeader(cell) !== undefined,
  );
  return looksLikeHeader
    ? { line: index + 1, code: 'missing-column', params: { column: 'account' } }
    : { line: index + 1, code: 'no-header', params: {} };
}
