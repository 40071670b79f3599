import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { WalletDetailsScreenQuery } from '../../../__generated__/WalletDetailsScreenQuery.graphql.ts';
import { canEdit } from '../../app/organizations/organizationRole.ts';
import { WalletHeader } from './WalletHeader.tsx';
import { WalletNotFound } from './WalletNotFound.tsx';
import { WalletTabs } from './WalletTabs.tsx';

/**
 * /app/my-wallets/{id} (spec §2, "Wallet details"): the wallet's header (name, tax ID, segment, group, organization,
 * updated at) and its tabs: summary, investments (its companies) and users.
 */
export function WalletDetailsScreen() {
  const queryRef = useLoaderData<PreloadedQuery<WalletDetailsScreenQuery>>();
  const data = usePreloadedQuery<WalletDetailsScreenQuery>(
    graphql`
      query WalletDetailsScreenQuery(
        $walletId: uuid!
        $userId: uuid!
        $usersWhere: portfolio_wallet_user_bool_exp!
        $usersOrderBy: [portfolio_wallet_user_order_by!]!
        $usersLimit: Int
        $usersOffset: Int!
      ) {
        wallet: portfolio_wallet_by_pk(id: $walletId) {
          id
          name
          organization {
            id
            name
            organization_users(where: { user_id: { _eq: $userId } }) {
              role
            }
          }
          ...WalletHeader_wallet
          ...WalletSummaryTab_wallet
          ...WalletCompaniesTab_wallet
        }
        ...WalletUsersTable_query
      }
    `,
    queryRef,
  );
  const wallet = data.wallet;
  if (!wallet) return <WalletNotFound />;
  const scope = {
    walletId: wallet.id,
    walletName: wallet.name,
    organizationId: wallet.organization.id,
    organizationName: wallet.organization.name,
    canEdit: canEdit(wallet.organization.organization_users.at(0)?.role),
  };
  return (
    <section>
      <WalletHeader wallet={wallet} />
      <WalletTabs wallet={wallet} query={data} scope={scope} />
    </section>
  );
}
