/**
 * The rows of the wallet's investments tab: per company held, how many investments, the net amount invested per
 * currency, the stake (the shares bought, added up) and the weight of the holding in the wallet (its net amount over
 * the wallet's, in the same currency: currencies are never mixed). Exact decimals throughout (common/finance).
 */
import { compare, divide, sum, toFixed2 } from '../../../common/finance/money.ts';
import type { Amount } from '../../ui/performance/performanceRows.ts';

export interface HoldingInput {
  readonly id: string;
  readonly company: { readonly id: string; readonly name: string; readonly document: string };
  readonly investments: readonly { readonly net_amount: string; readonly currency: string; readonly share_percentage: string }[];
}

export interface HoldingRow {
  /** The wallet company's id: its page is `paths.walletCompany(walletId, id)`. */
  id: string;
  companyName: string;
  document: string;
  investments: number;
  /** Net invested per currency, in order of currency code. */
  invested: Amount[];
  /** The shares bought, added up: a percentage of the company such as `"12.5000"`. */
  stake: string;
  /** Per currency of `invested`, the holding's share of the wallet's net amount in it: a fraction such as `"0.2500"`. */
  weights: { currency: string; fraction: string }[];
}

function byCurrency(amounts: readonly { currency: string; amount: string }[]): Amount[] {
  const currencies = [...new Set(amounts.map((item) => item.currency))].sort();
  return currencies.map((currency) => ({
    currency,
    amount: toFixed2(sum(amounts.filter((item) => item.currency === currency).map((item) => item.amount))),
  }));
}

/** One row per company held, in the order given. */
export function holdingRows(holdings: readonly HoldingInput[]): HoldingRow[] {
  const totals = byCurrency(holdings.flatMap((holding) => holding.investments.map((item) => ({ currency: item.currency, amount: item.net_amount }))));
  return holdings.map((holding) => {
    const invested = byCurrency(holding.investments.map((item) => ({ currency: item.currency, amount: item.net_amount })));
    return {
      id: holding.id,
      companyName: holding.company.name,
      document: holding.company.document,
      investments: holding.investments.length,
      invested,
      stake: sum(holding.investments.map((item) => item.share_percentage)).toFixed(4),
      weights: invested.map(({ currency, amount }) => {
        const total = totals.find((line) => line.currency === currency)?.amount ?? '0';
        return { currency, fraction: compare(total, '0') === 0 ? '0' : divide(amount, total, 4).toFixed(4) };
      }),
    };
  });
}
