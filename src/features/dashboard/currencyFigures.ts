/**
 * The figures of home's and the dashboard's cards and charts, per currency, from the rows of the performance views
 * (nhost/migrations/default/1795132806500_portfolio_performance): the database sums invested and current value, the
 * portal decides what can be said of them. The arithmetic of MOIC is `common/finance`'s, exact.
 *
 * There are no exchange rates in the portal, so nothing here adds two currencies. In the views an investment counts
 * in its own currency, and the value of its stake in the currency of its company's valuation; when the two differ the
 * investment is "mismatched" in both rows. Hence, per currency:
 *  - current value is unknown while an investment made in it has no valuation (the value would leave it out);
 *  - MOIC is not computable while an investment of it is unvalued, or valued in another currency, or while a
 *    value in it comes from an investment made in another currency.
 */
import { type MoicResult, moic } from '../../../common/finance/moic.ts';

/** A row of organization_performance, wallet_performance or company_performance (view columns are nullable). */
export interface PerformanceRow {
  readonly currency?: string | null;
  readonly invested?: string | null;
  readonly current_value?: string | null;
  readonly investments?: number | null;
  readonly valued?: number | null;
  readonly unvalued?: number | null;
  readonly mismatched?: number | null;
}

/** MOIC, or why it has none: `common/finance`'s reasons and the currencies of this module. */
export type MoicFigure = MoicResult | { computable: false; reason: 'currencies' };

/** What is known of the current value in one currency. */
export type CurrentValue =
  | { known: true; amount: string }
  /** Some investments made in this currency have no valuation yet: their value is unknown, so the sum is too. */
  | { known: false; unvalued: number };

export interface CurrencyFigures {
  /** ISO 4217 code. */
  currency: string;
  /** Net amount invested in this currency, two decimals; `"0.00"` when the currency only holds values. */
  invested: string;
  /** Investments made in this currency. */
  investments: number;
  /** The value of the stakes valued in this currency, whether or not others lack a valuation, two decimals. */
  value: string;
  /** Investments whose valuation is in this currency. */
  valued: number;
  /** The value of the stakes valued in this currency; null when none is valued in it and none lacks a valuation. */
  currentValue: CurrentValue | null;
  /** Investments made in this currency whose company has no valuation. */
  unvalued: number;
  /** Null when nothing was invested in this currency (there is no multiple to speak of). */
  moic: MoicFigure | null;
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The figures of one row; null for a row without a currency code (no view writes one; a mock might). */
export function figuresOf(row: PerformanceRow): CurrencyFigures | null {
  const currency = row.currency ?? '';
  if (!CURRENCY_CODE.test(currency)) return null;
  const invested = row.invested ?? '0.00';
  const value = row.current_value ?? '0.00';
  const investments = row.investments ?? 0;
  const valued = row.valued ?? 0;
  const unvalued = row.unvalued ?? 0;
  const mismatched = row.mismatched ?? 0;
  const currentValue: CurrentValue | null = unvalued > 0
    ? { known: false, unvalued }
    : valued > 0 ? { known: true, amount: value } : null;
  // Missing valuations first: a report is the fix, whatever the currencies.
  const multiple: MoicFigure | null = investments === 0 ? null
    : unvalued > 0 ? { computable: false, reason: 'no-valuation' }
      : mismatched > 0 ? { computable: false, reason: 'currencies' }
        : moic({ invested, currentValue: value });
  return { currency, invested, investments, value, valued, currentValue, unvalued, moic: multiple };
}

/** The figures of every currency of the rows, in order of currency code. */
export function currencyFigures(rows: readonly PerformanceRow[]): CurrencyFigures[] {
  return rows.flatMap((row) => figuresOf(row) ?? []).sort((a, b) => a.currency.localeCompare(b.currency));
}

/**
 * The currency the dashboard shows first: the one with the most investments (a count, which can be compared across
 * currencies where amounts cannot), the first code on a tie; null when there is none.
 */
export function mainCurrency(figures: readonly CurrencyFigures[]): string | null {
  let main: CurrencyFigures | null = null;
  for (const candidate of figures) {
    if (main === null || candidate.investments > main.investments) main = candidate;
  }
  return main?.currency ?? null;
}

/** The charts' currency: the one asked for (in the address) when the figures have it, else the main one. */
export function chartCurrency(figures: readonly CurrencyFigures[], asked: string | null): string | null {
  return asked !== null && figures.some((figure) => figure.currency === asked) ? asked : mainCurrency(figures);
}
