import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteInviteMutation as Mutation } from '../../../__generated__/useDeleteInviteMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';
import { invitesChanged } from '../../app/invites/invitesVersion.ts';

export interface DeleteInviteCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * Withdraws a pending invite. The server deletes only pending invites of organizations the user edits and answers
 * null otherwise (answered meanwhile, or not allowed): that is a refusal. Once deleted, invite lists fetch again
 * rather than dropping the record from the store, which would leave a hole in the lists that hold it.
 *
 * @returns The function that deletes, and whether a deletion is in flight.
 */
export function useDeleteInviteMutation(): [(id: string, callbacks: DeleteInviteCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteInviteMutation($id: uuid!) {
      delete_portfolio_invite_by_pk(id: $id) {
        id
      }
    }
  `);
  const remove = useCallback((id: string, { onCompleted, onError }: DeleteInviteCallbacks) => {
    commit({
      variables: { id },
      onCompleted: (response) => {
        if (!response.delete_portfolio_invite_by_pk) {
          onError(new NotAllowedError('The invite was not deleted'));
          return;
        }
        invitesChanged();
        onCompleted();
      },
      onError,
      updater: () => undefined,
    });
  }, [commit]);
  return [remove, inFlight];
}
