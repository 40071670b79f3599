import type { HomeScreenQuery$variables } from '../../../__generated__/HomeScreenQuery.graphql.ts';
import { NIL_UUID } from '../../app/routeParams.ts';

/** The variables of HomeScreenQuery: the selected organization (none matches no row) and the signed-in user. */
export function homeVariables(organizationId: string | null, userId: string | null): HomeScreenQuery$variables {
  return { organizationId: organizationId ?? NIL_UUID, userId: userId ?? NIL_UUID };
}
