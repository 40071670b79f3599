import { loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import WalletCompanyScreenQueryArtifact from '../../../__generated__/WalletCompanyScreenQuery.graphql.ts';
import type { WalletCompanyScreenQuery } from '../../../__generated__/WalletCompanyScreenQuery.graphql.ts';
import type { PortalServices } from '../../app/portalServices.ts';
import { signedInEnvironment } from '../../app/routeGuards.ts';
import { localeChoice } from '../../i18n/locales.ts';
import { readTableState } from '../../ui/dataTable/tableUrlState.ts';
import { investmentsVariables, INVESTMENTS_TABLE } from './investmentsVariables.ts';

export interface WalletCompanyLoaderData {
  query: PreloadedQuery<WalletCompanyScreenQuery>;
}

/**
 * Starts the query of a company within a wallet (`/app/my-wallets/:id/company/:walletCompanyId`) while the screen's
 * code downloads: the header, this page of the investments list (page, size, sort and search from the address), the
 * company's reports and the wallet's holdings for the performance tab. Store and network: a revisit shows what the
 * store has at once, and the answer brings it up to date (after a change, the screen reloads through here).
 */
export async function walletCompanyLoader(services: PortalServices, { params, request }: LoaderFunctionArgs): Promise<WalletCompanyLoaderData> {
  // The shell's loader runs beside this one, not before it: wait for the session too, for the user's id (a reload
  // restores the session asynchronously).
  const environment = await signedInEnvironment(services);
  const state = readTableState(new URL(request.url).searchParams, INVESTMENTS_TABLE);
  const variables = {
    walletCompanyId: params.walletCompanyId ?? '',
    userId: services.auth.getUser()?.id ?? '',
    ...investmentsVariables(params.id ?? '', params.walletCompanyId ?? '', state, localeChoice.get()),
  };
  const query = loadQuery<WalletCompanyScreenQuery>(environment, WalletCompanyScreenQueryArtifact, variables, {
    fetchPolicy: 'store-and-network',
  });
  return { query };
}
