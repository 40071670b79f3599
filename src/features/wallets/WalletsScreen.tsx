import { H2 } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { WalletsScreenQuery } from '../../../__generated__/WalletsScreenQuery.graphql.ts';
import { useSelectedOrganizationId } from '../../app/organizations/organizationSelection.ts';
import { canEdit } from '../../app/organizations/organizationRole.ts';
import { WalletsToolbar } from './WalletsToolbar.tsx';
import { WalletTable } from './WalletTable.tsx';

const messages = defineMessages({
  title: { id: 'wallets.WalletsScreen.title', defaultMessage: 'My wallets', description: 'Title of the list of wallets' },
});

/**
 * /app/my-wallets (spec §2, "Wallets list"): the wallets of the selected organization, searched by name or tax ID and
 * filtered by a company they hold, with create wallet. The view is in the address; the loader (walletsLoader.ts)
 * fetches the page it describes.
 */
export function WalletsScreen() {
  const intl = useIntl();
  const organizationId = useSelectedOrganizationId();
  const queryRef = useLoaderData<PreloadedQuery<WalletsScreenQuery>>();
  const data = usePreloadedQuery<WalletsScreenQuery>(
    graphql`
      query WalletsScreenQuery(
        $where: portfolio_wallet_bool_exp!
        $orderBy: [portfolio_wallet_order_by!]!
        $limit: Int
        $offset: Int!
        $organizationId: uuid!
        $userId: uuid!
        $companyId: uuid!
      ) {
        membership: portfolio_organization_user(
          where: { organization_id: { _eq: $organizationId }, user_id: { _eq: $userId } }
          limit: 1
        ) {
          id
          role
        }
        ...WalletTable_query
        ...WalletsToolbar_query
      }
    `,
    queryRef,
  );
  const editor = organizationId !== null && canEdit(data.membership.at(0)?.role);
  return (
    <section aria-label={intl.formatMessage(messages.title)}>
      <H2>{intl.formatMessage(messages.title)}</H2>
      <WalletTable
        query={data}
        label={intl.formatMessage(messages.title)}
        canDelete={editor}
        toolbar={<WalletsToolbar query={data} canCreate={editor} />}
      />
    </section>
  );
}
