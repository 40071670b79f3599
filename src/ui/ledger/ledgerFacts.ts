/**
 * A client's ledger in a few figures, read and worded once for every place that shows them: the company's details
 * page, the management home and the management report. The query reads the chart and the monthly balances of the
 * months asked; the figures are common/finance's (ledgerKeyFigures), as the accounting analysis computes them.
 */
import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import { fetchQuery, graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { ledgerFactsQuery, ledgerFactsQuery$data } from '../../../__generated__/ledgerFactsQuery.graphql.ts';
import { type LedgerKeyFigures, ledgerKeyFigures } from '../../../common/finance/ledgerKeyFigures.ts';
import { accountMonthOf, ledgerAccountOf } from '../../../common/finance/ledgerRows.ts';

export const ledgerFactsQueryNode = graphql`
  query ledgerFactsQuery($clientId: uuid!, $from: date!, $to: date!) {
    accounts: accounting_client_account(where: { client_id: { _eq: $clientId }, nature: { _in: [asset, liability, equity, result, other] } }) {
      id code name nature analytic parent_id level aggregation_code
    }
    balances: accounting_account_month(where: { client_id: { _eq: $clientId }, month: { _gte: $from, _lte: $to } }) {
      client_account_id month opening debits credits closing closing_entries
    }
  }
`;

export const ledgerFactMessages = defineMessages({
  revenue: { id: 'ui.ledgerFacts.revenue', defaultMessage: 'Revenue', description: 'Figure: revenue over the months of the heading' },
  netResult: { id: 'ui.ledgerFacts.netResult', defaultMessage: 'Net result', description: 'Figure: net result over the months of the heading' },
  netMargin: { id: 'ui.ledgerFacts.netMargin', defaultMessage: 'Net margin', description: 'Figure: net result as a share of revenue' },
  totalAssets: { id: 'ui.ledgerFacts.totalAssets', defaultMessage: 'Total assets', description: 'Figure: total assets at the last month' },
  totalLiabilities: { id: 'ui.ledgerFacts.totalLiabilities', defaultMessage: 'Total liabilities', description: 'Figure: total liabilities at the last month' },
  totalEquity: { id: 'ui.ledgerFacts.totalEquity', defaultMessage: 'Equity (with the period\'s result)', description: 'Figure: equity at the last month' },
  ties: { id: 'ui.ledgerFacts.ties', defaultMessage: 'The balance sheet ties: assets equal liabilities plus equity.', description: 'The balance sheet ties' },
});
export const ledgerFactsHeading = defineMessage<{ from: string | number; to: string | number }>({
  id: 'ui.ledgerFacts.heading', defaultMessage: 'Accounting, {from} to {to}', description: 'Heading of a client\'s accounting figures',
});
export const ledgerFactsHow = defineMessage<{ month: string | number }>({
  id: 'ui.ledgerFacts.how',
  defaultMessage: 'From the ledger\'s monthly balances: revenue and result add up the result accounts over the months (closing entries left out); the balance sheet is at the end of {month}. The accounting analysis opens every line and its entries.',
  description: 'How a client\'s accounting figures are computed',
});
const doesNotTie = defineMessage<{ difference: string | number }>({
  id: 'ui.ledgerFacts.doesNotTie', defaultMessage: 'The balance sheet does not tie: assets differ from liabilities plus equity by {difference}.', description: 'The balance sheet does not tie',
});

/** The figures of the months `from` … `month` (`YYYY-MM-01`), or null when the ledger has no balance in `month`. */
export function readLedgerFacts(data: ledgerFactsQuery$data, from: string, month: string): LedgerKeyFigures | null {
  const balances = data.balances.flatMap(accountMonthOf);
  if (!balances.some((balance) => balance.month === month)) return null;
  return ledgerKeyFigures(data.accounts.flatMap(ledgerAccountOf), balances, month, from);
}

/** The same, read once outside React (the management report). */
export async function fetchLedgerFacts(environment: IEnvironment, clientId: string, from: string, month: string): Promise<LedgerKeyFigures | null> {
  const data = await fetchQuery<ledgerFactsQuery>(environment, ledgerFactsQueryNode, { clientId, from, to: month }, { fetchPolicy: 'store-or-network' }).toPromise();
  if (!data) throw new Error('the ledger could not be read');
  return readLedgerFacts(data, from, month);
}

export interface LedgerFact {
  readonly label: string;
  readonly value: string;
  /** The statement the figure comes from. */
  readonly statement: 'income-statement' | 'balance-sheet';
}

/** The figures in words, in the page's language, each with the statement it opens. */
export function ledgerFacts(intl: IntlShape, figures: LedgerKeyFigures, amount: (value: string) => string): LedgerFact[] {
  const margin = figures.netMargin === null ? '—' : intl.formatNumber(Number(figures.netMargin) / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return [
    { label: intl.formatMessage(ledgerFactMessages.revenue), value: amount(figures.revenue), statement: 'income-statement' },
    { label: intl.formatMessage(ledgerFactMessages.netResult), value: amount(figures.netResult), statement: 'income-statement' },
    { label: intl.formatMessage(ledgerFactMessages.netMargin), value: margin, statement: 'income-statement' },
    { label: intl.formatMessage(ledgerFactMessages.totalAssets), value: amount(figures.totalAssets), statement: 'balance-sheet' },
    { label: intl.formatMessage(ledgerFactMessages.totalLiabilities), value: amount(figures.totalLiabilities), statement: 'balance-sheet' },
    { label: intl.formatMessage(ledgerFactMessages.totalEquity), value: amount(figures.totalEquity), statement: 'balance-sheet' },
  ];
}

/** Whether the balance sheet ties, in words. */
export function ledgerTieText(intl: IntlShape, figures: LedgerKeyFigures, amount: (value: string) => string): string {
  return figures.imbalance === '0.00' ? intl.formatMessage(ledgerFactMessages.ties) : intl.formatMessage(doesNotTie, { difference: amount(figures.imbalance) });
}
