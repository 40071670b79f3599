import { NonIdealState } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useParams, useRevalidator } from 'react-router-dom';
import type { WalletCompanyScreenQuery } from '../../../__generated__/WalletCompanyScreenQuery.graphql.ts';
import { AddressTabs } from '../../ui/AddressTabs.tsx';
import { InvestmentsTab } from './InvestmentsTab.tsx';
import { PerformanceTab } from './PerformanceTab.tsx';
import { ReportsTab } from './ReportsTab.tsx';
import type { WalletCompanyLoaderData } from './walletCompanyLoader.ts';
import { WalletCompanyHeader } from './WalletCompanyHeader.tsx';

const messages = defineMessages({
  investments: { id: 'investments.WalletCompanyScreen.investments', defaultMessage: 'Investments', description: 'Tab: the wallet\'s investments in the company' },
  reports: { id: 'investments.WalletCompanyScreen.reports', defaultMessage: 'Reports', description: 'Tab: the company\'s valuation reports' },
  performance: { id: 'investments.WalletCompanyScreen.performance', defaultMessage: 'Performance', description: 'Tab: invested, current value, MOIC and XIRR' },
  notFound: { id: 'investments.WalletCompanyScreen.notFound', defaultMessage: 'This company is not in this wallet', description: 'The address names no company of a wallet the user can see' },
  notFoundHint: {
    id: 'investments.WalletCompanyScreen.notFoundHint',
    defaultMessage: 'It may have been removed from the wallet, or the wallet belongs to an organization you are not a member of.',
    description: 'Why a wallet\'s company cannot be shown',
  },
});


const query = graphql`
  query WalletCompanyScreenQuery(
    $walletCompanyId: uuid!
    $userId: uuid!
    $where: portfolio_investment_bool_exp!
    $limit: Int
    $offset: Int!
    $orderBy: [portfolio_investment_order_by!]!
  ) {
    portfolio_wallet_company_by_pk(id: $walletCompanyId) {
      wallet_id
      company {
        id
        ...ReportsTable_company
      }
      wallet {
        organization {
          id
          organization_users(where: { user_id: { _eq: $userId } }) {
            role
          }
        }
        ...PerformanceTab_wallet
      }
      ...WalletCompanyHeader_walletCompany
    }
    ...InvestmentsTable_query @arguments(where: $where, limit: $limit, offset: $offset, orderBy: $orderBy)
  }
`;

/**
 * A company within a wallet (spec §2, "Investments screen"): who and where in the header, then the tabs
 * investments, reports and performance, the tab kept in the address (`?tab=`) so a link opens it.
 */
export function WalletCompanyScreen() {
  const intl = useIntl();
  const { query: preloaded } = useLoaderData<WalletCompanyLoaderData>();
  const data = usePreloadedQuery<WalletCompanyScreenQuery>(query, preloaded);
  const { id: walletId = '', walletCompanyId = '' } = useParams();
  const revalidator = useRevalidator();

  const walletCompany = data.portfolio_wallet_company_by_pk;
  if (walletCompany?.wallet_id !== walletId) {
    return <NonIdealState icon={<SearchIcon size={48} />} title={intl.formatMessage(messages.notFound)} description={intl.formatMessage(messages.notFoundHint)} />;
  }
  const organization = walletCompany.wallet.organization;
  const role = organization.organization_users.at(0)?.role;
  const canEdit = role === 'editor' || role === 'owner';
  const reload = () => { void revalidator.revalidate(); };
  const scope = { walletId, organizationId: organization.id, companyId: walletCompany.company.id, canEdit, onChanged: reload };

  return (
    <>
      <WalletCompanyHeader walletCompany={walletCompany} />
      <AddressTabs
        id="wallet-company-tabs"
        tabs={[
          { id: 'investments', title: intl.formatMessage(messages.investments), panel: <InvestmentsTab query={data} walletCompanyId={walletCompanyId} {...scope} /> },
          { id: 'reports', title: intl.formatMessage(messages.reports), panel: <ReportsTab company={walletCompany.company} {...scope} /> },
          { id: 'performance', title: intl.formatMessage(messages.performance), panel: <PerformanceTab wallet={walletCompany.wallet} companyId={walletCompany.company.id} /> },
        ]}
      />
    </>
  );
}
