/**
 * The cash flow statement's reconciliation from net income (the indirect method, CPC 03 §18(b) and §20 / IAS 7),
 * worked out from the ledger's monthly balances (ECD I155, accounting.account_month) and the same De/Para the direct
 * method classifies cash with.
 *
 * In double entry every month's debits equal its credits, so the change in cash is minus the change of every other
 * account: Δcash = −Σ movement, movement being an account's debits less credits without December's closing entries
 * (they only carry the year's result into equity). Splitting the other accounts by the cash-flow section of the
 * category they are mapped to gives the three activities:
 *
 * - operating = net income (−Σ movement of the result accounts)
 *             + the result accounts classified as investment or financing, taken back out (a gain on selling an
 *               asset, interest classified as financing)
 *             − the movement of each balance-sheet account classified as operations, or not classified (CPC 03 §14:
 *               what is neither investing nor financing is operating): receivables, suppliers, taxes, accumulated
 *               depreciation (a non-cash expense added back), provisions;
 * - investment and financing = − the movement of the accounts classified there, result accounts included.
 *
 * The direct method gives every cash line to the accounts on the other side of its entry, classified by the same
 * De/Para, so the two agree unless some entry without cash crosses activities (an asset bought on credit, interest
 * added to a loan: the non-cash transactions IAS 7.43 keeps out of the statement), the balances and the entries
 * disagree, or cash went unclassified. That difference is what the checks panel shows.
 *
 * A period is computed only when the ledger has balances in every one of its months; otherwise its figures are null
 * (unknown, not zero).
 */
import type { CashFlowSection } from './cashFlow.ts';
import { type AccountMonth, compareCodes, type LedgerAccount, STATEMENT_NATURES } from './ledgerTree.ts';
import { type Decimal, sum, toDecimal, toFixed2 } from './money.ts';

/** A category the account is mapped to, from a month on (accounting.account_mapping), by its cash-flow section. */
export interface SectionFrom {
  /** `YYYY-MM-01`. */
  readonly validFrom: string;
  readonly section: CashFlowSection;
}

export interface IndirectAccount extends Pick<LedgerAccount, 'id' | 'code' | 'name' | 'nature' | 'analytic'> {
  readonly isCash: boolean;
  /** The account's De/Para in any order; the latest that starts on or before a month classifies that month. */
  readonly sections: readonly SectionFrom[];
}

export type IndirectLineKind = 'net-income' | 'reclassified' | 'operating-change' | 'operating' | 'investment' | 'financing' | 'net-change';

export interface IndirectLine {
  readonly key: string;
  readonly kind: IndirectLineKind;
  /** The account of a `reclassified` or `operating-change` line. */
  readonly account: { readonly id: string; readonly code: string; readonly name: string } | null;
  /** An `operating-change` line counted as operating because, in some month, its account has no category. */
  readonly unclassified: boolean;
  /** One per period asked for; null where the ledger does not cover the period. */
  readonly values: readonly (string | null)[];
}

export interface IndirectCashFlow {
  readonly lines: readonly IndirectLine[];
  /** The operating cash by the indirect method, per period; null where not computable. */
  readonly operating: readonly (string | null)[];
}

/** The section that classifies `account` in `month`: the latest mapping started by then, or none. */
export function sectionAt(account: IndirectAccount, month: string): CashFlowSection | null {
  let found: SectionFrom | null = null;
  for (const mapping of account.sections) {
    if (mapping.validFrom <= month && (found === null || mapping.validFrom > found.validFrom)) found = mapping;
  }
  return found?.section ?? null;
}

interface PeriodSums {
  netIncome: Decimal;
  investment: Decimal;
  financing: Decimal;
  /** Per account: what is taken back out of net income. */
  reclassified: Map<string, Decimal>;
  /** Per account: minus its movement. */
  operatingChanges: Map<string, Decimal>;
}

const add = (map: Map<string, Decimal>, key: string, value: Decimal) => map.set(key, (map.get(key) ?? toDecimal(0)).plus(value));

