import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateRequestMutation as Mutation } from '../../../__generated__/useUpdateRequestMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';

/** What may change on a request that stands: its due date, or its cancellation (an instant, ISO 8601). */
export type RequestChange = { due_date: string } | { cancelled_at: string };

export interface UpdateRequestCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * Moves a request's due date or cancels it. A cancelled request's links stop working at once (the no-login role
 * reads only requests that stand); the answer brings back what the detail screen shows of it.
 */
export function useUpdateRequestMutation(): [(requestId: string, change: RequestChange, callbacks: UpdateRequestCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateRequestMutation($id: uuid!, $set: portfolio_kpi_request_set_input!) {
      update_portfolio_kpi_request_by_pk(pk_columns: { id: $id }, _set: $set) {
        id
        due_date
        cancelled_at
        ...RequestFacts_request
        ...ResponsesTable_request
      }
    }
  `);
  const update = useCallback((requestId: string, change: RequestChange, { onCompleted, onError }: UpdateRequestCallbacks) => {
    commit({
      variables: { id: requestId, set: change },
      onCompleted: (response) => {
        // Null: the role's filter hid the row (a viewer, or a request cancelled meanwhile).
        if (!response.update_portfolio_kpi_request_by_pk) onError(new NotAllowedError());
        else onCompleted();
      },
      onError,
    });
  }, [commit]);
  return [update, inFlight];
}
