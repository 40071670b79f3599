import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddAlertRuleMutation as Mutation, useAddAlertRuleMutation$variables as MetricRule } from '../../../__generated__/useAddAlertRuleMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';

export interface AlertRuleCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

export type { MetricRule };

/**
 * Adds a floor or ceiling on a metric to the organization, switched on; the database checks its threshold. The
 * variables name the rule's columns, so the mutation sends nothing else of the insert input.
 */
export function useAddAlertRuleMutation(): [(rule: MetricRule, callbacks: AlertRuleCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useAddAlertRuleMutation($organizationId: uuid!, $kind: String!, $metricKind: String!, $severity: portfolio_alert_severity_enum!, $thresholds: jsonb!) {
      insert_portfolio_alert_rule_one(object: {
        organization_id: $organizationId, kind: $kind, metric_kind: $metricKind, severity: $severity, thresholds: $thresholds, enabled: true
      }) {
        id
      }
    }
  `);
  const add = useCallback((rule: MetricRule, { onCompleted, onError }: AlertRuleCallbacks) => {
    commit({
      variables: rule,
      onCompleted: (response) => { if (response.insert_portfolio_alert_rule_one) onCompleted(); else onError(new NotAllowedError()); },
      onError,
    });
  }, [commit]);
  return [add, inFlight];
}
