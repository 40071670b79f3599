import { loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import CompaniesScreenQueryArtifact from '../../../__generated__/CompaniesScreenQuery.graphql.ts';
import type { CompaniesScreenQuery } from '../../../__generated__/CompaniesScreenQuery.graphql.ts';
import { selectedOrganization } from '../../app/organizations/organizationSelection.ts';
import type { PortalServices } from '../../app/portalServices.ts';
import { readTableState } from '../../ui/dataTable/tableUrlState.ts';
import { COMPANIES_TABLE, companiesVariables } from './companiesTable.ts';

/**
 * Starts the companies list's query for the view in the address (page, size, sort, search) and the selected
 * organization, while the screen's code downloads. Store and network: a page seen before shows at once and is
 * brought up to date, and a reload after a change (a company created) fetches it anew.
 */
export async function companiesLoader(services: PortalServices, { request }: LoaderFunctionArgs): Promise<PreloadedQuery<CompaniesScreenQuery>> {
  await services.auth.whenReady();
  const environment = await services.relayEnvironment();
  const state = readTableState(new URL(request.url).searchParams, COMPANIES_TABLE);
  const variables = companiesVariables(state, selectedOrganization.get(), services.auth.getUser()?.id ?? null);
  return loadQuery<CompaniesScreenQuery>(environment, CompaniesScreenQueryArtifact, variables, { fetchPolicy: 'store-and-network' });
}
