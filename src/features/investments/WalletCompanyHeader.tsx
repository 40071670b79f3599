import { Classes, H2 } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { WalletCompanyHeader_walletCompany$key } from '../../../__generated__/WalletCompanyHeader_walletCompany.graphql.ts';
import { formatCnpj } from '../../../common/cnpj.ts';
import { paths } from '../../app/paths.ts';
import styles from './WalletCompanyHeader.module.css';

const messages = defineMessages({
  taxId: { id: 'investments.WalletCompanyHeader.taxId', defaultMessage: 'CNPJ', description: 'Label of the company\'s tax ID' },
  wallet: { id: 'investments.WalletCompanyHeader.wallet', defaultMessage: 'Wallet', description: 'Label of the wallet\'s name' },
  organization: { id: 'investments.WalletCompanyHeader.organization', defaultMessage: 'Organization', description: 'Label of the organization\'s name' },
  details: { id: 'investments.WalletCompanyHeader.details', defaultMessage: 'Company details', description: 'Link to the company\'s own page' },
});

/** Which company, in which wallet of which organization: the title of the wallet-company screen. */
export function WalletCompanyHeader({ walletCompany }: { walletCompany: WalletCompanyHeader_walletCompany$key }) {
  const intl = useIntl();
  const { company, wallet } = useFragment(graphql`
    fragment WalletCompanyHeader_walletCompany on portfolio_wallet_company {
      company {
        id
        name
        document
      }
      wallet {
        id
        name
        organization {
          name
        }
      }
    }
  `, walletCompany);
  return (
    <header className={styles.header}>
      <H2>{company.name}</H2>
      <dl className={styles.facts}>
        <dt className={Classes.TEXT_MUTED}>{intl.formatMessage(messages.taxId)}</dt>
        <dd>{formatCnpj(company.document)}</dd>
        <dt className={Classes.TEXT_MUTED}>{intl.formatMessage(messages.wallet)}</dt>
        <dd><Link to={paths.wallet(wallet.id)}>{wallet.name}</Link></dd>
        <dt className={Classes.TEXT_MUTED}>{intl.formatMessage(messages.organization)}</dt>
        <dd>{wallet.organization.name}</dd>
        <dd><Link to={paths.company(company.id)}>{intl.formatMessage(messages.details)}</Link></dd>
      </dl>
    </header>
  );
}
