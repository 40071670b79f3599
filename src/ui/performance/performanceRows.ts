/**
 * The figures of the performance tab, from the rows the screen reads: per investment, for the company's holding in
 * the wallet and for the whole wallet. All arithmetic is `common/finance`'s (exact decimals, MOIC and XIRR with
 * their "not computable" reasons); what is added here is currency. There are no exchange rates in the portal, so
 * amounts in different currencies are never added or compared: invested and current value are listed per currency,
 * and MOIC and XIRR are "not computable" (reason `currencies`) rather than a wrong number.
 */
import { latestValuation, stakeValue } from '../../../common/finance/currentValue.ts';
import { sum, toFixed2 } from '../../../common/finance/money.ts';
import type { MoicResult } from '../../../common/finance/moic.ts';
import { walletPerformance } from '../../../common/finance/performance.ts';
import type { HoldingFlows } from '../../../common/finance/performance.ts';
import type { XirrResult } from '../../../common/finance/xirr.ts';

export interface InvestmentData {
  id: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** The net amount, what reached the company: the "invested" of the performance figures. */
  net: string;
  currency: string;
  /** Percentage of the company bought, 0..100. */
  share: string;
}

export interface ValuationData {
  date: string;
  /** The value of the whole company. */
  amount: string;
  currency: string;
  createdAt: string;
}

/** A sum of money in one currency. */
export interface Amount {
  currency: string;
  /** Two decimals, e.g. `"125000.00"`. */
  amount: string;
}

/** Amounts in different currencies cannot be compared without exchange rates. */
type CurrencyMismatch = { computable: false; reason: 'currencies' };

export interface PerformanceFigures {
  /** Sums per currency, in order of currency code; empty when nothing was invested. */
  invested: readonly Amount[];
  /** Sums per currency, or null when a holding has no valuation. */
  currentValue: readonly Amount[] | null;
  /** The date of the valuation behind the current value (the latest, for a group). */
  valuationDate: string | null;
  /** Investments without a valuation of their company. */
  withoutValuation: number;
  moic: MoicResult | CurrencyMismatch;
  xirr: XirrResult | CurrencyMismatch;
}

/** An investment with the value of its stake: the company's latest valuation × the share bought. */
interface Stake {
  investment: InvestmentData;
  value: Amount & { date: string } | null;
}

function stakeOf(investment: InvestmentData, valuations: readonly ValuationData[]): Stake {
  const latest = latestValuation(valuations);
  if (latest === null) return { investment, value: null };
  return {
    investment,
    value: { currency: latest.currency, amount: toFixed2(stakeValue(latest.amount, investment.share)), date: latest.date },
  };
}

/** Sums per currency, exactly, in order of currency code. */
function byCurrency(amounts: readonly Amount[]): Amount[] {
  const currencies = [...new Set(amounts.map((amount) => amount.currency))].sort();
  return currencies.map((currency) => ({
    currency,
    amount: toFixed2(sum(amounts.filter((amount) => amount.currency === currency).map((amount) => amount.amount))),
  }));
}

/**
 * The figures of a set of investments, each with its company's valuations: one investment for its own row, all of
 * a company's for the holding, all of the wallet's for the wallet.
 */
export function performanceOf(items: readonly { investment: InvestmentData; valuations: readonly ValuationData[] }[]): PerformanceFigures {
  const stakes = items.map(({ investment, valuations }) => stakeOf(investment, valuations));
  const invested = byCurrency(stakes.map(({ investment }) => ({ currency: investment.currency, amount: investment.net })));
  const withoutValuation = stakes.filter((stake) => stake.value === null).length;
  const values = stakes.flatMap((stake) => (stake.value === null ? [] : [stake.value]));
  const currentValue = withoutValuation > 0 ? null : byCurrency(values);
  const valuationDate = values.reduce<string | null>((latest, value) => (latest === null || value.date > latest ? value.date : latest), null);

  const holdings: HoldingFlows[] = stakes.map(({ investment, value }) => ({
    investments: [{ date: investment.date, amount: investment.net }],
    valuation: value === null ? null : { date: value.date, value: value.amount },
  }));
  const figures = walletPerformance(holdings);
  const currencies = new Set([...invested, ...values].map((amount) => amount.currency));
  // Missing valuations first: the figures are unknown whatever the currencies, and a report is the fix.
  const mismatch = withoutValuation === 0 && currencies.size > 1;
  const currenciesDiffer: CurrencyMismatch = { computable: false, reason: 'currencies' };
  return {
    invested,
    currentValue,
    valuationDate,
    withoutValuation,
    moic: mismatch ? currenciesDiffer : figures.moic,
    xirr: mismatch ? currenciesDiffer : figures.xirr,
  };
}
