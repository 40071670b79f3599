import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetAlertStatusMutation } from '../../../__generated__/useSetAlertStatusMutation.graphql.ts';
import { NotAllowedError } from '../refusal.ts';

export type AlertAction = 'acknowledge' | 'resolve';

/**
 * Acknowledges or resolves an alert: sends the time only, and the database records who from the session (the
 * alert's trigger), so the store gets back the new status and the person's name with it.
 */
export function useSetAlertStatus(): [(id: string, action: AlertAction, callbacks: { onCompleted: () => void; onError: (error: Error) => void }) => void, boolean] {
  const [commit, inFlight] = useMutation<useSetAlertStatusMutation>(graphql`
    mutation useSetAlertStatusMutation($id: uuid!, $set: portfolio_alert_set_input!) {
      update_portfolio_alert_by_pk(pk_columns: { id: $id }, _set: $set) {
        ...AlertItem_alert
      }
    }
  `);
  const run = useCallback((id: string, action: AlertAction, { onCompleted, onError }: { onCompleted: () => void; onError: (error: Error) => void }) => {
    const now = new Date().toISOString();
    commit({
      variables: { id, set: action === 'acknowledge' ? { acknowledged_at: now } : { resolved_at: now } },
      onCompleted: (response) => {
        if (response.update_portfolio_alert_by_pk === null) {
          onError(new NotAllowedError('The server changed nothing: the alert is not this user\'s to change'));
          return;
        }
        onCompleted();
      },
      onError,
    });
  }, [commit]);
  return [run, inFlight];
}
