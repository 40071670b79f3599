import { Callout, H4, Intent } from '@blueprintjs/core';
import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CompanyLedgerSummaryQuery } from '../../../__generated__/CompanyLedgerSummaryQuery.graphql.ts';
import type { CompanyLedgerSummaryLastQuery } from '../../../__generated__/CompanyLedgerSummaryLastQuery.graphql.ts';
import { accountMonthOf, ledgerAccountOf } from '../../../common/finance/ledgerRows.ts';
import { managementOf, paths } from '../../app/paths.ts';
import { formatMonth } from '../../ui/formatMonth.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { companyLedgerFigures } from './companyLedgerFigures.ts';
import styles from './companies.module.css';

const messages = defineMessages({
  revenue: { id: 'companies.CompanyLedgerSummary.revenue', defaultMessage: 'Revenue, year to date', description: 'Figure: revenue from January to the last month' },
  netResult: { id: 'companies.CompanyLedgerSummary.netResult', defaultMessage: 'Net result, year to date', description: 'Figure: net result from January to the last month' },
  netMargin: { id: 'companies.CompanyLedgerSummary.netMargin', defaultMessage: 'Net margin', description: 'Figure: net result as a share of revenue' },
  totalAssets: { id: 'companies.CompanyLedgerSummary.totalAssets', defaultMessage: 'Total assets', description: 'Figure: total assets at the last month' },
  totalLiabilities: { id: 'companies.CompanyLedgerSummary.totalLiabilities', defaultMessage: 'Total liabilities', description: 'Figure: total liabilities at the last month' },
  totalEquity: { id: 'companies.CompanyLedgerSummary.totalEquity', defaultMessage: 'Equity (with the period\'s result)', description: 'Figure: equity at the last month' },
  ties: { id: 'companies.CompanyLedgerSummary.ties', defaultMessage: 'The balance sheet ties: assets equal liabilities plus equity.', description: 'The balance sheet ties' },
  open: { id: 'companies.CompanyLedgerSummary.open', defaultMessage: 'Open the accounting analysis', description: 'Link to the full accounting analysis of the company' },
  financial: { id: 'companies.CompanyLedgerSummary.financial', defaultMessage: 'Open the financial analysis', description: 'Link to the financial analysis of the company' },
  none: { id: 'companies.CompanyLedgerSummary.none', defaultMessage: 'No ledger balances imported yet: the accounting analysis reads the company\'s SPED ECD or trial balance.', description: 'The company has no ledger balances' },
});
const heading = defineMessage<{ from: string | number; to: string | number }>({
  id: 'companies.CompanyLedgerSummary.heading', defaultMessage: 'Accounting, {from} to {to}', description: 'Heading of the company\'s accounting figures',
});
const how = defineMessage<{ month: string | number }>({
  id: 'companies.CompanyLedgerSummary.how',
  defaultMessage: 'From the ledger\'s monthly balances: revenue and result add up the result accounts from January (closing entries left out); the balance sheet is at the end of {month}. The accounting analysis opens every line and its entries.',
  description: 'How the company\'s accounting figures are computed',
});
const doesNotTie = defineMessage<{ difference: string | number }>({
  id: 'companies.CompanyLedgerSummary.doesNotTie', defaultMessage: 'The balance sheet does not tie: assets differ from liabilities plus equity by {difference}.', description: 'The balance sheet does not tie',
});

/** The company's accounting at its last month with balances: the year's revenue and result, and its balance sheet. */
export function CompanyLedgerSummary({ clientId }: { clientId: string }) {
  const intl = useIntl();
  const last = useLazyLoadQuery<CompanyLedgerSummaryLastQuery>(graphql`
    query CompanyLedgerSummaryLastQuery($clientId: uuid!) {
      last: accounting_account_month(where: { client_id: { _eq: $clientId } }, order_by: { month: desc }, limit: 1) { month }
    }
  `, { clientId }, { fetchPolicy: 'store-and-network' });
  const month = last.last.at(0)?.month ?? null;
  if (!month) return <Callout intent={Intent.PRIMARY}>{intl.formatMessage(messages.none)}</Callout>;
  return <LedgerFigures clientId={clientId} month={month} />;
}

function LedgerFigures({ clientId, month }: { clientId: string; month: string }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<CompanyLedgerSummaryQuery>(graphql`
    query CompanyLedgerSummaryQuery($clientId: uuid!, $from: date!, $to: date!) {
      accounts: accounting_client_account(where: { client_id: { _eq: $clientId }, nature: { _in: [asset, liability, equity, result, other] } }) {
        id code name nature analytic parent_id level aggregation_code
      }
      balances: accounting_account_month(where: { client_id: { _eq: $clientId }, month: { _gte: $from, _lte: $to } }) {
        client_account_id month opening debits credits closing closing_entries
      }
    }
  `, { clientId, from: `${month.slice(0, 4)}-01-01`, to: month }, { fetchPolicy: 'store-and-network' });
  const figures = useMemo(() => {
    const accounts = data.accounts.flatMap(ledgerAccountOf);
    const balances = data.balances.flatMap(accountMonthOf);
    return companyLedgerFigures(accounts, balances, month);
  }, [data, month]);
  const amount = (value: string) => intl.formatNumber(value as Intl.StringNumericLiteral, { style: 'currency', currency: 'BRL', roundingMode: 'halfEven' });
  const facts: [label: string, value: string][] = [
    [intl.formatMessage(messages.revenue), amount(figures.revenue)],
    [intl.formatMessage(messages.netResult), amount(figures.netResult)],
    [intl.formatMessage(messages.netMargin), figures.netMargin === null ? '—' : intl.formatNumber(Number(figures.netMargin) / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })],
    [intl.formatMessage(messages.totalAssets), amount(figures.totalAssets)],
    [intl.formatMessage(messages.totalLiabilities), amount(figures.totalLiabilities)],
    [intl.formatMessage(messages.totalEquity), amount(figures.totalEquity)],
  ];
  const title = intl.formatMessage(heading, { from: formatMonth(intl, figures.from), to: formatMonth(intl, figures.month) });
  return (
    <section aria-label={title} className={styles.ledgerSummary}>
      <H4>{title}</H4>
      <p>{intl.formatMessage(how, { month: formatMonth(intl, figures.month) })}</p>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => [<dt key={`${label}-term`}>{label}</dt>, <dd key={`${label}-value`}>{value}</dd>])}
      </dl>
      {figures.imbalance === '0.00'
        ? <Callout intent={Intent.SUCCESS} icon="tick-circle" compact role="status">{intl.formatMessage(messages.ties)}</Callout>
        : <Callout intent={Intent.DANGER} icon="error" compact role="status">{intl.formatMessage(doesNotTie, { difference: amount(figures.imbalance) })}</Callout>}
      <div className={styles.notice}>
        <LinkButton intent={Intent.PRIMARY} to={managementOf(paths.managementAccounting, clientId)} text={intl.formatMessage(messages.open)} />{' '}
        <LinkButton to={managementOf(paths.managementFinancial, clientId)} text={intl.formatMessage(messages.financial)} />
      </div>
    </section>
  );
}
