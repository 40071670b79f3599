import { Intent } from '@blueprintjs/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CompanyAccountingFacts_query$key } from '../../../__generated__/CompanyAccountingFacts_query.graphql.ts';
import { managementOf, paths } from '../../app/paths.ts';
import { formatMonth } from '../../ui/formatMonth.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import styles from './companies.module.css';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';

const messages = defineMessages({
  client: { id: 'companies.CompanyAccountingFacts.client', defaultMessage: 'Accounting client', description: 'Fact: whose accounting data is imported' },
  accounts: { id: 'companies.CompanyAccountingFacts.accounts', defaultMessage: 'Accounts in the chart of accounts', description: 'Fact: how many accounts' },
  entries: { id: 'companies.CompanyAccountingFacts.entries', defaultMessage: 'Monthly entries', description: 'Fact: how many monthly account values' },
  period: { id: 'companies.CompanyAccountingFacts.period', defaultMessage: 'Period covered', description: 'Fact: first and last month of the entries' },
  lastImport: { id: 'companies.CompanyAccountingFacts.lastImport', defaultMessage: 'Last import', description: 'Fact: when data was last imported' },
  none: { id: 'companies.CompanyAccountingFacts.none', defaultMessage: 'None', description: 'No value for an accounting fact' },
  open: { id: 'companies.CompanyAccountingFacts.open', defaultMessage: 'Open these books in Management', description: 'Link from a company\'s accounting tab to the management screens for its books' },
  mapping: { id: 'companies.CompanyAccountingFacts.mapping', defaultMessage: 'From-to (De/Para)', description: 'Link from a company\'s accounting tab to the mapping of its accounts' },
});

const rangeMessage = defineMessage<{ from: string; to: string }>({
  id: 'companies.CompanyAccountingFacts.range',
  defaultMessage: '{from} to {to}',
  description: 'A range of months',
});

/** What accounting data the company has: its chart of accounts, its monthly entries and their period. */
export function CompanyAccountingFacts({ query }: { query: CompanyAccountingFacts_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment CompanyAccountingFacts_query on query_root {
        company: portfolio_company_by_pk(id: $companyId) {
          client {
            id
            name
            last_data_imported_at
            accounts_aggregate {
              aggregate {
                count
              }
            }
          }
        }
        entries: accounting_entry_aggregate(where: { account: { client: { companies: { id: { _eq: $companyId } } } } }) {
          aggregate {
            count
            min {
              month
            }
            max {
              month
            }
          }
        }
      }
    `,
    query,
  );
  const client = data.company?.client;
  const entries = data.entries.aggregate;
  const none = intl.formatMessage(messages.none);
  const first = entries?.min?.month;
  const last = entries?.max?.month;
  const facts: [label: string, value: string][] = [
    [intl.formatMessage(messages.client), client?.name ?? none],
    [intl.formatMessage(messages.accounts), intl.formatNumber(client?.accounts_aggregate.aggregate?.count ?? 0)],
    [intl.formatMessage(messages.entries), intl.formatNumber(entries?.count ?? 0)],
    [intl.formatMessage(messages.period), first && last
      ? intl.formatMessage(rangeMessage, { from: formatMonth(intl, first), to: formatMonth(intl, last) })
      : none],
    [intl.formatMessage(messages.lastImport), client?.last_data_imported_at
      ? formatTimestamp(intl, client.last_data_imported_at)
      : none],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => [<dt key={`${label}-term`}>{label}</dt>, <dd key={`${label}-value`}>{value}</dd>])}
      </dl>
      {client && (
        <div className={styles.notice}>
          <LinkButton intent={Intent.PRIMARY} to={managementOf(paths.management, client.id)} text={intl.formatMessage(messages.open)} />{' '}
          <LinkButton to={managementOf(paths.managementMapping, client.id)} text={intl.formatMessage(messages.mapping)} />
        </div>
      )}
    </>
  );
}
