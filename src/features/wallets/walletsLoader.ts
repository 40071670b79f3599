import { loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import WalletsScreenQueryArtifact from '../../../__generated__/WalletsScreenQuery.graphql.ts';
import type { WalletsScreenQuery } from '../../../__generated__/WalletsScreenQuery.graphql.ts';
import { selectedOrganization } from '../../app/organizations/organizationSelection.ts';
import type { PortalServices } from '../../app/portalServices.ts';
import { localeChoice } from '../../i18n/locales.ts';
import { readTableState } from '../../ui/dataTable/tableUrlState.ts';
import { WALLETS_TABLE, companyFilterOf, walletsVariables } from './walletsTable.ts';

/**
 * Starts the wallets list's query for the view in the address (page, size, sort, search, company filter) and the
 * selected organization, while the screen's code downloads. Store and network: a page seen before shows at once and
 * is brought up to date; after a change (a wallet created) the screen revalidates and this runs again.
 */
export async function walletsLoader(services: PortalServices, { request }: LoaderFunctionArgs): Promise<PreloadedQuery<WalletsScreenQuery>> {
  await services.auth.whenReady();
  const environment = await services.relayEnvironment();
  const params = new URL(request.url).searchParams;
  const variables = walletsVariables(readTableState(params, WALLETS_TABLE), {
    organizationId: selectedOrganization.get(),
    userId: services.auth.getUser()?.id ?? null,
    companyId: companyFilterOf(params),
    locale: localeChoice.get(),
  });
  return loadQuery<WalletsScreenQuery>(environment, WalletsScreenQueryArtifact, variables, { fetchPolicy: 'store-and-network' });
}
