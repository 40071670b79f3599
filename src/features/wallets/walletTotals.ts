/**
 * The wallet's totals for its summary, per currency: the investments in each currency and their companies'
 * valuations go through the performance tab's arithmetic (`performanceOf`: exact decimals, MOIC and XIRR from
 * common/finance). There are no exchange rates in the portal, so currencies are never added together: a wallet that
 * invested in reais and in dollars has a line for each. A line whose valuations are in another currency than its
 * investments says "not computable" rather than a wrong number.
 */
import { performanceOf } from '../../ui/performance/performanceRows.ts';
import type { InvestmentData, PerformanceFigures, ValuationData } from '../../ui/performance/performanceRows.ts';

/** A company held by the wallet, as the summary reads it. */
export interface HoldingData {
  readonly company: {
    readonly valuation_reports: readonly {
      readonly valuation_date: string;
      readonly valuation_amount: string;
      readonly valuation_currency: string;
      readonly created_at: string;
    }[];
  };
  readonly investments: readonly {
    readonly id: string;
    readonly investment_date: string;
    readonly net_amount: string;
    readonly currency: string;
    readonly share_percentage: string;
  }[];
}

export interface CurrencyTotals {
  /** The currency the investments were made in (ISO 4217). */
  currency: string;
  /** How many investments. */
  investments: number;
  figures: PerformanceFigures;
}

/** The wallet's figures per currency of investment, in order of currency code; empty when nothing was invested. */
export function totalsByCurrency(holdings: readonly HoldingData[]): CurrencyTotals[] {
  const items = holdings.flatMap(({ company, investments }) => {
    const valuations: ValuationData[] = company.valuation_reports.map((report) => ({
      date: report.valuation_date, amount: report.valuation_amount, currency: report.valuation_currency, createdAt: report.created_at,
    }));
    return investments.map((investment) => {
      const data: InvestmentData = {
        id: investment.id, date: investment.investment_date, net: investment.net_amount, currency: investment.currency,
        share: investment.share_percentage,
      };
      return { investment: data, valuations };
    });
  });
  const currencies = [...new Set(items.map((item) => item.investment.currency))].sort();
  return currencies.map((currency) => {
    const mine = items.filter((item) => item.investment.currency === currency);
    return { currency, investments: mine.length, figures: performanceOf(mine) };
  });
}
