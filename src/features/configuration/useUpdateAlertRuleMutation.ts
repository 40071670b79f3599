import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { portfolio_alert_rule_set_input, useUpdateAlertRuleMutation } from '../../../__generated__/useUpdateAlertRuleMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';

/** Changes one alert rule (its threshold, severity or whether it is on); the store gets the saved row back. */
export function useUpdateAlertRule(): (id: string, set: portfolio_alert_rule_set_input, onError: (error: Error) => void) => void {
  const [commit] = useMutation<useUpdateAlertRuleMutation>(graphql`
    mutation useUpdateAlertRuleMutation($id: uuid!, $set: portfolio_alert_rule_set_input!) {
      update_portfolio_alert_rule_by_pk(pk_columns: { id: $id }, _set: $set) {
        id
        severity
        thresholds
        enabled
      }
    }
  `);
  return useCallback((id, set, onError) => {
    commit({
      variables: { id, set },
      onCompleted: (response) => {
        if (response.update_portfolio_alert_rule_by_pk === null) onError(new NotAllowedError('The server changed no rule'));
      },
      onError,
    });
  }, [commit]);
}
