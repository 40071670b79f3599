import { Classes, H2 } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { formatCnpj } from '../../../common/cnpj.ts';
import type { WalletHeader_wallet$key } from '../../../__generated__/WalletHeader_wallet.graphql.ts';
import { paths } from '../../app/paths.ts';
import { inLanguage } from '../../i18n/inLanguage.ts';
import { segmentName } from './segmentName.ts';
import styles from './wallets.module.css';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';

const messages = defineMessages({
  trail: { id: 'wallets.WalletHeader.trail', defaultMessage: 'Breadcrumb', description: 'Accessible name of the trail of pages above a wallet' },
  list: { id: 'wallets.WalletHeader.list', defaultMessage: 'My wallets', description: 'First step of the trail: the wallets list' },
  taxId: { id: 'wallets.WalletHeader.taxId', defaultMessage: 'CNPJ', description: 'Label of the wallet\'s tax ID' },
  segment: { id: 'wallets.WalletHeader.segment', defaultMessage: 'Segment', description: 'Label of the wallet\'s segment' },
  group: { id: 'wallets.WalletHeader.group', defaultMessage: 'Group', description: 'Label of the wallet\'s group' },
  organization: { id: 'wallets.WalletHeader.organization', defaultMessage: 'Organization', description: 'Label of the organization holding the wallet' },
  updatedAt: { id: 'wallets.WalletHeader.updatedAt', defaultMessage: 'Updated at', description: 'Label of when the wallet last changed' },
  none: { id: 'wallets.WalletHeader.none', defaultMessage: '—', description: 'An empty fact of the wallet (no tax ID, no segment …)' },
});

/** The wallet page's title: the way back to the list, the name, and its facts on one line. */
export function WalletHeader({ wallet }: { wallet: WalletHeader_wallet$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment WalletHeader_wallet on portfolio_wallet {
        name
        tax_id
        en_group_name
        pt_br_group_name
        updated_at
        segment {
          en_name
          pt_br_name
        }
        organization {
          name
        }
      }
    `,
    wallet,
  );
  const none = intl.formatMessage(messages.none);
  const facts: [label: string, value: string][] = [
    [intl.formatMessage(messages.taxId), data.tax_id ? formatCnpj(data.tax_id) : none],
    [intl.formatMessage(messages.segment), segmentName(data.segment, intl.locale) || none],
    [intl.formatMessage(messages.group), inLanguage(intl.locale, data.en_group_name, data.pt_br_group_name) ?? none],
    [intl.formatMessage(messages.organization), data.organization.name],
    [intl.formatMessage(messages.updatedAt), formatTimestamp(intl, data.updated_at, 'dateTime')],
  ];
  return (
    <header className={styles.headerBlock}>
      {/* Blueprint's look, not its Breadcrumbs: that one measures its items into an overflow list whose spacer is a
          <div> inside the <ol>, which assistive technology is told is a list of items only. */}
      <nav aria-label={intl.formatMessage(messages.trail)}>
        <ol className={Classes.BREADCRUMBS}>
          <li><Link className={Classes.BREADCRUMB} to={paths.myWallets}>{intl.formatMessage(messages.list)}</Link></li>
          <li><span className={`${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}`} aria-current="page">{data.name}</span></li>
        </ol>
      </nav>
      <H2>{data.name}</H2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt className={Classes.TEXT_MUTED}>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
