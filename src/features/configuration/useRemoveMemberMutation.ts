import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import type { useRemoveMemberMutation as Mutation } from '../../../__generated__/useRemoveMemberMutation.graphql.ts';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { NotAllowedError } from '../../ui/refusal.ts';
import { refreshOrganizations } from '../../app/organizations/refreshOrganizations.ts';

export interface RemoveMemberCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * Removes a member from the organization (owners remove anyone; a member may leave). When the user leaves, the
 * shell's organizations are fetched again: the switcher drops this one and selects another. It counts the rows
 * deleted: a member who leaves may no longer read the membership, so `delete_…_by_pk` would answer null.
 *
 * @returns The function that removes, and whether a removal is in flight.
 */
export function useRemoveMemberMutation(): [(membershipId: string, memberUserId: string, callbacks: RemoveMemberCallbacks) => void, boolean] {
  const environment = useRelayEnvironment();
  const userId = useAuthUser()?.id ?? '';
  const revalidator = useRevalidator();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRemoveMemberMutation($id: uuid!) {
      delete_portfolio_organization_user(where: { id: { _eq: $id } }) {
        affected_rows
      }
    }
  `);
  const remove = useCallback((membershipId: string, memberUserId: string, { onCompleted, onError }: RemoveMemberCallbacks) => {
    commit({
      variables: { id: membershipId },
      onCompleted: (response) => {
        if (!response.delete_portfolio_organization_user?.affected_rows) {
          onError(new NotAllowedError('The member was not removed'));
          return;
        }
        const refreshed = memberUserId === userId ? refreshOrganizations(environment, userId) : Promise.resolve();
        refreshed
          .catch((error: unknown) => { console.error('Could not reload the organizations', error); })
          .finally(() => {
            void revalidator.revalidate();
            onCompleted();
          });
      },
      onError,
    });
  }, [commit, environment, userId, revalidator]);
  return [remove, inFlight];
}
