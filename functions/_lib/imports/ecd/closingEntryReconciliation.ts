/**
 * REGRA_VALIDACAO_SALDO_CONTA (manual, I200 and I355): on each result date (I350 DT_RES), the closing entries
 * (IND_LCTO E) on an account reverse exactly the balance I355 gives for it before closing. This is what makes I355
 * the trustworthy source of the year's result: the December I155 of result accounts is zero after these entries.
 * Totals are kept per date and account, summed over cost centres as the rule is stated.
 */
import { ecdProblem, type EcdProblem } from './ecdProblem.ts';
import type { DebitCredit, IsoDate } from './ecdRecord.ts';
import { formatSigned, signedCents } from './ecdValues.ts';

export class ClosingEntryReconciliation {
  /** Date|account → debit-positive sum of the closing entries' lines. */
  private readonly closingEntries = new Map<string, bigint>();
  /** Date|account → debit-positive I355 balance and the first I355's line. */
  private readonly resultBalances = new Map<string, { cents: bigint; line: number }>();
  /** Accounts whose closing entries are unknown because an I200 or I250 could not be read. */
  private readonly tainted = new Set<string>();

  addClosingLine(date: IsoDate, account: string, cents: bigint, dc: DebitCredit): void {
    const key = `${date}|${account}`;
    this.closingEntries.set(key, (this.closingEntries.get(key) ?? 0n) + signedCents(cents, dc));
  }

  addResultBalance(date: IsoDate, account: string, cents: bigint, dc: DebitCredit, line: number): void {
    const key = `${date}|${account}`;
    const current = this.resultBalances.get(key);
    if (current === undefined) this.resultBalances.set(key, { cents: signedCents(cents, dc), line });
    else current.cents += signedCents(cents, dc);
  }

  taint(account: string): void {
    this.tainted.add(account);
  }

  /** Compares each I355 with the closing entries of its date, then forgets both. */
  reconcile(): EcdProblem[] {
    const problems: EcdProblem[] = [];
    for (const [key, balance] of this.resultBalances) {
      const separator = key.indexOf('|');
      const account = key.slice(separator + 1);
      if (this.tainted.has(account)) continue;
      // The closing entries carry the balance to equity, so they sum to its opposite.
      const expected = -balance.cents;
      const found = this.closingEntries.get(key) ?? 0n;
      if (found === expected) continue;
      const params = { account, date: key.slice(0, separator), expected: formatSigned(expected), found: formatSigned(found) };
      problems.push(ecdProblem(balance.line, 'closing-entries-mismatch', params));
    }
    this.closingEntries.clear();
    this.resultBalances.clear();
    this.tainted.clear();
    return problems;
  }
}
