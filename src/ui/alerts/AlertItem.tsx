import { Classes, Intent, Tag } from '@blueprintjs/core';
import { ErrorIcon, InfoSignIcon, WarningSignIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { AlertItem_alert$key } from '../../../__generated__/AlertItem_alert.graphql.ts';
import { paths } from '../../app/paths.ts';
import { formatTimestamp } from '../formatTimestamp.ts';
import { AlertActions } from './AlertActions.tsx';
import { alertSource } from './alertSource.ts';
import { alertDetail, alertTitle } from './alertWords.ts';
import styles from './alerts.module.css';

const messages = defineMessages({
  critical: { id: 'ui.alerts.AlertItem.critical', defaultMessage: 'Critical', description: 'Severity of an alert: needs action now' },
  warning: { id: 'ui.alerts.AlertItem.warning', defaultMessage: 'Warning', description: 'Severity of an alert: needs attention' },
  info: { id: 'ui.alerts.AlertItem.info', defaultMessage: 'Information', description: 'Severity of an alert: for information' },
  byRule: { id: 'ui.alerts.AlertItem.byRule', defaultMessage: 'Raised by a rule', description: 'Under an alert: a rule raised it, from the figures below' },
});
const acknowledgedMessage = defineMessage<{ who: string; when: string }>({ id: 'ui.alerts.AlertItem.acknowledged', defaultMessage: 'Acknowledged by {who} on {when}', description: 'Under an alert: who acknowledged it and when' });
const resolvedMessage = defineMessage<{ who: string; when: string }>({ id: 'ui.alerts.AlertItem.resolved', defaultMessage: 'Resolved by {who} on {when}', description: 'Under an alert: who resolved it and when' });
const resolvedByRuleMessage = defineMessage<{ when: string }>({ id: 'ui.alerts.AlertItem.resolvedByRule', defaultMessage: 'Resolved by its rule on {when}: the condition no longer holds', description: 'Under an alert: its rule resolved it' });

type Severity = 'critical' | 'warning' | 'info';
const INTENT: Readonly<Record<Severity, Intent>> = { critical: Intent.DANGER, warning: Intent.WARNING, info: Intent.NONE };
const severityOf = (value: string): Severity => (value === 'critical' || value === 'warning' ? value : 'info');

export interface AlertItemProps {
  alert: AlertItem_alert$key;
  /** Whether the reader may acknowledge and resolve it (an editor or owner of its organization). */
  canManage: boolean;
  /** Whether to name the alert's company (a list of one company's alerts does not). @default true */
  showCompany?: boolean;
}

/**
 * One alert: its severity and title, how it was computed (from its figures) with a link to what is behind them, its
 * company and date, who acknowledged or resolved it, and the actions left.
 */
export function AlertItem({ alert, canManage, showCompany = true }: AlertItemProps) {
  const intl = useIntl();
  const data = useFragment(graphql`
    fragment AlertItem_alert on portfolio_alert {
      id kind figures severity status created_at acknowledged_at resolved_at resolved_by_rule
      en_title pt_br_title en_message pt_br_message
      company { id name client_id }
      wallet { id name }
      rule { metric { en_name pt_br_name unit } }
      acknowledger { displayName }
      resolver { displayName }
    }
  `, alert);
  const severity = severityOf(data.severity);
  const label = intl.formatMessage(messages[severity]);
  const icons: Record<Severity, ReactElement> = {
    critical: <ErrorIcon title={label} />, warning: <WarningSignIcon title={label} />, info: <InfoSignIcon title={label} />,
  };
  const title = alertTitle(intl, data);
  const detail = alertDetail(intl, data);
  const source = alertSource(data);
  const status = data.status ?? 'open';
  const when = (time: string | null | undefined) => (time ? formatTimestamp(intl, time) : '');
  return (
    <li className={styles.alert} data-status={status}>
      <Tag minimal intent={INTENT[severity]} icon={icons[severity]} className={styles.title}>{title}</Tag>
      {detail !== '' && <p className={styles.detail}>{detail}</p>}
      <p className={`${styles.meta} ${Classes.TEXT_MUTED}`}>
        {showCompany && data.company && <><Link to={paths.company(data.company.id)}>{data.company.name}</Link>{' · '}</>}
        {!data.company && data.wallet && <><Link to={paths.wallet(data.wallet.id)}>{data.wallet.name}</Link>{' · '}</>}
        {formatTimestamp(intl, data.created_at)}
        {data.kind && <>{' · '}{intl.formatMessage(messages.byRule)}</>}
        {source && <>{' · '}<Link to={source.to}>{intl.formatMessage(source.label)}</Link></>}
      </p>
      {status === 'acknowledged' && (
        <p className={`${styles.meta} ${Classes.TEXT_MUTED}`}>
          {intl.formatMessage(acknowledgedMessage, { who: data.acknowledger?.displayName ?? '—', when: when(data.acknowledged_at) })}
        </p>
      )}
      {status === 'resolved' && (
        <p className={`${styles.meta} ${Classes.TEXT_MUTED}`}>
          {data.resolved_by_rule
            ? intl.formatMessage(resolvedByRuleMessage, { when: when(data.resolved_at) })
            : intl.formatMessage(resolvedMessage, { who: data.resolver?.displayName ?? '—', when: when(data.resolved_at) })}
        </p>
      )}
      {canManage && <AlertActions alertId={data.id} status={status} title={title} />}
    </li>
  );
}
