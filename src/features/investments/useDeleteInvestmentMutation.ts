import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteInvestmentMutation as DeleteInvestmentMutation } from '../../../__generated__/useDeleteInvestmentMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';
import type { MutationCallbacks } from './useCreateInvestmentMutation.ts';

/**
 * Deletes an investment. The caller reloads its screen's query afterwards (the page, the count and the performance
 * figures all change); until then the row stays, rather than leaving a hole in lists that hold it.
 *
 * @returns `[remove, inFlight]`.
 */
export function useDeleteInvestmentMutation(investmentId: string) {
  const [commit, inFlight] = useMutation<DeleteInvestmentMutation>(graphql`
    mutation useDeleteInvestmentMutation($id: uuid!) {
      delete_portfolio_investment_by_pk(id: $id) {
        id
      }
    }
  `);
  const remove = useCallback(({ onCompleted, onError }: MutationCallbacks) => {
    commit({
      variables: { id: investmentId },
      onCompleted: (response) => {
        if (response.delete_portfolio_investment_by_pk === null) onError(new NotAllowedError('the row is not visible to this role'));
        else onCompleted();
      },
      onError,
    });
  }, [commit, investmentId]);
  return [remove, inFlight] as const;
}
