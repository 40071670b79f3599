import { loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import CompanyDetailsScreenQueryArtifact from '../../../__generated__/CompanyDetailsScreenQuery.graphql.ts';
import type { CompanyDetailsScreenQuery } from '../../../__generated__/CompanyDetailsScreenQuery.graphql.ts';
import type { PortalServices } from '../../app/portalServices.ts';
import { NIL_UUID, uuidParam } from '../../app/routeParams.ts';

/** Starts the company details' query (every tab's data: a company's are small) while the screen downloads. */
export async function companyDetailsLoader(services: PortalServices, { params }: LoaderFunctionArgs): Promise<PreloadedQuery<CompanyDetailsScreenQuery>> {
  await services.auth.whenReady();
  const environment = await services.relayEnvironment();
  const variables = { companyId: uuidParam(params, 'companyId'), userId: services.auth.getUser()?.id ?? NIL_UUID };
  return loadQuery<CompanyDetailsScreenQuery>(environment, CompanyDetailsScreenQueryArtifact, variables, { fetchPolicy: 'store-and-network' });
}
