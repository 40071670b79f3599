import { Callout, Card, Classes, H3 } from '@blueprintjs/core';
import { useId, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { WalletSummaryTab_wallet$key } from '../../../__generated__/WalletSummaryTab_wallet.graphql.ts';
import { AlertItem } from '../../ui/alerts/AlertItem.tsx';
import alertStyles from '../../ui/alerts/alerts.module.css';
import { totalsByCurrency } from './walletTotals.ts';
import { WalletTotalsTable } from './WalletTotalsTable.tsx';
import styles from './wallets.module.css';

const messages = defineMessages({
  companies: { id: 'wallets.WalletSummaryTab.companies', defaultMessage: 'Companies', description: 'Card: how many companies the wallet holds' },
  investments: { id: 'wallets.WalletSummaryTab.investments', defaultMessage: 'Investments', description: 'Card: how many investments the wallet made' },
  users: { id: 'wallets.WalletSummaryTab.users', defaultMessage: 'Users', description: 'Card: how many people have access to the wallet' },
  pendingInvites: { id: 'wallets.WalletSummaryTab.pendingInvites', defaultMessage: 'Pending invites', description: 'Card: invites to the wallet not answered yet' },
  openAlerts: { id: 'wallets.WalletSummaryTab.openAlerts', defaultMessage: 'Unresolved alerts', description: 'Card: how many alerts of the wallet are not resolved' },
  performance: { id: 'wallets.WalletSummaryTab.performance', defaultMessage: 'Performance', description: 'Heading of the wallet\'s totals' },
  about: {
    id: 'wallets.WalletSummaryTab.about',
    defaultMessage: 'One line per currency of investment: amounts in different currencies are never added up. Current value is each company\'s latest valuation times the share bought; XIRR counts it as received on its valuation date.',
    description: 'How the wallet\'s totals are computed',
  },
  noInvestments: {
    id: 'wallets.WalletSummaryTab.noInvestments',
    defaultMessage: 'This wallet has no investments yet. Record one on the Investments tab.',
    description: 'The wallet has nothing invested, so there are no totals',
  },
  alerts: { id: 'wallets.WalletSummaryTab.alerts', defaultMessage: 'Latest alerts', description: 'Heading of the wallet\'s newest unresolved alerts' },
  noAlerts: { id: 'wallets.WalletSummaryTab.noAlerts', defaultMessage: 'No unresolved alerts.', description: 'The wallet has no unresolved alert' },
});

/**
 * The wallet at a glance: its counts, its totals per currency (invested, current value, MOIC, XIRR: the investments
 * performance tab's arithmetic) and its newest unresolved alerts.
 */
export function WalletSummaryTab({ wallet }: { wallet: WalletSummaryTab_wallet$key }) {
  const intl = useIntl();
  const id = useId();
  const data = useFragment(
    graphql`
      fragment WalletSummaryTab_wallet on portfolio_wallet {
        wallet_companies {
          company {
            valuation_reports {
              valuation_date
              valuation_amount
              valuation_currency
              created_at
            }
          }
          investments {
            id
            investment_date
            net_amount
            currency
            share_percentage
          }
        }
        companies: wallet_companies_aggregate {
          aggregate {
            count
          }
        }
        users: wallet_users_aggregate {
          aggregate {
            count
          }
        }
        pending_invites: invites_aggregate(where: { status: { _eq: pending } }) {
          aggregate {
            count
          }
        }
        open_alerts: alerts_aggregate(where: { resolved_at: { _is_null: true } }) {
          aggregate {
            count
          }
        }
        latest_alerts: alerts(order_by: [{ created_at: desc }, { alert_id: asc }], limit: 5, where: { resolved_at: { _is_null: true } }) {
          alert {
            id
            ...AlertItem_alert
          }
        }
      }
    `,
    wallet,
  );
  const totals = useMemo(() => totalsByCurrency(data.wallet_companies), [data.wallet_companies]);
  const investments = totals.reduce((count, line) => count + line.investments, 0);
  const cards: [label: string, value: number][] = [
    [intl.formatMessage(messages.companies), data.companies.aggregate?.count ?? 0],
    [intl.formatMessage(messages.investments), investments],
    [intl.formatMessage(messages.users), data.users.aggregate?.count ?? 0],
    [intl.formatMessage(messages.pendingInvites), data.pending_invites.aggregate?.count ?? 0],
    [intl.formatMessage(messages.openAlerts), data.open_alerts.aggregate?.count ?? 0],
  ];
  return (
    <>
      <dl className={styles.cards}>
        {cards.map(([label, value]) => (
          <Card key={label} className={styles.card} compact>
            <dt className={Classes.TEXT_MUTED}>{label}</dt>
            <dd>{intl.formatNumber(value)}</dd>
          </Card>
        ))}
      </dl>
      <section className={styles.part} aria-labelledby={`${id}-performance`}>
        <H3 id={`${id}-performance`}>{intl.formatMessage(messages.performance)}</H3>
        {totals.length === 0
          ? <Callout>{intl.formatMessage(messages.noInvestments)}</Callout>
          : (
            <>
              <WalletTotalsTable totals={totals} />
              <p className={Classes.TEXT_MUTED}>{intl.formatMessage(messages.about)}</p>
            </>
            )}
      </section>
      <section className={styles.part} aria-labelledby={`${id}-alerts`}>
        <H3 id={`${id}-alerts`}>{intl.formatMessage(messages.alerts)}</H3>
        {data.latest_alerts.length === 0
          ? <p className={Classes.TEXT_MUTED}>{intl.formatMessage(messages.noAlerts)}</p>
          : (
            <ul className={alertStyles.list} aria-label={intl.formatMessage(messages.alerts)}>
              {data.latest_alerts.flatMap(({ alert }) => (alert ? [<AlertItem key={alert.id} alert={alert} canManage={false} />] : []))}
            </ul>
            )}
      </section>
    </>
  );
}
