import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveAlertRuleMutation as Mutation } from '../../../__generated__/useRemoveAlertRuleMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';
import type { AlertRuleCallbacks } from './useAddAlertRuleMutation.ts';

/** Removes a rule; the alerts it raised go with it (their key cascades), as the rule no longer watches anything. */
export function useRemoveAlertRuleMutation(): [(id: string, callbacks: AlertRuleCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRemoveAlertRuleMutation($id: uuid!) {
      delete_portfolio_alert_rule_by_pk(id: $id) {
        id
      }
    }
  `);
  const remove = useCallback((id: string, { onCompleted, onError }: AlertRuleCallbacks) => {
    commit({
      variables: { id },
      onCompleted: (response) => { if (response.delete_portfolio_alert_rule_by_pk) onCompleted(); else onError(new NotAllowedError()); },
      onError,
    });
  }, [commit]);
  return [remove, inFlight];
}
