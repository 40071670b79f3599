import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import type { useDeleteOrganizationMutation as Mutation } from '../../../__generated__/useDeleteOrganizationMutation.graphql.ts';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { NotAllowedError } from '../../ui/refusal.ts';
import { refreshOrganizations } from '../../app/organizations/refreshOrganizations.ts';

export interface DeleteOrganizationCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * Deletes an organization (owners only; its companies, wallets, investments, invites and memberships go with it,
 * and the database refuses while it has child organizations). The shell's switcher is fetched again, which moves
 * the selection to another organization if this one was selected. It counts the rows deleted rather than asking
 * for the deleted row back: once deleted, with its memberships, the row is no longer one the user may read, so
 * `delete_…_by_pk` answers null even when it deleted it.
 *
 * @returns The function that deletes, and whether a deletion is in flight.
 */
export function useDeleteOrganizationMutation(): [(id: string, callbacks: DeleteOrganizationCallbacks) => void, boolean] {
  const environment = useRelayEnvironment();
  const userId = useAuthUser()?.id ?? '';
  const revalidator = useRevalidator();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteOrganizationMutation($id: uuid!) {
      delete_portfolio_organization(where: { id: { _eq: $id } }) {
        affected_rows
      }
    }
  `);
  const remove = useCallback((id: string, { onCompleted, onError }: DeleteOrganizationCallbacks) => {
    commit({
      variables: { id },
      onCompleted: (response) => {
        if (!response.delete_portfolio_organization?.affected_rows) {
          onError(new NotAllowedError('The organization was not deleted'));
          return;
        }
        refreshOrganizations(environment, userId)
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
