/**
 * Third stage of the ECD parser: registers → records. Keys on REG and hands each register to the part of the file it
 * belongs to: the header (0000, I010), the chart of accounts (I050–I052), the books (I150–I355, in `Ledger`) and the
 * statements (J005–J801). Each keeps the open parent its children need and emits records as they complete. The
 * session counts registers and problems, closes what a register ends, and stops at the first fatal problem.
 */
import { ChartOfAccounts } from './chartOfAccounts.ts';
import { ecdProblem, type EcdProblem } from './ecdProblem.ts';
import type { EcdRecord } from './ecdRecord.ts';
import { FieldReader } from './fieldReader.ts';
import { FileHeaderState } from './headerRegisters.ts';
import { Ledger } from './ledger.ts';
import type { EcdRegister } from './registerAssembler.ts';
import { LEIAUTE_9_REGISTERS } from './registerLayouts.ts';
import { StatementBlock } from './statementRegisters.ts';

const REGISTER_CODE = /^[0-9A-Z]{4}$/;

export class EcdSession {
  private readonly counts = new Map<string, number>();
  private problemCount = 0;
  private fatal = false;
  private trailerSeen = false;
  private booksReconciled = false;
  /** REG_COD → how many fields I020 added to that register. */
  private readonly additionalFields = new Map<string, number>();
  private readonly header: FileHeaderState;
  private readonly chart = new ChartOfAccounts();
  private readonly ledger = new Ledger(this.chart, () => this.header.bookkeepingForm);
  private readonly statements = new StatementBlock();
  private readonly out: EcdRecord[] = [];

  constructor(expectedCnpj?: string) {
    this.header = new FileHeaderState(expectedCnpj);
  }

  /** True after a fatal problem: the caller stops reading and asks for the summary. */
  get stopped(): boolean {
    return this.fatal;
  }

  /** Takes the next register, or a problem the register assembler found; returns the records it completes. */
  accept(item: EcdRegister | EcdProblem): EcdRecord[] {
    if ('kind' in item) this.emit(item);
    else if (!this.fatal) this.read(item);
    return this.out.splice(0);
  }

  /** Ends the file: completes what is still open, runs the end-of-books rules and adds the summary. */
  finish(linesRead: number): EcdRecord[] {
    const line = Math.max(1, linesRead);
    if (!this.fatal && !this.header.known) this.emit(ecdProblem(line, 'missing-header', {}, true));
    if (!this.fatal && !this.trailerSeen) {
      this.close('9999', line);
      this.emit(ecdProblem(line, 'missing-trailer', {}, true));
    }
    const registerCounts = Object.fromEntries(this.counts);
    this.out.push({ kind: 'summary', line, linesRead, registerCounts, problemCount: this.problemCount, fatal: this.fatal });
    return this.out.splice(0);
  }

  private readonly emit = (record: EcdRecord): void => {
    this.out.push(record);
    if (record.kind !== 'problem') return;
    this.problemCount += 1;
    this.fatal ||= record.fatal;
  };

  private read(register: EcdRegister): void {
    const { reg, line } = register;
    // Anything shaped unlike a register code is counted as '?', so that garbage cannot grow the map without bound.
    const counted = REGISTER_CODE.test(reg) ? reg : '?';
    this.counts.set(counted, (this.counts.get(counted) ?? 0) + 1);
    if (!this.header.known) {
      this.header.readFirst(register, this.emit);
      return;
    }
    if (!LEIAUTE_9_REGISTERS.has(reg)) {
      this.emit(ecdProblem(line, 'unknown-register', { register: reg }));
      return;
    }
    this.close(reg, line);
    if (reg === '9999') this.trailerSeen = true;
    const r = new FieldReader(register, this.additionalFields.get(reg) ?? 0);
    if (reg === 'I010') this.header.readBookkeeping(r, this.emit);
    else if (reg === 'I020') this.addFields(r);
    else if (ChartOfAccounts.reads(reg)) this.chart.read(r, this.emit);
    else if (Ledger.reads(reg)) this.ledger.read(r, this.emit);
    else if (StatementBlock.reads(reg)) this.statements.read(r, this.emit);
  }

  /** I020 (REG, REG_COD, NUM_AD, CAMPO, DESCRIÇÃO, TIPO): one more field at the end of REG_COD's registers. */
  private addFields(r: FieldReader): void {
    const target = r.text(2, 'REG_COD');
    r.problems.forEach(this.emit);
    if (!r.failed) this.additionalFields.set(target, (this.additionalFields.get(target) ?? 0) + 1);
  }

  /**
   * Ends whatever `reg` (at `line`) does not belong to: the header's wait for I010, the open account, entry and
   * statement set; and at the end of block I (or of the file) the books, whose totals are then compared.
   */
  private close(reg: string, line: number): void {
    this.header.release(reg, line, this.emit);
    this.chart.leave(reg, this.emit);
    this.ledger.leave(reg, this.emit);
    this.statements.leave(reg);
    if ((reg === 'I990' || reg === '9999') && !this.booksReconciled) {
      this.booksReconciled = true;
      this.ledger.reconcile(this.emit);
    }
  }
}
