/**
 * Block I's books while the file streams: I150/I155 balances, I200/I250 entries and I350/I355 results before
 * closing. Holds the open parent of each (period, entry, result date), feeds the validator rules as registers pass,
 * and reports their mismatches at the end of block I.
 *
 * A register that cannot be read is reported once. Its children are skipped quietly, and every account it would have
 * added to a total is left out of the rules, so that one bad field does not also show up as a mismatch.
 */
import type { ChartOfAccounts } from './chartOfAccounts.ts';
import { checkClosingBalance } from './closingBalanceRule.ts';
import { ClosingEntryReconciliation } from './closingEntryReconciliation.ts';
import { ecdProblem, type EcdProblem } from './ecdProblem.ts';
import type { EcdEntry, EcdPeriod } from './ecdLedgerRecord.ts';
import type { BookkeepingForm, EcdRecord, IsoDate } from './ecdRecord.ts';
import { amountToCents } from './ecdValues.ts';
import { EntryBalanceCheck } from './entryBalanceCheck.ts';
import type { FieldReader } from './fieldReader.ts';
import { readBalance, readEntry, readEntryLine, readPeriod, readResultBalance, readResultDate } from './ledgerRegisters.ts';
import { PeriodReconciliation } from './periodReconciliation.ts';

type Emit = (record: EcdRecord) => void;
/** An open parent register: read, 'failed' (present but unreadable), or null (none). */
type Open<T> = T | 'failed' | null;

const CHILD_PARENTS: ReadonlyMap<string, string> = new Map([
  ['I155', 'I150'],
  ['I250', 'I200'],
  ['I355', 'I350'],
]);

export class Ledger {
  private period: Open<{ record: EcdPeriod; index: number }> = null;
  private entry: Open<{ record: EcdEntry; period: number }> = null;
  private resultDate: Open<IsoDate> = null;
  /** After an unreadable I150, an entry outside the known periods may well be inside that one. */
  private periodFailed = false;
  private readonly periods = new PeriodReconciliation();
  private readonly entryCheck = new EntryBalanceCheck();
  private readonly closings = new ClosingEntryReconciliation();

  /** @param form - I010 IND_ESC once read: which rules apply depends on the kind of book. */
  constructor(
    private readonly chart: ChartOfAccounts,
    private readonly form: () => BookkeepingForm | null,
  ) {}

  static reads(reg: string): boolean {
    return ['I150', 'I200', 'I350'].includes(reg) || CHILD_PARENTS.has(reg);
  }

  /** Ends the open parents that `reg` does not belong to; an entry's totals are checked as it ends. */
  leave(reg: string, emit: Emit): void {
    if (reg !== 'I155' && reg !== 'I157') this.period = null;
    if (reg !== 'I250' && this.entry !== null) {
      this.entryCheck.close(this.form() === 'A').forEach(emit);
      this.entry = null;
    }
    if (reg !== 'I355') this.resultDate = null;
  }

  read(r: FieldReader, emit: Emit): void {
    const { reg, line } = r.register;
    const parent = CHILD_PARENTS.get(reg);
    const open = reg === 'I155' ? this.period : reg === 'I250' ? this.entry : reg === 'I355' ? this.resultDate : null;
    if (parent !== undefined && open === null) {
      emit(ecdProblem(line, 'misplaced-register', { register: reg, parent }));
      return;
    }
    const records = this.readRegister(r);
    // Under a parent that could not be read, a child's own problems would only repeat the parent's.
    if (open !== 'failed') r.problems.forEach(emit);
    records.forEach(emit);
  }

  /** Reports the period and closing-entry mismatches; called at I990, or at the end of a file without one. */
  reconcile(emit: Emit): void {
    if (!this.checksEntries()) return;
    this.periods.reconcile().forEach(emit);
    // Only the journals (G, R) close the result in their own entries.
    if (this.form() !== 'A') this.closings.reconcile().forEach(emit);
  }

