import { graphql } from 'react-relay';
import type { useRemoveWalletUserMutation as Mutation } from '../../../__generated__/useRemoveWalletUserMutation.graphql.ts';
import { useDeleteRowMutation } from '../../ui/useDeleteRowMutation.ts';
import type { DeleteRowCallbacks } from '../../ui/useDeleteRowMutation.ts';

export type RemoveWalletUserCallbacks = DeleteRowCallbacks;

const deletedRow = (response: Mutation['response']) => response.delete_portfolio_wallet_user_by_pk;

/**
 * Removes a user from a wallet (their `portfolio_wallet_user` row; their membership of the organization stays). Then
 * the route's query runs again; a refusal is a `NotAllowedError` (see useDeleteRowMutation).
 *
 * @returns The function that deletes (by the row's id), and whether a deletion is in flight.
 */
export function useRemoveWalletUserMutation(): [(id: string, callbacks: RemoveWalletUserCallbacks) => void, boolean] {
  return useDeleteRowMutation<Mutation>(graphql`
    mutation useRemoveWalletUserMutation($id: uuid!) {
      delete_portfolio_wallet_user_by_pk(id: $id) {
        id
      }
    }
  `, deletedRow);
}
