import { Card, H3, Intent, Tag } from '@blueprintjs/core';
import { ErrorIcon, InfoSignIcon, TickCircleIcon, WarningSignIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { LatestAlerts_query$key } from '../../../__generated__/LatestAlerts_query.graphql.ts';
import { paths } from '../../app/paths.ts';
import { inLanguage } from '../../i18n/inLanguage.ts';
import styles from './home.module.css';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';

const messages = defineMessages({
  title: { id: 'home.LatestAlerts.title', defaultMessage: 'Latest alerts', description: 'Heading of the unresolved alerts on home' },
  none: { id: 'home.LatestAlerts.none', defaultMessage: 'No open alert: nothing needs your attention.', description: 'Home has no unresolved alert to show' },
  critical: { id: 'home.LatestAlerts.critical', defaultMessage: 'Critical', description: 'Severity of an alert' },
  warning: { id: 'home.LatestAlerts.warning', defaultMessage: 'Warning', description: 'Severity of an alert' },
  info: { id: 'home.LatestAlerts.info', defaultMessage: 'Information', description: 'Severity of an alert' },
});
const openCount = defineMessage<{ count: number }>({
  id: 'home.LatestAlerts.open', defaultMessage: '{count, plural, one {# open} other {# open}}', description: 'How many alerts are unresolved',
});

const SEVERITIES = {
  critical: { intent: Intent.DANGER, icon: <ErrorIcon />, label: messages.critical },
  warning: { intent: Intent.WARNING, icon: <WarningSignIcon />, label: messages.warning },
  info: { intent: Intent.PRIMARY, icon: <InfoSignIcon />, label: messages.info },
} as const;

const severityOf = (value: string) => (value in SEVERITIES ? SEVERITIES[value as keyof typeof SEVERITIES] : SEVERITIES.info);

/** The organization's unresolved alerts, newest first, each with its wallet and company linked. */
export function LatestAlerts({ query }: { query: LatestAlerts_query$key }) {
  const intl = useIntl();
  const data = useFragment(graphql`
    fragment LatestAlerts_query on query_root @argumentDefinitions(organizationId: { type: "uuid!" }) {
      alertsOpen: portfolio_alert_aggregate(
        where: { resolved_at: { _is_null: true }, wallet: { organization_id: { _eq: $organizationId } } }
      ) {
        aggregate {
          count
        }
      }
      alertsLatest: portfolio_alert(
        where: { resolved_at: { _is_null: true }, wallet: { organization_id: { _eq: $organizationId } } }
        order_by: [{ created_at: desc }, { id: asc }]
        limit: 5
      ) {
        id
        severity
        en_title
        pt_br_title
        en_message
        pt_br_message
        created_at
        wallet {
          id
          name
        }
        company {
          id
          name
        }
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
        <ul className={styles.list}>
          {data.alertsLatest.map((alert) => {
            const severity = severityOf(alert.severity);
            const message = inLanguage(intl.locale, alert.en_message, alert.pt_br_message);
            return (
              <li key={alert.id} className={styles.alert}>
                <span className={styles.alertIcon} data-intent={severity.intent} role="img" aria-label={intl.formatMessage(severity.label)}>
                  {severity.icon}
                </span>
                <div className={styles.alertBody}>
                  <strong>{inLanguage(intl.locale, alert.en_title, alert.pt_br_title)}</strong>
                  {message !== '' && <span className={styles.muted}>{message}</span>}
                  <span className={styles.meta}>
                    <Link to={paths.wallet(alert.wallet.id)}>{alert.wallet.name}</Link>
                    {alert.company && <> · <Link to={paths.company(alert.company.id)}>{alert.company.name}</Link></>}
                    {' · '}{formatTimestamp(intl, alert.created_at)}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