  /** Balancetes (B) and the auxiliary ledger (Z) have no entries to add up. */
  private checksEntries(): boolean {
    const form = this.form();
    return form !== 'B' && form !== 'Z';
  }

  /** Reads one register; returns its record and rule problems (its field problems stay in `r`). */
  private readRegister(r: FieldReader): EcdRecord[] {
    switch (r.register.reg) {
      case 'I150':
        return this.readPeriod(r);
      case 'I155':
        return this.readBalance(r);
      case 'I200':
        return this.readEntry(r);
      case 'I250':
        return this.readEntryLine(r);
      case 'I350':
        this.resultDate = readResultDate(r);
        if (r.failed) this.resultDate = 'failed';
        return [];
      default:
        return this.readResult(r);
    }
  }

  private readPeriod(r: FieldReader): EcdRecord[] {
    const record = readPeriod(r);
    this.periodFailed ||= r.failed;
    this.period = r.failed ? 'failed' : { record, index: this.periods.addPeriod(record.start, record.end) };
    return r.failed ? [] : [record];
  }

  private readBalance(r: FieldReader): EcdRecord[] {
    const period = this.period;
    if (period === null || period === 'failed') return this.leaveOut('I155', null, r.raw(2));
    const record = readBalance(r, period.record);
    if (r.failed) return this.leaveOut('I155', period.index, r.raw(2));
    const { debits, credits } = record;
    this.periods.addBalance(period.index, record.account, amountToCents(debits), amountToCents(credits), record.line);
    return withProblems(record, this.chart.check('I155', record.account, record.line), checkClosingBalance(record));
  }

  private readEntry(r: FieldReader): EcdRecord[] {
    const record = readEntry(r);
    this.entry = r.failed ? 'failed' : { record, period: this.periods.periodOf(record.date) };
    if (this.entry === 'failed') return [];
    this.entryCheck.open(record.number, record.line, amountToCents(record.amount));
    if (this.entry.period >= 0 || this.periodFailed || !this.checksEntries()) return [record];
    return [record, ecdProblem(record.line, 'entry-outside-periods', { entry: record.number, date: record.date })];
  }

  private readEntryLine(r: FieldReader): EcdRecord[] {
    const entry = this.entry;
    if (entry === null || entry === 'failed') return this.leaveOut('I250', null, r.raw(2));
    const record = readEntryLine(r, entry.record);
    if (r.failed) return this.leaveOut('I250', entry.period, r.raw(2));
    const cents = amountToCents(record.amount);
    this.entryCheck.addLine(cents, record.dc);
    if (entry.period >= 0) this.periods.addEntryLine(entry.period, record.account, cents, record.dc, record.line);
    if (record.entryIndicator === 'E') this.closings.addClosingLine(record.date, record.account, cents, record.dc);
    return withProblems(record, this.chart.check('I250', record.account, record.line));
  }

  private readResult(r: FieldReader): EcdRecord[] {
    const date = this.resultDate;
    const record = date === null || date === 'failed' ? null : readResultBalance(r, date);
    if (record === null || r.failed) return this.leaveOut('I355', null, r.raw(2));
    this.closings.addResultBalance(record.date, record.account, amountToCents(record.amount), record.dc, record.line);
    return withProblems(record, this.chart.check('I355', record.account, record.line));
  }

  /**
   * A balance, entry line or result balance that could not be read: its amounts are unknown, so its account is left
   * out of the totals it would have reached (in one period or, when even that is unknown, in every period).
   */
  private leaveOut(reg: 'I155' | 'I250' | 'I355', period: number | null, account: string): EcdRecord[] {
    if (reg !== 'I355') this.periods.taint(period !== null && period >= 0 ? period : null, account);
    if (reg !== 'I155') this.closings.taint(account);
    if (reg === 'I250') this.entryCheck.taint();
    return [];
  }
}

/** A record followed by the rule problems that apply to it. */
function withProblems(record: EcdRecord, ...problems: (EcdProblem | null)[]): EcdRecord[] {
  return [record, ...problems.filter((problem) => problem !== null)];
}
