/**
 * REGRA_VALIDACAO_VL_LCTO_DEB and _CRED (manual, I200): an entry's VL_LCTO equals the sum of its debit lines and the
 * sum of its credit lines. In an auxiliary journal (I010 IND_ESC A) the PVA asks only one of the two to match.
 * Holds one entry at a time: its totals are checked when the next register closes it.
 */
import { ecdProblem, type EcdProblem } from './ecdProblem.ts';
import type { DebitCredit } from './ecdRecord.ts';
import { formatCents } from './ecdValues.ts';

export class EntryBalanceCheck {
  private entry: { number: string; line: number; amount: bigint } | null = null;
  private debits = 0n;
  private credits = 0n;
  /** Set when a line could not be read: the totals are then unknown, and that line's problem says why. */
  private tainted = false;

  open(number: string, line: number, amount: bigint): void {
    this.entry = { number, line, amount };
    this.debits = 0n;
    this.credits = 0n;
    this.tainted = false;
  }

  addLine(cents: bigint, dc: DebitCredit): void {
    if (dc === 'D') this.debits += cents;
    else this.credits += cents;
  }

  taint(): void {
    this.tainted = true;
  }

  /** Closes the open entry (if any) and returns its problems. */
  close(auxiliaryJournal: boolean): EcdProblem[] {
    const entry = this.entry;
    this.entry = null;
    if (entry === null || this.tainted) return [];
    const debitsMatch = this.debits === entry.amount;
    const creditsMatch = this.credits === entry.amount;
    if (auxiliaryJournal ? debitsMatch || creditsMatch : debitsMatch && creditsMatch) return [];
    const problems: EcdProblem[] = [];
    const expected = formatCents(entry.amount);
    if (!debitsMatch) {
      const found = formatCents(this.debits);
      problems.push(ecdProblem(entry.line, 'entry-debits-mismatch', { entry: entry.number, expected, found }));
    }
    if (!creditsMatch) {
      const found = formatCents(this.credits);
      problems.push(ecdProblem(entry.line, 'entry-credits-mismatch', { entry: entry.number, expected, found }));
    }
    return problems;
  }
}
