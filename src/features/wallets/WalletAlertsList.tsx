import { Classes } from '@blueprintjs/core';
import { defineMessage, useIntl } from 'react-intl';
import { inLanguage } from '../../i18n/inLanguage.ts';
import { AlertTag } from './AlertTag.tsx';
import styles from './wallets.module.css';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';

const whereWhen = defineMessage<{ company: string; date: string }>({
  id: 'wallets.WalletAlertsList.whereWhen', defaultMessage: '{company} · {date}', description: 'Under an alert: the company it is about and when it was raised',
});

/** An unresolved alert as the summary lists it: its title and message in both languages. */
export interface AlertItem {
  readonly id: string;
  readonly en_title: string;
  readonly pt_br_title: string;
  readonly en_message: string;
  readonly pt_br_message: string;
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
        const date = formatTimestamp(intl, alert.created_at);
        const message = inLanguage(intl.locale, alert.en_message, alert.pt_br_message);
        return (
          <li key={alert.id}>
            <AlertTag severity={alert.severity} title={inLanguage(intl.locale, alert.en_title, alert.pt_br_title)} />
            <p className={`${styles.alertMeta} ${Classes.TEXT_MUTED}`}>
              {alert.company ? intl.formatMessage(whereWhen, { company: alert.company.name, date }) : date}
            </p>
            {message !== '' && <p className={styles.alertMeta}>{message}</p>}
          </li>
        );
      })}
    </ul>
  );
}
