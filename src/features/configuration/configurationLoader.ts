import { loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import ConfigurationScreenQueryArtifact from '../../../__generated__/ConfigurationScreenQuery.graphql.ts';
import type { ConfigurationScreenQuery } from '../../../__generated__/ConfigurationScreenQuery.graphql.ts';
import { selectedOrganization } from '../../app/organizations/organizationSelection.ts';
import type { PortalServices } from '../../app/portalServices.ts';
import { readTableState } from '../../ui/dataTable/tableUrlState.ts';
import { configurationVariables, MEMBERS_TABLE } from './membersTable.ts';

/**
 * Starts the configuration's query: the selected organization, the user's role in it, and the page of its members
 * the address describes (search, sort, page, size). Store and network, so switching tabs shows at once.
 */
export async function configurationLoader(services: PortalServices, { request }: LoaderFunctionArgs): Promise<PreloadedQuery<ConfigurationScreenQuery>> {
  await services.auth.whenReady();
  const environment = await services.relayEnvironment();
  const state = readTableState(new URL(request.url).searchParams, MEMBERS_TABLE);
  const variables = configurationVariables(state, selectedOrganization.get(), services.auth.getUser()?.id ?? null);
  return loadQuery<ConfigurationScreenQuery>(environment, ConfigurationScreenQueryArtifact, variables, { fetchPolicy: 'store-and-network' });
}
