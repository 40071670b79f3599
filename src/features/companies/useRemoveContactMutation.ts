import { graphql } from 'react-relay';
import type { useRemoveContactMutation as Mutation } from '../../../__generated__/useRemoveContactMutation.graphql.ts';
import { useDeleteRowMutation } from '../../ui/useDeleteRowMutation.ts';

const removedRow = (response: Mutation['response']) => response.delete_portfolio_company_contact_by_pk;

/** Removes a reporting contact: nobody gets the company's next requests at that address. */
export function useRemoveContactMutation() {
  return useDeleteRowMutation<Mutation>(graphql`
    mutation useRemoveContactMutation($id: uuid!) {
      delete_portfolio_company_contact_by_pk(id: $id) {
        id
      }
    }
  `, removedRow);
}
