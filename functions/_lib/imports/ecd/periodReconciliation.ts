/**
 * REGRA_VALIDACAO_VALOR_DEB and _CRED (manual, I155): for each I150 period and account, the debits of the I250 lines
 * add up to the I155's VL_DEB, and the credits to VL_CRED. The rule is stated per period and account, so both sides
 * are summed over cost centres. Balances come before entries in the file; both sides are kept as running totals, at
 * most one per account and period however many entry lines there are, and compared when the entries are over.
 */
import { ecdProblem, type EcdProblem } from './ecdProblem.ts';
import type { DebitCredit, IsoDate } from './ecdRecord.ts';
import { formatCents } from './ecdValues.ts';

interface Totals {
  debits: bigint;
  credits: bigint;
  /** The first register that contributed: the I155 for balances, the first I250 for entries. */
  line: number;
}

export class PeriodReconciliation {
  private readonly periods: { start: IsoDate; end: IsoDate }[] = [];
  private readonly balances = new Map<string, Totals>();
  private readonly entries = new Map<string, Totals>();
  /** Keys whose totals are unknown because a register could not be read (`*|account` for every period). */
  private readonly tainted = new Set<string>();
  private lastPeriod = -1;

  /** Adds an I150 period; returns its index. */
  addPeriod(start: IsoDate, end: IsoDate): number {
    this.periods.push({ start, end });
    return this.periods.length - 1;
  }

  /** The index of the I150 period that contains `date`, or -1. */
  periodOf(date: IsoDate): number {
    const inside = (index: number): boolean => this.periods[index].start <= date && date <= this.periods[index].end;
    // Entries mostly come in date order, so the period of the previous entry is nearly always the answer.
    if (this.lastPeriod >= 0 && inside(this.lastPeriod)) return this.lastPeriod;
    this.lastPeriod = this.periods.findIndex((_, index) => inside(index));
    return this.lastPeriod;
  }

  addBalance(period: number, account: string, debits: bigint, credits: bigint, line: number): void {
    add(this.balances, `${period}|${account}`, debits, credits, line);
  }

  addEntryLine(period: number, account: string, cents: bigint, dc: DebitCredit, line: number): void {
    add(this.entries, `${period}|${account}`, dc === 'D' ? cents : 0n, dc === 'C' ? cents : 0n, line);
  }

  /** Leaves an account out of the comparison, in one period or (`period` null) in all of them. */
  taint(period: number | null, account: string): void {
    this.tainted.add(`${period === null ? '*' : period}|${account}`);
  }

  /** Compares every account and period seen, then forgets them. */
  reconcile(): EcdProblem[] {
    const problems: EcdProblem[] = [];
    for (const [key, balance] of this.balances) {
      if (this.isTainted(key)) continue;
      const entries = this.entries.get(key) ?? { debits: 0n, credits: 0n, line: balance.line };
      const params = this.describe(key);
      if (entries.debits !== balance.debits) {
        const amounts = { expected: formatCents(balance.debits), found: formatCents(entries.debits) };
        problems.push(ecdProblem(balance.line, 'period-debits-mismatch', { ...params, ...amounts }));
      }
      if (entries.credits !== balance.credits) {
        const amounts = { expected: formatCents(balance.credits), found: formatCents(entries.credits) };
        problems.push(ecdProblem(balance.line, 'period-credits-mismatch', { ...params, ...amounts }));
      }
    }
    for (const [key, entries] of this.entries) {
      if (this.balances.has(key) || this.isTainted(key)) continue;
      problems.push(ecdProblem(entries.line, 'entry-without-balance', this.describe(key)));
    }
    this.balances.clear();
    this.entries.clear();
    this.tainted.clear();
    return problems;
  }

  private isTainted(key: string): boolean {
    return this.tainted.has(key) || this.tainted.has(`*${key.slice(key.indexOf('|'))}`);
  }

  private describe(key: string): Record<string, string> {
    const separator = key.indexOf('|');
    const period = this.periods[Number(key.slice(0, separator))];
    return { account: key.slice(separator + 1), periodStart: period.start, periodEnd: period.end };
  }
}

function add(totals: Map<string, Totals>, key: string, debits: bigint, credits: bigint, line: number): void {
  const current = totals.get(key);
  if (current === undefined) totals.set(key, { debits, credits, line });
  else {
    current.debits += debits;
    current.credits += credits;
  }
}