function sumPeriod(accounts: ReadonlyMap<string, IndirectAccount>, balances: readonly AccountMonth[], months: ReadonlySet<string>, unclassified: Set<string>): PeriodSums | null {
  const covered = new Set<string>();
  const sums: PeriodSums = { netIncome: toDecimal(0), investment: toDecimal(0), financing: toDecimal(0), reclassified: new Map(), operatingChanges: new Map() };
  for (const balance of balances) {
    if (!months.has(balance.month)) continue;
    const account = accounts.get(balance.accountId);
    // Balances sit on analytic accounts (ECD I155); cash is what is explained, not an explanation.
    if (!account || !account.analytic || account.isCash || !STATEMENT_NATURES.includes(account.nature)) continue;
    covered.add(balance.month);
    const movement = toDecimal(balance.debits).minus(toDecimal(balance.credits)).minus(toDecimal(balance.closingEntries));
    const section = sectionAt(account, balance.month);
    // Investing or financing takes the account's whole movement; anything else is operating.
    const elsewhere = section === 'investment' || section === 'financing' ? section : null;
    if (elsewhere) sums[elsewhere] = sums[elsewhere].minus(movement);
    if (account.nature === 'result') {
      sums.netIncome = sums.netIncome.minus(movement);
      if (elsewhere) add(sums.reclassified, account.id, movement);
    } else if (!elsewhere) {
      add(sums.operatingChanges, account.id, movement.neg());
      if (section === null && !movement.eq('0')) unclassified.add(account.id);
    }
  }
  return covered.size === months.size ? sums : null;
}

/**
 * The reconciliation for each period (a list of `YYYY-MM-01` months): net income, the results taken out, the change of
 * each operating balance-sheet account, the operating cash, then investment, financing and the change in cash.
 * Account lines that are zero in every period are left out.
 */
export function indirectCashFlow(input: { accounts: readonly IndirectAccount[]; balances: readonly AccountMonth[]; periods: readonly (readonly string[])[] }): IndirectCashFlow {
  const accounts = new Map(input.accounts.map((account) => [account.id, account]));
  const unclassified = new Set<string>();
  const periods = input.periods.map((months) => (months.length === 0 ? null : sumPeriod(accounts, input.balances, new Set(months), unclassified)));
  const value = (pick: (sums: PeriodSums) => Decimal) => periods.map((sums) => (sums === null ? null : toFixed2(pick(sums))));
  const accountLines = (kind: 'reclassified' | 'operating-change', pick: (sums: PeriodSums) => Map<string, Decimal>): IndirectLine[] => {
    const ids = [...new Set(periods.flatMap((sums) => (sums === null ? [] : [...pick(sums).keys()])))].sort((a, b) => compareCodes(accounts.get(a)?.code ?? '', accounts.get(b)?.code ?? ''));
    return ids.flatMap((id) => {
      const values = value((sums) => pick(sums).get(id) ?? toDecimal(0));
      if (values.every((each) => each === null || toDecimal(each).eq('0'))) return [];
      const account = accounts.get(id) as IndirectAccount;
      return [{ key: `${kind}/${id}`, kind, account: { id, code: account.code, name: account.name }, unclassified: kind === 'operating-change' && unclassified.has(id), values }];
    });
  };
  const operatingOf = (sums: PeriodSums) => sums.netIncome.plus(sum(sums.reclassified.values())).plus(sum(sums.operatingChanges.values()));
  const total = (kind: IndirectLineKind, values: readonly (string | null)[]): IndirectLine => ({ key: kind, kind, account: null, unclassified: false, values });
  const operating = value(operatingOf);
  return {
    operating,
    lines: [
      total('net-income', value((sums) => sums.netIncome)),
      ...accountLines('reclassified', (sums) => sums.reclassified),
      ...accountLines('operating-change', (sums) => sums.operatingChanges),
      total('operating', operating),
      total('investment', value((sums) => sums.investment)),
      total('financing', value((sums) => sums.financing)),
      total('net-change', value((sums) => operatingOf(sums).plus(sums.investment).plus(sums.financing))),
    ],
  };
}
