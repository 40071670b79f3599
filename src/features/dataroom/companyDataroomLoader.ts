import { loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import CompanyDataroomScreenQueryArtifact from '../../../__generated__/CompanyDataroomScreenQuery.graphql.ts';
import type { CompanyDataroomScreenQuery } from '../../../__generated__/CompanyDataroomScreenQuery.graphql.ts';
import type { PortalServices } from '../../app/portalServices.ts';
import { readTableState } from '../../ui/dataTable/tableUrlState.ts';
import { uuidParam } from '../../app/routeParams.ts';
import { DATAROOM_TABLE, dataroomVariables } from './dataroomTable.ts';

/** Starts the dataroom's query (the company, the user's role, the page of documents in the address). */
export async function companyDataroomLoader(services: PortalServices, { params, request }: LoaderFunctionArgs): Promise<PreloadedQuery<CompanyDataroomScreenQuery>> {
  await services.auth.whenReady();
  const environment = await services.relayEnvironment();
  const state = readTableState(new URL(request.url).searchParams, DATAROOM_TABLE);
  const variables = dataroomVariables(uuidParam(params, 'companyId'), state, services.auth.getUser()?.id ?? null);
  return loadQuery<CompanyDataroomScreenQuery>(environment, CompanyDataroomScreenQueryArtifact, variables, { fetchPolicy: 'store-and-network' });
}
