import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import type { useUpdateOrganizationMutation as Mutation } from '../../../__generated__/useUpdateOrganizationMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';
import type { OrganizationCallbacks, OrganizationInput } from './useCreateOrganizationMutation.ts';

/**
 * Renames an organization or moves it under another (or to the top). The new name reaches the shell's switcher
 * through the store (same record); the tree is fetched again, since a move changes where rows sit. The server
 * answers null when the role's filter hides the row: a `NotAllowedError`.
 *
 * @returns The function that saves, and whether a save is in flight.
 */
export function useUpdateOrganizationMutation(): [(id: string, organization: OrganizationInput, callbacks: OrganizationCallbacks) => void, boolean] {
  const revalidator = useRevalidator();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateOrganizationMutation($id: uuid!, $set: portfolio_organization_set_input!) {
      update_portfolio_organization_by_pk(pk_columns: { id: $id }, _set: $set) {
        id
        name
        parent_id
        updated_at
      }
    }
  `);
  const update = useCallback((id: string, organization: OrganizationInput, { onCompleted, onError }: OrganizationCallbacks) => {
    commit({
      variables: { id, set: { name: organization.name.trim(), parent_id: organization.parentId } },
      onCompleted: (response) => {
        const updated = response.update_portfolio_organization_by_pk;
        if (!updated) {
          onError(new NotAllowedError('The organization was not updated'));
          return;
        }
        void revalidator.revalidate();
        onCompleted(updated);
      },
      onError,
    });
  }, [commit, revalidator]);
  return [update, inFlight];
}
