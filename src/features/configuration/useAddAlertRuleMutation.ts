import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddAlertRuleMutation as Mutation, portfolio_alert_rule_insert_input } from '../../../__generated__/useAddAlertRuleMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';

export interface AlertRuleCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/** Adds a rule to the organization (a metric's floor or ceiling); the database checks its threshold. */
export function useAddAlertRuleMutation(): [(rule: portfolio_alert_rule_insert_input, callbacks: AlertRuleCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useAddAlertRuleMutation($rule: portfolio_alert_rule_insert_input!) {
      insert_portfolio_alert_rule_one(object: $rule) {
        id
      }
    }
  `);
  const add = useCallback((rule: portfolio_alert_rule_insert_input, { onCompleted, onError }: AlertRuleCallbacks) => {
    commit({
      variables: { rule },
      onCompleted: (response) => { if (response.insert_portfolio_alert_rule_one) onCompleted(); else onError(new NotAllowedError()); },
      onError,
    });
  }, [commit]);
  return [add, inFlight];
}
