import { graphql } from 'react-relay';
import type { useDeleteWalletMutation as Mutation } from '../../../__generated__/useDeleteWalletMutation.graphql.ts';
import { useDeleteRowMutation } from '../../ui/useDeleteRowMutation.ts';
import type { DeleteRowCallbacks } from '../../ui/useDeleteRowMutation.ts';

export type DeleteWalletCallbacks = DeleteRowCallbacks;

const deletedRow = (response: Mutation['response']) => response.delete_portfolio_wallet_by_pk;

/**
 * Deletes a wallet; the database deletes its companies, investments, alerts, users and invites with it (cascades).
 * Then the route's query runs again; a refusal is a `NotAllowedError` (see useDeleteRowMutation).
 *
 * @returns The function that deletes (by the row's id), and whether a deletion is in flight.
 */
export function useDeleteWalletMutation(): [(id: string, callbacks: DeleteWalletCallbacks) => void, boolean] {
  return useDeleteRowMutation<Mutation>(graphql`
    mutation useDeleteWalletMutation($id: uuid!) {
      delete_portfolio_wallet_by_pk(id: $id) {
        id
      }
    }
  `, deletedRow);
}
