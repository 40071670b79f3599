/**
 * Reads one line below the header: its account, then one figure per filled month cell. Every bad cell of the line is
 * reported; a bad descriptive cell (code, type, section, a conflict) refuses the whole line, a bad amount only its cell.
 */
import { type AccountRegistry } from './accountRegistry.ts';
import { readAccountCode, readAccountType, readSection, readVersion } from './accountFields.ts';
import { parseAmountCell } from './amountCell.ts';
import { columnLetter } from './columnLetter.ts';
import { foldText } from './foldText.ts';
import { cellText } from './sheetCell.ts';
import { type SheetLayout } from './sheetHeader.ts';
import { type SheetProblem } from './sheetProblems.ts';
import { type SheetAccount, type SheetCell, type SheetFigure } from './sheetTypes.ts';

/** What the lines read so far have produced, shared by every line of a sheet. */
export interface SheetAccumulator {
  accounts: AccountRegistry;
  figures: SheetFigure[];
  problems: SheetProblem[];
  /** The figure already read for each account, version and month, to catch a second one. */
  figureKeys: Map<string, SheetFigure>;
  /** Each budget version's first spelling by its folded name, so `Revisado` and `REVISADO ` are one version. */
  versionNames: Map<string, string>;
}

/** Reads the data line at 0-based `index` into the accumulator. */
export function parseDataRow(row: SheetCell[], index: number, layout: SheetLayout, into: SheetAccumulator): void {
  const line = index + 1;
  const { named } = layout;
  const letter = (column: number | undefined) => (column === undefined ? undefined : columnLetter(column));
  const cell = (column: number | undefined) => (column === undefined ? undefined : row[column]);
  const lineProblems: SheetProblem[] = [];

  let code: string | undefined;
  if (cellText(cell(named.account)) === '') {
    lineProblems.push({ line, column: letter(named.account), code: 'missing-account', params: {} });
  } else {
    const read = readAccountCode(cell(named.account));
    if (read.ok) code = read.value;
    else lineProblems.push({ line, column: letter(named.account), code: 'bad-account-code', params: read.params });
  }
  const type = readAccountType(cell(named.type));
  if (!type.ok) lineProblems.push({ line, column: letter(named.type), code: 'unknown-type', params: type.params });
  const section = readSection(cell(named.section));
  if (!section.ok) lineProblems.push({ line, column: letter(named.section), code: 'unknown-section', params: section.params });

  if (code !== undefined && type.ok && section.ok) {
    const account: SheetAccount = {
      code,
      name: cellText(cell(named.name)),
      ...(type.value === undefined ? {} : { type: type.value }),
      ...(section.value === undefined ? {} : { section: section.value }),
      line,
    };
    const columns = { name: letter(named.name), type: letter(named.type), section: letter(named.section) };
    for (const conflict of into.accounts.declare({ account, columns })) {
      const { field, column, value, firstValue, firstLine } = conflict;
      const params = { account: code, field, value, firstValue, firstLine: String(firstLine) };
      lineProblems.push({ line, column, code: 'conflicting-account', params });
    }
  }

  const version = sameVersionAsBefore(readVersion(cell(named.version)), into.versionNames);
  for (const { index: column, month } of layout.months) {
    const amount = parseAmountCell(row[column], layout.locale);
    if (amount.kind === 'empty') continue;
    if (amount.kind === 'bad') {
      into.problems.push({ line, column: columnLetter(column), code: 'bad-amount', params: { value: amount.value } });
      continue;
    }
    if (code === undefined || lineProblems.length > 0) continue;
    const figure = { line, column: columnLetter(column), accountCode: code, version, month, amount: amount.amount };
    const key = JSON.stringify([code, version, month]);
    const first = into.figureKeys.get(key);
    if (first) {
      const params = { account: code, version: version ?? '', month, firstLine: String(first.line), firstColumn: first.column };
      into.problems.push({ line, column: figure.column, code: 'duplicate-figure', params });
      continue;
    }
    into.figureKeys.set(key, figure);
    into.figures.push(figure);
  }
  into.problems.push(...lineProblems);
}

/** The version as first spelled in the file; null (actual) stays null. */
function sameVersionAsBefore(version: string | null, versionNames: Map<string, string>): string | null {
  if (version === null) return null;
  const key = foldText(version);
  const first = versionNames.get(key);
  if (first !== undefined) return first;
  versionNames.set(key, version);
  return version;
}
