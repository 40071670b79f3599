import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CompanySummaryTab_company$key } from '../../../__generated__/CompanySummaryTab_company.graphql.ts';
import { useFormatIsoDate } from '../../ui/useFormatIsoDate.ts';
import { useFormatMoney } from '../../ui/useFormatMoney.ts';
import styles from './companies.module.css';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';

const messages = defineMessages({
  organization: { id: 'companies.CompanySummaryTab.organization', defaultMessage: 'Organization', description: 'Fact: the organization following the company' },
  client: { id: 'companies.CompanySummaryTab.client', defaultMessage: 'Accounting client', description: 'Fact: the client whose accounting data is the company\'s' },
  noClient: { id: 'companies.CompanySummaryTab.noClient', defaultMessage: 'None yet', description: 'The company has no accounting client' },
  created: { id: 'companies.CompanySummaryTab.created', defaultMessage: 'Added on', description: 'Fact: when the company was added' },
  reports: { id: 'companies.CompanySummaryTab.reports', defaultMessage: 'Valuation reports', description: 'Fact: how many valuation reports the company has' },
  latest: { id: 'companies.CompanySummaryTab.latest', defaultMessage: 'Latest valuation', description: 'Fact: the most recent valuation of the company' },
  noValuation: { id: 'companies.CompanySummaryTab.noValuation', defaultMessage: 'No valuation yet', description: 'The company has no valuation report' },
  investments: { id: 'companies.CompanySummaryTab.investments', defaultMessage: 'Investments', description: 'Fact: how many investments were made in the company' },
});

const latestValueMessage = defineMessage<{ amount: string; date: string }>({
  id: 'companies.CompanySummaryTab.latestValue',
  defaultMessage: '{amount} on {date}',
  description: 'The latest valuation: its amount and its reference date',
});

/** The company's key facts: who follows it, since when, its reports and latest valuation, its investments. */
export function CompanySummaryTab({ company }: { company: CompanySummaryTab_company$key }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatIsoDate();
  const data = useFragment(
    graphql`
      fragment CompanySummaryTab_company on portfolio_company {
        created_at
        organization {
          name
        }
        client {
          name
        }
        valuation_reports_aggregate {
          aggregate {
            count
          }
        }
        latest_report: valuation_reports(order_by: [{ reference_date: desc }], limit: 1) {
          id
          reference_date
          valuation_amount
          valuation_currency
        }
        investments_aggregate {
          aggregate {
            count
          }
        }
      }
    `,
    company,
  );
  const latest = data.latest_report.at(0);
  const facts: [label: string, value: string][] = [
    [intl.formatMessage(messages.organization), data.organization.name],
    [intl.formatMessage(messages.client), data.client?.name ?? intl.formatMessage(messages.noClient)],
    [intl.formatMessage(messages.created), formatTimestamp(intl, data.created_at)],
    [intl.formatMessage(messages.reports), intl.formatNumber(data.valuation_reports_aggregate.aggregate?.count ?? 0)],
    [intl.formatMessage(messages.latest), latest
      ? intl.formatMessage(latestValueMessage, {
        amount: formatMoney(latest.valuation_amount, latest.valuation_currency),
        date: formatDate(latest.reference_date, 'long'),
      })
      : intl.formatMessage(messages.noValuation)],
    [intl.formatMessage(messages.investments), intl.formatNumber(data.investments_aggregate.aggregate?.count ?? 0)],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => [<dt key={`${label}-term`}>{label}</dt>, <dd key={`${label}-value`}>{value}</dd>])}
    </dl>
  );
}
