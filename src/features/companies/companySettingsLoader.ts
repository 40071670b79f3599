import { loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import CompanySettingsScreenQueryArtifact from '../../../__generated__/CompanySettingsScreenQuery.graphql.ts';
import type { CompanySettingsScreenQuery } from '../../../__generated__/CompanySettingsScreenQuery.graphql.ts';
import type { PortalServices } from '../../app/portalServices.ts';
import { readTableState } from '../../ui/dataTable/tableUrlState.ts';
import { NIL_UUID, uuidParam } from '../../app/routeParams.ts';
import { COMPANY_USERS_TABLE, companyUsersPage } from './companyUsersTable.ts';

/** Starts the company settings' query: the company, the user's role, and the page of its users in the address. */
export async function companySettingsLoader(services: PortalServices, { params, request }: LoaderFunctionArgs): Promise<PreloadedQuery<CompanySettingsScreenQuery>> {
  await services.auth.whenReady();
  const environment = await services.relayEnvironment();
  const state = readTableState(new URL(request.url).searchParams, COMPANY_USERS_TABLE);
  const variables = {
    companyId: uuidParam(params, 'companyId'),
    userId: services.auth.getUser()?.id ?? NIL_UUID,
    ...companyUsersPage(state),
  };
  return loadQuery<CompanySettingsScreenQuery>(environment, CompanySettingsScreenQueryArtifact, variables, { fetchPolicy: 'store-and-network' });
}
