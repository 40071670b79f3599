import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import type { useCreateOrganizationMutation as Mutation } from '../../../__generated__/useCreateOrganizationMutation.graphql.ts';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { refreshOrganizations } from '../../app/organizations/refreshOrganizations.ts';

/** What the organization form sends. */
export interface OrganizationInput {
  name: string;
  /** The organization it sits under; null at the top. */
  parentId: string | null;
}

export interface OrganizationCallbacks {
  onCompleted: (organization: { id: string; name: string }) => void;
  onError: (error: Error) => void;
}

/**
 * Creates an organization. The database makes its creator its owner (organization_add_creator_as_owner), so once it
 * is stored the shell's organization switcher is fetched again to offer it, and the route's query runs again to
 * place it in the tree.
 *
 * @returns The function that creates, and whether a creation is in flight.
 */
export function useCreateOrganizationMutation(): [(organization: OrganizationInput, callbacks: OrganizationCallbacks) => void, boolean] {
  const environment = useRelayEnvironment();
  const userId = useAuthUser()?.id ?? '';
  const revalidator = useRevalidator();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateOrganizationMutation($object: portfolio_organization_insert_input!) {
      insert_portfolio_organization_one(object: $object) {
        id
        name
        parent_id
      }
    }
  `);
  const create = useCallback((organization: OrganizationInput, { onCompleted, onError }: OrganizationCallbacks) => {
    commit({
      variables: { object: { name: organization.name.trim(), parent_id: organization.parentId } },
      onCompleted: (response) => {
        const created = response.insert_portfolio_organization_one;
        if (!created) {
          onError(new Error('The organization was not created'));
          return;
        }
        // The organization exists whatever happens to this refresh: a failure only leaves the switcher stale.
        refreshOrganizations(environment, userId)
          .catch((error: unknown) => { console.error('Could not reload the organizations', error); })
          .finally(() => {
            void revalidator.revalidate();
            onCompleted(created);
          });
      },
      onError,
    });
  }, [commit, environment, userId, revalidator]);
  return [create, inFlight];
}
