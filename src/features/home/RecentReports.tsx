import { Card, H3, HTMLTable } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RecentReports_query$key } from '../../../__generated__/RecentReports_query.graphql.ts';
import { paths } from '../../app/paths.ts';
import { useFormatIsoDate } from '../../ui/useFormatIsoDate.ts';
import { useFormatMoney } from '../../ui/useFormatMoney.ts';
import styles from './home.module.css';

const messages = defineMessages({
  title: { id: 'home.RecentReports.title', defaultMessage: 'Recent valuation reports', description: 'Heading of the latest valuation reports on home' },
  company: { id: 'home.RecentReports.company', defaultMessage: 'Company', description: 'Column header' },
  reference: { id: 'home.RecentReports.reference', defaultMessage: 'Reference date', description: 'Column header' },
  valuation: { id: 'home.RecentReports.valuation', defaultMessage: 'Valuation', description: 'Column header' },
  valuedOn: { id: 'home.RecentReports.valuedOn', defaultMessage: 'Valued on', description: 'Column header: the valuation date' },
  none: { id: 'home.RecentReports.none', defaultMessage: 'No valuation report yet. Reports are added from a company\'s page.', description: 'Home has no valuation report to show' },
});

/** The organization's five latest valuation reports, newest valuation first, each linked to its company. */
export function RecentReports({ query }: { query: RecentReports_query$key }) {
  const intl = useIntl();
  const formatDate = useFormatIsoDate();
  const formatMoney = useFormatMoney();
  const data = useFragment(graphql`
    fragment RecentReports_query on query_root @argumentDefinitions(organizationId: { type: "uuid!" }) {
      recentReports: portfolio_valuation_report(
        where: { company: { organization_id: { _eq: $organizationId } } }
        order_by: [{ valuation_date: desc }, { created_at: desc }, { id: asc }]
        limit: 5
      ) {
        id
        reference_date
        valuation_date
        valuation_amount
        valuation_currency
        company {
          id
          name
        }
      }
    }
  `, query);
  const title = intl.formatMessage(messages.title);
  return (
    <Card className={styles.panel} role="region" aria-labelledby="home-reports">
      <div className={styles.panelHeader}>
        <H3 id="home-reports">{title}</H3>
      </div>
      {data.recentReports.length === 0 ? (
        <p className={styles.empty}><DocumentIcon /> {intl.formatMessage(messages.none)}</p>
      ) : (
        <HTMLTable compact className={styles.table} aria-label={title}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.company)}</th>
              <th scope="col">{intl.formatMessage(messages.reference)}</th>
              <th scope="col" className={styles.number}>{intl.formatMessage(messages.valuation)}</th>
              <th scope="col">{intl.formatMessage(messages.valuedOn)}</th>
            </tr>
          </thead>
          <tbody>
            {data.recentReports.map((report) => (
              <tr key={report.id}>
                <td><Link to={paths.company(report.company.id)}>{report.company.name}</Link></td>
                <td>{formatDate(report.reference_date)}</td>
                <td className={styles.number}>{formatMoney(report.valuation_amount, report.valuation_currency)}</td>
                <td>{formatDate(report.valuation_date)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
