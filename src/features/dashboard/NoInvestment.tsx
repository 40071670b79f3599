import { NonIdealState } from '@blueprintjs/core';
import { TimelineLineChartIcon } from '@blueprintjs/icons';
import { defineMessages, useIntl } from 'react-intl';
import { paths } from '../../app/paths.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import styles from './dashboardScreen.module.css';

const messages = defineMessages({
  title: { id: 'dashboard.NoInvestment.title', defaultMessage: 'Nothing to chart yet', description: 'The dashboard of an organization without investments' },
  description: {
    id: 'dashboard.NoInvestment.description',
    defaultMessage: 'The charts appear once a wallet holds an investment. Add the companies you follow, then record investments in a wallet.',
    description: 'The dashboard of an organization without investments: what to do',
  },
  companies: { id: 'dashboard.NoInvestment.companies', defaultMessage: 'Add companies', description: 'Link to My companies' },
  wallets: { id: 'dashboard.NoInvestment.wallets', defaultMessage: 'Go to my wallets', description: 'Link to My wallets' },
});

/** The dashboard's place for charts while the organization has no investment: no empty axes, but what to do. */
export function NoInvestment() {
  const intl = useIntl();
  return (
    <NonIdealState
      className={styles.empty}
      icon={<TimelineLineChartIcon size={48} />}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      action={(
        <div className={styles.actions}>
          <LinkButton to={paths.myCompanies} intent="primary" text={intl.formatMessage(messages.companies)} />
          <LinkButton to={paths.myWallets} text={intl.formatMessage(messages.wallets)} />
        </div>
      )}
    />
  );
}
