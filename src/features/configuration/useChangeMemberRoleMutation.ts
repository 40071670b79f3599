import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import type { useChangeMemberRoleMutation as Mutation } from '../../../__generated__/useChangeMemberRoleMutation.graphql.ts';
import type { OrganizationRole } from '../../app/organizations/organizationRole.ts';
import { NotAllowedError } from '../../ui/refusal.ts';

export interface ChangeRoleCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * Changes a member's role (owners only; the database keeps at least one owner). The membership is one store record,
 * so every screen showing it (this row, the user's own role anywhere) changes at once; the route's query then runs
 * again for what depends on it (the number of owners, a sort by role). The server answers null when the role's
 * filter hides the row: a `NotAllowedError`.
 *
 * @returns The function that changes, and whether a change is in flight.
 */
export function useChangeMemberRoleMutation(): [(membershipId: string, role: OrganizationRole, callbacks: ChangeRoleCallbacks) => void, boolean] {
  const revalidator = useRevalidator();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useChangeMemberRoleMutation($id: uuid!, $role: portfolio_organization_role_enum!) {
      update_portfolio_organization_user_by_pk(pk_columns: { id: $id }, _set: { role: $role }) {
        id
        role
      }
    }
  `);
  const change = useCallback((membershipId: string, role: OrganizationRole, { onCompleted, onError }: ChangeRoleCallbacks) => {
    commit({
      variables: { id: membershipId, role },
      onCompleted: (response) => {
        if (!response.update_portfolio_organization_user_by_pk) {
          onError(new NotAllowedError('The role was not changed'));
          return;
        }
        void revalidator.revalidate();
        onCompleted();
      },
      onError,
    });
  }, [commit, revalidator]);
  return [change, inFlight];
}
