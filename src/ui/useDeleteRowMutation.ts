import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { NotAllowedError } from './refusal.ts';

export interface DeleteRowCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/** A `delete_<table>_by_pk(id: $id) { id }` mutation. */
type DeleteByIdMutation = MutationParameters & { variables: { id: string } };

/**
 * Deletes one row of a screen's list by its id. Once done, the route's loader runs again, so the list, its total,
 * its pages and any summary count are the server's (dropping the record from the store would leave a hole in the
 * lists that hold it). Hasura answers a delete the role may not make, or of a row already gone, with `null` rather
 * than an error: that is reported as a `NotAllowedError`, which the screens show as a permission refusal.
 *
 * @param mutation - The mutation, `graphql\`mutation useXMutation($id: uuid!) { delete_…_by_pk(id: $id) { id } }\``.
 * @param deletedRow - Picks the deleted row out of the answer; a module-level function, so the returned callback
 *   stays the same from render to render.
 * @returns The function that deletes (by the row's id), and whether a deletion is in flight.
 */
// M is named once, but it is what types the tagged node (which carries no type) for useMutation and deletedRow.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function useDeleteRowMutation<M extends DeleteByIdMutation>(
  mutation: GraphQLTaggedNode,
  deletedRow: (response: M['response']) => unknown,
): [(id: string, callbacks: DeleteRowCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<M>(mutation);
  const revalidator = useRevalidator();
  const remove = useCallback((id: string, { onCompleted, onError }: DeleteRowCallbacks) => {
    commit({
      variables: { id },
      onCompleted: (response) => {
        if (deletedRow(response) === null) {
          onError(new NotAllowedError('The server deleted nothing: the row is not visible or not deletable by this user'));
          return;
        }
        void revalidator.revalidate();
        onCompleted();
      },
      onError,
    });
  }, [commit, revalidator, deletedRow]);
  return [remove, inFlight];
}
