import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateUserMutation as Mutation } from '../../../__generated__/useUpdateUserMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';

/** What an investor may change of their own account row through GraphQL (the e-mail goes through the auth service). */
export interface UserChanges {
  displayName?: string;
  /** The whole metadata object, as it is to be stored (the profile keeps the first and last name there). */
  metadata?: Readonly<Record<string, unknown>>;
  /** The two-letter locale of the e-mails the auth service sends (see src/i18n/accountLocale.ts). */
  locale?: string;
}

export interface UpdateUserCallbacks {
  onCompleted?: () => void;
  onError: (error: Error) => void;
}

/**
 * Saves changes to the user's own `auth.users` row. The answer carries the new values, so the profile (and every
 * other fragment of this user in the store) shows them once the server has them.
 *
 * @returns The function that saves, and whether a save is in flight.
 */
export function useUpdateUserMutation(): [(userId: string, changes: UserChanges, callbacks: UpdateUserCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateUserMutation($id: uuid!, $changes: users_set_input!) {
      updateUser(pk_columns: { id: $id }, _set: $changes) {
        id
        displayName
        locale
      }
    }
  `);
  const update = useCallback((userId: string, changes: UserChanges, { onCompleted, onError }: UpdateUserCallbacks) => {
    commit({
      variables: { id: userId, changes },
      onCompleted: (response) => {
        // A row the role's filter hides comes back as null, not as an error.
        if (response.updateUser) onCompleted?.();
        else onError(new NotAllowedError('The profile was not updated'));
      },
      onError,
    });
  }, [commit]);
  return [update, inFlight];
}
