import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import type { useRemoveWalletUserMutation as Mutation } from '../../../__generated__/useRemoveWalletUserMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';

export interface RemoveWalletUserCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * Removes a user from a wallet (their `portfolio_wallet_user` row; their membership of the organization stays). Once
 * done, the route's query runs again so the list, its total and the summary's count are the server's. A delete the
 * role may not make answers `null`, reported as a `NotAllowedError` (a permission refusal).
 *
 * @returns The function that removes (by the row's id), and whether a removal is in flight.
 */
export function useRemoveWalletUserMutation(): [(walletUserId: string, callbacks: RemoveWalletUserCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRemoveWalletUserMutation($id: uuid!) {
      delete_portfolio_wallet_user_by_pk(id: $id) {
        id
      }
    }
  `);
  const revalidator = useRevalidator();
  const remove = useCallback((walletUserId: string, { onCompleted, onError }: RemoveWalletUserCallbacks) => {
    commit({
      variables: { id: walletUserId },
      onCompleted: (response) => {
        if (!response.delete_portfolio_wallet_user_by_pk) {
          onError(new NotAllowedError('The server removed nothing: the row is not visible or not removable by this user'));
          return;
        }
        void revalidator.revalidate();
        onCompleted();
      },
      onError,
    });
  }, [commit, revalidator]);
  return [remove, inFlight];
}
