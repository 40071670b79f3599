import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSaveMetricMutation as Mutation } from '../../../__generated__/useSaveMetricMutation.graphql.ts';
import type { useSaveMetricUpdateMutation as UpdateMutation } from '../../../__generated__/useSaveMetricUpdateMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';
import { metricColumns } from './metricInput.ts';
import type { MetricInput } from './metricInput.ts';

export interface SaveMetricCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * Adds a custom metric to the organization (its key is made by the database), or changes one (`value` given, the
 * metric's key). The library's rows have no id to find them by in the store, so the caller reloads the list.
 */
export function useSaveMetricMutation(): [(organizationId: string, value: string | null, metric: MetricInput, callbacks: SaveMetricCallbacks) => void, boolean] {
  const [insert, inserting] = useMutation<Mutation>(graphql`
    mutation useSaveMetricMutation($object: accounting_indicator_kind_insert_input!) {
      insert_accounting_indicator_kind_one(object: $object) {
        value
      }
    }
  `);
  const [update, updating] = useMutation<UpdateMutation>(graphql`
    mutation useSaveMetricUpdateMutation($value: String!, $set: accounting_indicator_kind_set_input!) {
      update_accounting_indicator_kind_by_pk(pk_columns: { value: $value }, _set: $set) {
        value
      }
    }
  `);
  const save = useCallback((organizationId: string, value: string | null, metric: MetricInput, { onCompleted, onError }: SaveMetricCallbacks) => {
    const columns = metricColumns(metric);
    const done = (saved: unknown) => { if (saved) onCompleted(); else onError(new NotAllowedError()); };
    if (value === null) {
      insert({ variables: { object: { ...columns, organization_id: organizationId } }, onCompleted: (response) => { done(response.insert_accounting_indicator_kind_one); }, onError });
    } else {
      update({ variables: { value, set: columns }, onCompleted: (response) => { done(response.update_accounting_indicator_kind_by_pk); }, onError });
    }
  }, [insert, update]);
  return [save, inserting || updating];
}
