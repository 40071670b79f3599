import { loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import WalletDetailsScreenQueryArtifact from '../../../__generated__/WalletDetailsScreenQuery.graphql.ts';
import type { WalletDetailsScreenQuery } from '../../../__generated__/WalletDetailsScreenQuery.graphql.ts';
import type { PortalServices } from '../../app/portalServices.ts';
import { signedInEnvironment } from '../../app/routeGuards.ts';
import { readTableState } from '../../ui/dataTable/tableUrlState.ts';
import { NIL_UUID, uuidParam } from '../../app/routeParams.ts';
import { WALLET_USERS_TABLE, walletUsersVariables } from './walletUsersTable.ts';

/**
 * Starts the wallet details' query while the screen downloads: the header, what the summary and the companies tab
 * compute from (a wallet's holdings are few), and the page of its users the address describes. The address's page,
 * sort and search belong to the open tab's list, so the users list reads them only on its own tab.
 */
export async function walletDetailsLoader(services: PortalServices, { params, request }: LoaderFunctionArgs): Promise<PreloadedQuery<WalletDetailsScreenQuery>> {
  // The shell's loader runs beside this one, not before it: wait for the session, for the user's id.
  const environment = await signedInEnvironment(services);
  const search = new URL(request.url).searchParams;
  const walletId = uuidParam(params, 'id');
  const users = readTableState(search.get('tab') === 'users' ? search : new URLSearchParams(), WALLET_USERS_TABLE);
  const variables = { walletId, userId: services.auth.getUser()?.id ?? NIL_UUID, ...walletUsersVariables(walletId, users) };
  return loadQuery<WalletDetailsScreenQuery>(environment, WalletDetailsScreenQueryArtifact, variables, { fetchPolicy: 'store-and-network' });
}
