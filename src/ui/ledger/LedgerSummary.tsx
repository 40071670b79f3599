import { Callout, H4, Intent } from '@blueprintjs/core';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { LedgerSummaryQuery } from '../../../__generated__/LedgerSummaryQuery.graphql.ts';
import type { ledgerFactsQuery } from '../../../__generated__/ledgerFactsQuery.graphql.ts';
import { managementAccountingTab, managementOf, paths } from '../../app/paths.ts';
import { formatMonth } from '../formatMonth.ts';
import { LinkButton } from '../LinkButton.tsx';
import { ledgerFacts, ledgerFactsHeading, ledgerFactsHow, ledgerFactsQueryNode, ledgerTieText, readLedgerFacts } from './ledgerFacts.ts';
import styles from './ledgerSummary.module.css';

const messages = defineMessages({
  open: { id: 'ui.LedgerSummary.open', defaultMessage: 'Open the accounting analysis', description: 'Link to the full accounting analysis of the client' },
  none: { id: 'ui.LedgerSummary.none', defaultMessage: 'No ledger balances imported yet: the accounting analysis reads the company\'s SPED ECD or trial balance.', description: 'The client has no ledger balances' },
});

/**
 * A client's accounting at its last month with balances (a company's, or an organization's own): the year's revenue
 * and result and its balance sheet, each figure opening the statement it comes from. The company's details page and
 * the management home show it.
 */
export function LedgerSummary({ clientId }: { clientId: string }) {
  const intl = useIntl();
  const last = useLazyLoadQuery<LedgerSummaryQuery>(graphql`
    query LedgerSummaryQuery($clientId: uuid!) {
      last: accounting_account_month(where: { client_id: { _eq: $clientId } }, order_by: { month: desc }, limit: 1) { month }
    }
  `, { clientId }, { fetchPolicy: 'store-and-network' });
  const month = last.last.at(0)?.month ?? null;
  if (!month) return <Callout intent={Intent.PRIMARY}>{intl.formatMessage(messages.none)}</Callout>;
  return <LedgerFigures clientId={clientId} month={month} />;
}

function LedgerFigures({ clientId, month }: { clientId: string; month: string }) {
  const intl = useIntl();
  const from = `${month.slice(0, 4)}-01-01`;
  const data = useLazyLoadQuery<ledgerFactsQuery>(ledgerFactsQueryNode, { clientId, from, to: month }, { fetchPolicy: 'store-and-network' });
  const figures = useMemo(() => readLedgerFacts(data, from, month), [data, from, month]);
  if (!figures) return <Callout intent={Intent.PRIMARY}>{intl.formatMessage(messages.none)}</Callout>;
  const amount = (value: string) => intl.formatNumber(value as Intl.StringNumericLiteral, { style: 'currency', currency: 'BRL', roundingMode: 'halfEven' });
  const year = Number(month.slice(0, 4));
  const last = Number(month.slice(5, 7));
  const statementPath = { 'income-statement': managementAccountingTab(clientId, 'income-statement', year, 1, last), 'balance-sheet': managementAccountingTab(clientId, 'balance-sheet', year, last, last) };
  const title = intl.formatMessage(ledgerFactsHeading, { from: formatMonth(intl, figures.from), to: formatMonth(intl, figures.month) });
  return (
    <section aria-label={title} className={styles.ledgerSummary}>
      <H4>{title}</H4>
      <p>{intl.formatMessage(ledgerFactsHow, { month: formatMonth(intl, figures.month) })}</p>
      <dl className={styles.facts}>
        {ledgerFacts(intl, figures, amount).map((fact) => [
          <dt key={`${fact.label}-term`}>{fact.label}</dt>,
          <dd key={`${fact.label}-value`}><Link to={statementPath[fact.statement]}>{fact.value}</Link></dd>,
        ])}
      </dl>
      <Callout intent={figures.imbalance === '0.00' ? Intent.SUCCESS : Intent.DANGER} icon={figures.imbalance === '0.00' ? 'tick-circle' : 'error'} compact role="status">
        {ledgerTieText(intl, figures, amount)}
      </Callout>
      <div>
        <LinkButton intent={Intent.PRIMARY} to={managementOf(paths.managementAccounting, clientId)} text={intl.formatMessage(messages.open)} />
      </div>
    </section>
  );
}
