import { graphql, useFragment } from 'react-relay';
import type { useSelectedOrganizationRole_query$key } from '../../../__generated__/useSelectedOrganizationRole_query.graphql.ts';
import { isOrganizationRole } from './organizationRole.ts';
import type { OrganizationRole } from './organizationRole.ts';

/**
 * The signed-in user's role in the selected organization, for any screen that offers actions by role. The route's
 * query spreads `...useSelectedOrganizationRole_query` and declares `$organizationId: uuid!` (the selected
 * organization, `NIL_UUID` when none) and `$userId: uuid!`, so the role arrives with the screen's data:
 *
 * @example
 * // loader: { organizationId: selectedOrganization.get() ?? NIL_UUID, userId: services.auth.getUser()?.id ?? NIL_UUID, … }
 * const role = useSelectedOrganizationRole(data); // 'viewer' | 'editor' | 'owner' | null
 * const editor = canEdit(role);
 *
 * The membership is a store record (by id), so a role changed on the configuration screen shows here at once.
 */
export function useSelectedOrganizationRole(query: useSelectedOrganizationRole_query$key): OrganizationRole | null {
  const data = useFragment(
    graphql`
      fragment useSelectedOrganizationRole_query on query_root {
        selectedOrganizationMembership: portfolio_organization_user(
          where: { organization_id: { _eq: $organizationId }, user_id: { _eq: $userId } }
          limit: 1
        ) {
          id
          role
        }
      }
    `,
    query,
  );
  const role = data.selectedOrganizationMembership.at(0)?.role;
  return isOrganizationRole(role) ? role : null;
}
