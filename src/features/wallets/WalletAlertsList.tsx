import { Classes } from '@blueprintjs/core';
import { defineMessage, useIntl } from 'react-intl';
import { AlertTag } from './AlertTag.tsx';
import styles from './wallets.module.css';

const whereWhen = defineMessage<{ company: string; date: string }>({
  id: 'wallets.WalletAlertsList.whereWhen', defaultMessage: '{company} · {date}', description: 'Under an alert: the company it is about and when it was raised',
});

/** An unresolved alert as the summary lists it. */
export interface AlertItem {
  readonly id: string;
  readonly title: string;
  readonly message: string;
  readonly severity: string;
  readonly created_at: string;
  readonly company: { readonly name: string } | null | undefined;
}

/** The wallet's newest unresolved alerts: each one's severity and title, its company and date, and its message. */
export function WalletAlertsList({ alerts, label }: { alerts: readonly AlertItem[]; label: string }) {
  const intl = useIntl();
  return (
    <ul className={styles.alertList} aria-label={label}>
      {alerts.map((alert) => {
        const date = intl.formatDate(alert.created_at, { dateStyle: 'medium' });
        return (
          <li key={alert.id}>
            <AlertTag severity={alert.severity} title={alert.title} />
            <p className={`${styles.alertMeta} ${Classes.TEXT_MUTED}`}>
              {alert.company ? intl.formatMessage(whereWhen, { company: alert.company.name, date }) : date}
            </p>
            {alert.message !== '' && <p className={styles.alertMeta}>{alert.message}</p>}
          </li>
        );
      })}
    </ul>
  );
}
