/**
 * The numbers of the performance tab, per investment and per wallet: invested, distributed, current value, MOIC
 * and XIRR. Sums of money are exact; MOIC and XIRR say "not computable", with a reason, where there is no answer.
 *
 * Note [The date of the current value]
 *
 * XIRR counts the current value as money received on the date it is valued at. That is the valuation date, unless
 * money moved after it (a follow-on, a distribution): a valuation stands until a newer one replaces it, so the
 * value is then dated at the last flow instead. Dating it earlier than flows it already reflects would turn the
 * cash flows around and give a rate of the wrong sign. A wallet dates the sum of its holdings' values at the
 * latest of these dates over all its holdings, as a fund reports its NAV at one reporting date.
 */
import { dayNumber } from './dayNumber.ts';
import { type Decimal, type DecimalInput, compare, sum, toDecimal, toFixed2 } from './money.ts';
import { type MoicResult, moic } from './moic.ts';
import { type CashFlow, type XirrResult, xirr } from './xirr.ts';

/** An amount of money on a date. */
export interface DatedAmount {
  /** `YYYY-MM-DD`. */
  date: string;
  /** The amount, not negative: the direction is given by the list it is in. */
  amount: DecimalInput;
}

/** The value of a stake on a date, e.g. what `currentValue` returns. */
export interface DatedValue {
  /** The valuation date, `YYYY-MM-DD`. */
  date: string;
  /** The value of the stake, not negative. */
  value: DecimalInput;
}

/** The cash flows of one investment (or of any holding) and what it is worth now. */
export interface HoldingFlows {
  /** Money put in. */
  investments: readonly DatedAmount[];
  /** Money received back: dividends, partial exits. */
  distributions?: readonly DatedAmount[];
  /**
   * What the stake still held is worth, or null when there is no valuation. A stake sold or written off in full is
   * worth `0`, which is a valuation, not a missing one.
   */
  valuation: DatedValue | null;
}

/** The figures of one row of the performance tab. */
export interface Performance {
  /** Total put in, in cents, e.g. `"10000.00"`. */
  invested: string;
  /** Total received back, in cents. */
  distributed: string;
  /** Current value in cents, or null when it is unknown. */
  currentValue: string | null;
  /** The date the current value is taken at (see Note [The date of the current value]), or null when unknown. */
  asOf: string | null;
  moic: MoicResult;
  xirr: XirrResult;
}

/** The performance of a wallet, with how many of its holdings have no valuation. */
export interface WalletPerformance extends Performance {
  /**
   * Holdings without a valuation. When any has none the wallet's current value, MOIC and XIRR are unknown, not
   * computed from the others: leaving a holding out would give a wrong number.
   */
  holdingsWithoutValuation: number;
}

/**
 * The XIRR of one investment: investments as negative flows, distributions as positive ones, and the current value
 * as a positive flow on its date (see Note [The date of the current value]).
 *
 * @param holding - The investment's flows and current value.
 * @returns The rate, or why there is none (`no-valuation` when `valuation` is null).
 * @throws RangeError when an amount is negative or malformed, or a date is malformed.
 */
export function xirrFromInvestment(holding: HoldingFlows): XirrResult {
  return investmentPerformance(holding).xirr;
}

/**
 * The figures of one investment for the performance tab.
 *
 * @param holding - The investment's flows and current value.
 * @returns Invested, distributed, current value, MOIC and XIRR.
 * @throws RangeError when an amount is negative or malformed, or a date is malformed.
 */
export function investmentPerformance(holding: HoldingFlows): Performance {
  return performanceOf([holding], holding.valuation === null ? 1 : 0);
}

/**
 * The figures of a wallet for the performance tab: invested, distributed and current value summed exactly over its
 * holdings, their MOIC, and one pooled XIRR over all their flows with the summed value at the latest date (see
 * Note [The date of the current value]).
 *
 * @param holdings - The wallet's investments (or holdings), each with its own current value.
 * @returns The wallet's figures, and how many holdings lack a valuation.
 * @throws RangeError when an amount is negative or malformed, or a date is malformed.
 */
export function walletPerformance(holdings: readonly HoldingFlows[]): WalletPerformance {
  const holdingsWithoutValuation = holdings.filter((holding) => holding.valuation === null).length;
  return { ...performanceOf(holdings, holdingsWithoutValuation), holdingsWithoutValuation };
}

/** The figures of a set of holdings, whose current values are all known when `withoutValuation` is 0. */
function performanceOf(holdings: readonly HoldingFlows[], withoutValuation: number): Performance {
  const investments = holdings.flatMap((holding) => holding.investments.map((flow) => checked(flow, 'investment')));
  const distributions = holdings.flatMap((holding) =>
    (holding.distributions ?? []).map((flow) => checked(flow, 'distribution')),
  );
  const valuations = holdings.flatMap(({ valuation }) =>
    valuation === null ? [] : [checked({ date: valuation.date, amount: valuation.value }, 'valuation')],
  );
  const invested = sum(investments.map((flow) => flow.amount));
  const distributed = sum(distributions.map((flow) => flow.amount));
  const value = withoutValuation > 0 ? null : sum(valuations.map((flow) => flow.amount));
  const dates = [...investments, ...distributions, ...valuations].map((flow) => flow.date);
  // Dates are checked YYYY-MM-DD, so the latest is also the greatest string.
  const asOf = value === null || dates.length === 0 ? null : dates.reduce((a, b) => (b > a ? b : a));

  const flows: CashFlow[] = [
    ...investments.map((flow) => ({ date: flow.date, amount: flow.amount.neg() })),
    ...distributions,
  ];
  return {
    invested: toFixed2(invested),
    distributed: toFixed2(distributed),
    currentValue: value === null ? null : toFixed2(value),
    asOf,
    moic: moic({ invested, distributions: distributed, currentValue: value }),
    xirr:
      value === null
        ? { computable: false, reason: 'no-valuation' }
        : xirr(asOf === null ? flows : [...flows, { date: asOf, amount: value }]),
  };
}

/** A flow with its date checked and its amount parsed and checked not to be negative. */
function checked(flow: DatedAmount, what: string): { date: string; amount: Decimal } {
  dayNumber(flow.date);
  const amount = toDecimal(flow.amount);
  if (compare(amount, '0') < 0) {
    throw new RangeError(
      `${what} amounts must not be negative, the list gives the direction; got ${amount.toString()} on ${flow.date}`,
    );
  }
  return { date: flow.date, amount };
}
