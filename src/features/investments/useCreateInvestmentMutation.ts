import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  portfolio_currency_enum, useCreateInvestmentMutation as CreateInvestmentMutation,
} from '../../../__generated__/useCreateInvestmentMutation.graphql.ts';
import type { InvestmentInput } from './investmentForm.ts';

export interface MutationCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * Records an investment of a wallet in a company. The database adds the company to the wallet when it is not held
 * yet (trigger `investment_add_wallet_company`). Lists and figures are not patched here: the caller reloads its
 * screen's query, which has the filter, the page and the totals the new row changes.
 *
 * @returns `[create, inFlight]`.
 */
export function useCreateInvestmentMutation(walletId: string) {
  const [commit, inFlight] = useMutation<CreateInvestmentMutation>(graphql`
    mutation useCreateInvestmentMutation($object: portfolio_investment_insert_input!) {
      insert_portfolio_investment_one(object: $object) {
        id
      }
    }
  `);
  const create = useCallback((investment: InvestmentInput, { onCompleted, onError }: MutationCallbacks) => {
    commit({
      variables: {
        object: {
          wallet_id: walletId,
          company_id: investment.companyId,
          gross_amount: investment.grossAmount,
          net_amount: investment.netAmount,
          // The enum lists every ISO 4217 code; the form offers only codes read from the same table.
          currency: investment.currency as portfolio_currency_enum,
          investment_date: investment.investmentDate,
          share_percentage: investment.sharePercentage,
        },
      },
      onCompleted: () => { onCompleted(); },
      onError,
    });
  }, [commit, walletId]);
  return [create, inFlight] as const;
}
