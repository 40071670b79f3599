import { loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import RequestDetailScreenQueryArtifact from '../../../__generated__/RequestDetailScreenQuery.graphql.ts';
import type { RequestDetailScreenQuery } from '../../../__generated__/RequestDetailScreenQuery.graphql.ts';
import type { PortalServices } from '../../app/portalServices.ts';
import { NIL_UUID, uuidParam } from '../../app/routeParams.ts';

/**
 * Starts the request's query: the request, each company's response with its answers, files and history (a request
 * goes to a few dozen companies at most), and the user's role in its organization.
 */
export async function requestDetailLoader(services: PortalServices, { params }: LoaderFunctionArgs): Promise<PreloadedQuery<RequestDetailScreenQuery>> {
  await services.auth.whenReady();
  const environment = await services.relayEnvironment();
  const variables = { requestId: uuidParam(params, 'requestId'), userId: services.auth.getUser()?.id ?? NIL_UUID };
  return loadQuery<RequestDetailScreenQuery>(environment, RequestDetailScreenQueryArtifact, variables, { fetchPolicy: 'store-and-network' });
}
