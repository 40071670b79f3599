import { graphql } from 'react-relay';
import type { useRemoveCompanyUserMutation as Mutation } from '../../../__generated__/useRemoveCompanyUserMutation.graphql.ts';
import { useDeleteRowMutation } from '../../ui/useDeleteRowMutation.ts';
import type { DeleteRowCallbacks } from '../../ui/useDeleteRowMutation.ts';

export type RemoveCompanyUserCallbacks = DeleteRowCallbacks;

const deletedRow = (response: Mutation['response']) => response.delete_portfolio_company_user_by_pk;

/**
 * Removes a user from a company (their `portfolio_company_user` row). Then the route's query runs again; a refusal is
 * a `NotAllowedError` (see useDeleteRowMutation).
 *
 * @returns The function that deletes (by the row's id), and whether a deletion is in flight.
 */
export function useRemoveCompanyUserMutation(): [(id: string, callbacks: RemoveCompanyUserCallbacks) => void, boolean] {
  return useDeleteRowMutation<Mutation>(graphql`
    mutation useRemoveCompanyUserMutation($id: uuid!) {
      delete_portfolio_company_user_by_pk(id: $id) {
        id
      }
    }
  `, deletedRow);
}
