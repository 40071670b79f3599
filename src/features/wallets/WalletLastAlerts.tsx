import { Classes } from '@blueprintjs/core';
import { defineMessage, useIntl } from 'react-intl';
import { inLanguage } from '../../i18n/inLanguage.ts';
import { AlertTag } from './AlertTag.tsx';
import styles from './wallets.module.css';

const moreMessage = defineMessage<{ count: number }>({
  id: 'wallets.WalletLastAlerts.more',
  defaultMessage: '+{count} more',
  description: 'After the latest unresolved alert of a wallet in the list: how many other unresolved alerts it has',
});

/** An unresolved alert as the wallets list reads it: its title in both languages. */
export interface OpenAlert {
  readonly id: string;
  readonly en_title: string;
  readonly pt_br_title: string;
  readonly severity: string;
}

export interface WalletLastAlertsProps {
  /** The wallet's unresolved alerts, newest first (only the first is shown). */
  alerts: readonly OpenAlert[];
  /** How many unresolved alerts the wallet has in all. */
  count: number;
}

/** The "last alerts" cell of a wallet: its newest unresolved alert, and how many others wait. Empty when none. */
export function WalletLastAlerts({ alerts, count }: WalletLastAlertsProps) {
  const intl = useIntl();
  const latest = alerts.at(0);
  if (!latest) return null;
  return (
    <span className={styles.alerts}>
      <AlertTag severity={latest.severity} title={inLanguage(intl.locale, latest.en_title, latest.pt_br_title)} />
      {count > 1 && <small className={Classes.TEXT_MUTED}>{intl.formatMessage(moreMessage, { count: count - 1 })}</small>}
    </span>
  );
}
