import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import type { useRemoveCompanyUserMutation as Mutation } from '../../../__generated__/useRemoveCompanyUserMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';

export interface RemoveCompanyUserCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * Removes a user from a company (their `portfolio_company_user` row); once done, the route's query runs again so the
 * list, its total and its pages are the server's. Hasura answers a delete the user may not make with `null`, not
 * an error: that is reported as a `NotAllowedError`, which reads as a permission refusal.
 *
 * @returns The function that removes (by the row's id), and whether a removal is in flight.
 */
export function useRemoveCompanyUserMutation(): [(companyUserId: string, callbacks: RemoveCompanyUserCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRemoveCompanyUserMutation($id: uuid!) {
      delete_portfolio_company_user_by_pk(id: $id) {
        id
      }
    }
  `);
  const revalidator = useRevalidator();
  const remove = useCallback((companyUserId: string, { onCompleted, onError }: RemoveCompanyUserCallbacks) => {
    commit({
      variables: { id: companyUserId },
      onCompleted: (response) => {
        if (!response.delete_portfolio_company_user_by_pk) {
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
