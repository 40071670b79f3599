import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  portfolio_currency_enum, useUpdateInvestmentMutation as UpdateInvestmentMutation,
} from '../../../__generated__/useUpdateInvestmentMutation.graphql.ts';
import type { InvestmentInput } from './investmentForm.ts';
import { NotAllowedError } from '../../ui/refusal.ts';
import type { MutationCallbacks } from './useCreateInvestmentMutation.ts';

/**
 * Corrects an investment's amounts, currency, date and share (its wallet and company are fixed: the investor role may
 * not change them). The answer updates the investment wherever the store shows it.
 *
 * @returns `[update, inFlight]`.
 */
export function useUpdateInvestmentMutation(investmentId: string) {
  const [commit, inFlight] = useMutation<UpdateInvestmentMutation>(graphql`
    mutation useUpdateInvestmentMutation($id: uuid!, $set: portfolio_investment_set_input!) {
      update_portfolio_investment_by_pk(pk_columns: { id: $id }, _set: $set) {
        id
        gross_amount
        net_amount
        currency
        investment_date
        share_percentage
      }
    }
  `);
  const update = useCallback((investment: Omit<InvestmentInput, 'companyId'>, { onCompleted, onError }: MutationCallbacks) => {
    commit({
      variables: {
        id: investmentId,
        set: {
          gross_amount: investment.grossAmount,
          net_amount: investment.netAmount,
          currency: investment.currency as portfolio_currency_enum,
          investment_date: investment.investmentDate,
          share_percentage: investment.sharePercentage,
        },
      },
      onCompleted: (response) => {
        if (response.update_portfolio_investment_by_pk === null) onError(new NotAllowedError('the row is not visible to this role'));
        else onCompleted();
      },
      onError,
    });
  }, [commit, investmentId]);
  return [update, inFlight] as const;
}
