import { Card, H3, Intent, Tag } from '@blueprintjs/core';
import { TickCircleIcon } from '@blueprintjs/icons';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { LatestAlerts_query$key } from '../../../__generated__/LatestAlerts_query.graphql.ts';
import { AlertItem } from '../../ui/alerts/AlertItem.tsx';
import alertStyles from '../../ui/alerts/alerts.module.css';
import styles from './home.module.css';

const messages = defineMessages({
  title: { id: 'home.LatestAlerts.title', defaultMessage: 'Latest alerts', description: 'Heading of the unresolved alerts on home' },
  none: { id: 'home.LatestAlerts.none', defaultMessage: 'No open alert: nothing needs your attention.', description: 'Home has no unresolved alert to show' },
});
const openCount = defineMessage<{ count: number }>({
  id: 'home.LatestAlerts.open', defaultMessage: '{count, plural, one {# open} other {# open}}', description: 'How many alerts are unresolved',
});

/**
 * The organization's unresolved alerts (open or acknowledged), newest first, each saying how it was computed and
 * linking to its company and the figures behind it; editors and owners acknowledge and resolve them here.
 */
export function LatestAlerts({ query, canManage }: { query: LatestAlerts_query$key; canManage: boolean }) {
  const intl = useIntl();
  const data = useFragment(graphql`
    fragment LatestAlerts_query on query_root @argumentDefinitions(organizationId: { type: "uuid!" }) {
      alertsOpen: portfolio_alert_aggregate(
        where: { resolved_at: { _is_null: true }, organization_id: { _eq: $organizationId } }
      ) {
        aggregate {
          count
        }
      }
      alertsLatest: portfolio_alert(
        where: { resolved_at: { _is_null: true }, organization_id: { _eq: $organizationId } }
        order_by: [{ created_at: desc }, { id: asc }]
        limit: 5
      ) {
        id
        ...AlertItem_alert
      }
    }
  `, query);
  const open = data.alertsOpen.aggregate?.count ?? 0;
  return (
    <Card className={styles.panel} role="region" aria-labelledby="home-alerts">
      <div className={styles.panelHeader}>
        <H3 id="home-alerts">{intl.formatMessage(messages.title)}</H3>
        {open > 0 && <Tag minimal round intent={Intent.WARNING}>{intl.formatMessage(openCount, { count: open })}</Tag>}
      </div>
      {data.alertsLatest.length === 0 ? (
        <p className={styles.empty}><TickCircleIcon className={styles.success} /> {intl.formatMessage(messages.none)}</p>
      ) : (
        <ul className={alertStyles.list}>
          {data.alertsLatest.map((alert) => <AlertItem key={alert.id} alert={alert} canManage={canManage} />)}
        </ul>
      )}
    </Card>
  );
}
