import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import type { useDeleteWalletMutation as Mutation } from '../../../__generated__/useDeleteWalletMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';

export interface DeleteWalletCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * Deletes a wallet; the database deletes its companies, investments, alerts, users and invites with it (cascades).
 * Once done the route's query runs again, so the list, its total and its pages are the server's. Hasura answers a
 * delete the role may not make with `null`: that is a `NotAllowedError`, read as a permission refusal.
 *
 * @returns The function that deletes (by the wallet's id), and whether a deletion is in flight.
 */
export function useDeleteWalletMutation(): [(walletId: string, callbacks: DeleteWalletCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteWalletMutation($id: uuid!) {
      delete_portfolio_wallet_by_pk(id: $id) {
        id
      }
    }
  `);
  const revalidator = useRevalidator();
  const remove = useCallback((walletId: string, { onCompleted, onError }: DeleteWalletCallbacks) => {
    commit({
      variables: { id: walletId },
      onCompleted: (response) => {
        if (!response.delete_portfolio_wallet_by_pk) {
          onError(new NotAllowedError('The server deleted nothing: the wallet is not visible or not deletable by this user'));
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
