import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useReviewResponseMutation as Mutation } from '../../../__generated__/useReviewResponseMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';

/** The investor's decision on submitted answers: approve them, or return them with what to fix. */
export type ReviewDecision = { status: 'approved' } | { status: 'returned'; comment: string };

export interface ReviewCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * Approves or returns a submitted response. The database moves it, stamps who and when, writes its history and, on
 * approval, the company's indicators; the answer brings the response back with its new state and history.
 */
export function useReviewResponseMutation(): [(responseId: string, decision: ReviewDecision, callbacks: ReviewCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useReviewResponseMutation($id: uuid!, $set: portfolio_kpi_response_set_input!) {
      update_portfolio_kpi_response_by_pk(pk_columns: { id: $id }, _set: $set) {
        id
        status
        approved_at
        returned_at
        ...ResponseReviewDrawer_response
      }
    }
  `);
  const review = useCallback((responseId: string, decision: ReviewDecision, { onCompleted, onError }: ReviewCallbacks) => {
    const set = decision.status === 'approved'
      ? { status: 'approved' }
      : { status: 'returned', return_comment: decision.comment.trim() };
    commit({
      variables: { id: responseId, set },
      onCompleted: (response) => {
        // Null: the role's filter hid the row (a viewer, or answers no longer submitted).
        if (!response.update_portfolio_kpi_response_by_pk) onError(new NotAllowedError());
        else onCompleted();
      },
      onError,
    });
  }, [commit]);
  return [review, inFlight];
}
