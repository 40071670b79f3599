/**
 * Collects the accounts the lines declare. An account usually appears on several lines (actual and each budget
 * version); later lines may leave name, type or section empty, or repeat them, but may not contradict them.
 */
import { foldText } from './foldText.ts';
import { type SheetAccount } from './sheetTypes.ts';

/** What one line says about its account, with the column letter of each field for problems. */
export interface AccountDeclaration {
  account: SheetAccount;
  columns: Partial<Record<'name' | 'type' | 'section', string>>;
}

/** A field of a line that contradicts an earlier line. */
export interface AccountConflict {
  field: 'name' | 'type' | 'section';
  column?: string;
  value: string;
  firstValue: string;
  firstLine: number;
}

/** The accounts seen so far, by code, in order of first appearance. */
export class AccountRegistry {
  private readonly byCode = new Map<string, SheetAccount>();
  /** The line that first gave each field of each account, for the conflict message. */
  private readonly fieldLines = new Map<string, number>();

  /** Every account, in the order their first line came. */
  list(): SheetAccount[] {
    return [...this.byCode.values()];
  }

  /**
   * The conflicts a line's declaration would cause. Without any, the line's values fill the fields still empty;
   * with some, nothing changes, because the whole line is refused.
   */
  declare({ account, columns }: AccountDeclaration): AccountConflict[] {
    const known = this.byCode.get(account.code);
    if (!known) {
      this.byCode.set(account.code, { ...account });
      for (const field of ['name', 'type', 'section'] as const) this.fieldLines.set(`${account.code}\n${field}`, account.line);
      return [];
    }
    const conflicts: AccountConflict[] = [];
    for (const field of ['name', 'type', 'section'] as const) {
      const value = account[field] ?? '';
      const firstValue = known[field] ?? '';
      if (value === '' || firstValue === '' || foldText(value) === foldText(firstValue)) continue;
      const firstLine = this.fieldLines.get(`${account.code}\n${field}`) ?? known.line;
      conflicts.push({ field, column: columns[field], value, firstValue, firstLine });
    }
    if (conflicts.length > 0) return conflicts;
    if (known.name === '' && account.name !== '') this.fill(known, 'name', account.name, account.line);
    if (known.type === undefined && account.type !== undefined) this.fill(known, 'type', account.type, account.line);
    if (known.section === undefined && account.section !== undefined) this.fill(known, 'section', account.section, account.line);
    return [];
  }

  private fill<F extends 'name' | 'type' | 'section'>(known: SheetAccount, field: F, value: SheetAccount[F], line: number): void {
    known[field] = value;
    this.fieldLines.set(`${known.code}\n${field}`, line);
  }
}
