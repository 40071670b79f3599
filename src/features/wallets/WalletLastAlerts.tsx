import { Classes } from '@blueprintjs/core';
import { defineMessage, useIntl } from 'react-intl';
import { alertTitle, type AlertWordsData } from '../../ui/alerts/alertWords.ts';
import { AlertTag } from './AlertTag.tsx';
import styles from './wallets.module.css';

const moreMessage = defineMessage<{ count: number }>({
  id: 'wallets.WalletLastAlerts.more',
  defaultMessage: '+{count} more',
  description: 'After the latest unresolved alert of a wallet in the list: how many other unresolved alerts it has',
});

/**
 * An unresolved alert of the wallet (portfolio.wallet_alert: written for it, or about a company it holds) as the list
 * reads it: what its title is written from.
 */
export interface WalletAlert {
  readonly alert: (AlertWordsData & { readonly id: string; readonly severity: string }) | null | undefined;
}

export interface WalletLastAlertsProps {
  /** The wallet's unresolved alerts, newest first (only the first is shown). */
  alerts: readonly WalletAlert[];
  /** How many unresolved alerts the wallet has in all. */
  count: number;
}

/** The "last alerts" cell of a wallet: its newest unresolved alert, and how many others wait. Empty when none. */
export function WalletLastAlerts({ alerts, count }: WalletLastAlertsProps) {
  const intl = useIntl();
  const latest = alerts.at(0)?.alert;
  if (!latest) return null;
  return (
    <span className={styles.alerts}>
      <AlertTag severity={latest.severity} title={alertTitle(intl, latest)} />
      {count > 1 && <small className={Classes.TEXT_MUTED}>{intl.formatMessage(moreMessage, { count: count - 1 })}</small>}
    </span>
  );
}
