import { Card, H3 } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CompanyAlerts_company$key } from '../../../__generated__/CompanyAlerts_company.graphql.ts';
import { canEdit } from '../../app/organizations/organizationRole.ts';
import { AlertItem } from '../../ui/alerts/AlertItem.tsx';
import alertStyles from '../../ui/alerts/alerts.module.css';

const messages = defineMessages({
  title: { id: 'companies.CompanyAlerts.title', defaultMessage: 'Alerts', description: 'Heading of the company\'s alerts' },
  resolved: { id: 'companies.CompanyAlerts.resolved', defaultMessage: 'Recently resolved', description: 'Heading of the company\'s latest resolved alerts' },
});

/**
 * The company's alerts on its page: the unresolved ones (open or acknowledged), each with how it was computed and a
 * link to the figures behind it, acknowledged and resolved here by editors and owners; then the latest resolved, with
 * who or which rule resolved them. Nothing shows when the company has never had an alert.
 */
export function CompanyAlerts({ company }: { company: CompanyAlerts_company$key }) {
  const intl = useIntl();
  const data = useFragment(graphql`
    fragment CompanyAlerts_company on portfolio_company {
      organization {
        organization_users(where: { user_id: { _eq: $userId } }) {
          id
          role
        }
      }
      unresolved: alerts(where: { resolved_at: { _is_null: true } }, order_by: [{ created_at: desc }, { id: asc }]) {
        id
        ...AlertItem_alert
      }
      resolved: alerts(where: { resolved_at: { _is_null: false } }, order_by: [{ resolved_at: desc }, { id: asc }], limit: 3) {
        id
        ...AlertItem_alert
      }
    }
  `, company);
  if (data.unresolved.length === 0 && data.resolved.length === 0) return null;
  const canManage = canEdit(data.organization.organization_users.at(0)?.role);
  return (
    <Card className={alertStyles.panel} role="region" aria-labelledby="company-alerts">
      <H3 id="company-alerts">{intl.formatMessage(messages.title)}</H3>
      {data.unresolved.length > 0 && (
        <ul className={alertStyles.list}>
          {data.unresolved.map((alert) => <AlertItem key={alert.id} alert={alert} canManage={canManage} showCompany={false} />)}
        </ul>
      )}
      {data.resolved.length > 0 && (
        <details className={alertStyles.resolved}>
          <summary>{intl.formatMessage(messages.resolved)}</summary>
          <ul className={alertStyles.list}>
            {data.resolved.map((alert) => <AlertItem key={alert.id} alert={alert} canManage={false} showCompany={false} />)}
          </ul>
        </details>
      )}
    </Card>
  );
}
