import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveMetricMutation as Mutation } from '../../../__generated__/useRemoveMetricMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';
import type { SaveMetricCallbacks } from './useSaveMetricMutation.ts';

/**
 * Removes a custom metric. The database refuses while a request asks for it or an indicator holds a value of it
 * (their keys restrict the deletion), so no figure loses its name.
 */
export function useRemoveMetricMutation(): [(value: string, callbacks: SaveMetricCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRemoveMetricMutation($value: String!) {
      delete_accounting_indicator_kind_by_pk(value: $value) {
        value
      }
    }
  `);
  const remove = useCallback((value: string, { onCompleted, onError }: SaveMetricCallbacks) => {
    commit({
      variables: { value },
      onCompleted: (response) => { if (response.delete_accounting_indicator_kind_by_pk) onCompleted(); else onError(new NotAllowedError()); },
      onError,
    });
  }, [commit]);
  return [remove, inFlight];
}
