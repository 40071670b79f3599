/**
 * The spreadsheet import's core: a matrix of cells (from `readCsv` or `readXlsx`) in, accounts, figures and every
 * problem out. Pure and synchronous; the importer refuses the file when `problems` is not empty.
 */
import { AccountRegistry } from './accountRegistry.ts';
import { type SheetAccumulator, parseDataRow } from './parseDataRow.ts';
import { isEmptyCell } from './sheetCell.ts';
import { readSheetHeader } from './sheetHeader.ts';
import { type SheetProblem } from './sheetProblems.ts';
import { type SheetCell, type SheetParseResult } from './sheetTypes.ts';

/**
 * Parses the rows of one sheet. `rows[i]` is the row Excel numbers `i + 1`; cells may be missing at the end of a row.
 * Skipped: blank lines, lines whose headed cells are all empty (a comment in an unheaded column included), and lines
 * with neither an account code nor an amount, such as a group heading `RECEITAS` in the name column, which declare
 * nothing. A total line (amounts without a code) is not skipped: it is refused as `missing-account`.
 */
export function parseSheetRows(rows: SheetCell[][]): SheetParseResult {
  const header = readSheetHeader(rows);
  const { layout } = header;
  if (!layout) return { locale: 'pt-BR', months: [], accounts: [], figures: [], problems: header.problems };
  const into: SheetAccumulator = {
    accounts: new AccountRegistry(),
    figures: [],
    problems: [...header.problems],
    figureKeys: new Map(),
    versionNames: new Map(),
  };
  const dataColumns = [layout.named.account, ...layout.months.map((month) => month.index)];
  let dataRows = 0;
  for (let index = layout.headerIndex + 1; index < rows.length; index++) {
    const row = rows[index];
    if (dataColumns.every((column) => isEmptyCell(row[column]))) continue;
    dataRows++;
    parseDataRow(row, index, layout, into);
  }
  if (dataRows === 0) into.problems.push({ line: layout.headerIndex + 1, code: 'no-data-rows', params: {} });
  return {
    locale: layout.locale,
    months: layout.months.map((month) => month.month),
    accounts: into.accounts.list(),
    figures: into.figures,
    problems: sortProblems(into.problems),
  };
}

/** Reading order: by line, then by column (a problem about a whole line first), so the list follows the sheet. */
function sortProblems(problems: SheetProblem[]): SheetProblem[] {
  const columnRank = (column: string | undefined) => (column === undefined ? '' : column.padStart(3, ' '));
  // Array sort is stable, so problems of one cell keep the order they were found in.
  return [...problems].sort((a, b) => a.line - b.line || compare(columnRank(a.column), columnRank(b.column)));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
