import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetMaterialityMutation as Mutation } from '../../../../__generated__/useSetMaterialityMutation.graphql.ts';
import { NotAllowedError } from '../../../ui/refusal.ts';

/**
 * Sets the organization's materiality threshold. The store's organization record takes the new value, so every
 * screen reading it (the management frame's context) updates; the server answers null when the role may not edit.
 */
export function useSetMaterialityMutation(): [(organizationId: string, percent: string, callbacks: { onCompleted: () => void; onError: (error: Error) => void }) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSetMaterialityMutation($id: uuid!, $percent: numeric!) {
      update_portfolio_organization_by_pk(pk_columns: { id: $id }, _set: { materiality_percent: $percent }) {
        id
        materiality_percent
      }
    }
  `);
  const set = useCallback((organizationId: string, percent: string, { onCompleted, onError }: { onCompleted: () => void; onError: (error: Error) => void }) => {
    commit({
      variables: { id: organizationId, percent },
      onCompleted: (response) => {
        if (response.update_portfolio_organization_by_pk) onCompleted();
        else onError(new NotAllowedError('The materiality threshold was not saved'));
      },
      onError,
    });
  }, [commit]);
  return [set, inFlight];
}
