import { Button, Callout, HTMLSelect, HTMLTable, Intent, NumericInput, Switch } from '@blueprintjs/core';
import { PlusIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AlertRulesTabQuery, AlertRulesTabQuery$data } from '../../../__generated__/AlertRulesTabQuery.graphql.ts';
import { canEdit } from '../../app/organizations/organizationRole.ts';
import type { OrganizationRole } from '../../app/organizations/organizationRole.ts';
import { inLanguage } from '../../i18n/inLanguage.ts';
import { ConfirmDeleteAlert } from '../../ui/ConfirmDeleteAlert.tsx';
import { refusalMessage, refusalOf } from '../../ui/refusal.ts';
import { showToast } from '../../ui/toaster.ts';
import { AddMetricRuleDialog } from './AddMetricRuleDialog.tsx';
import { SEVERITIES } from './alertSeverities.ts';
import { useRemoveAlertRuleMutation } from './useRemoveAlertRuleMutation.ts';
import { useUpdateAlertRule } from './useUpdateAlertRuleMutation.ts';
import styles from './configuration.module.css';

const messages = defineMessages({
  about: {
    id: 'configuration.AlertRulesTab.about',
    defaultMessage: 'The rules watch every company of the organization and raise an alert when one holds, from the same figures as the management tabs; the alert resolves itself when the rule no longer holds. They are evaluated whenever the data changes and once a day.',
    description: 'What alert rules do',
  },
  rule: { id: 'configuration.AlertRulesTab.rule', defaultMessage: 'Rule', description: 'Column: what the rule watches' },
  threshold: { id: 'configuration.AlertRulesTab.threshold', defaultMessage: 'Threshold', description: 'Column: the rule\'s threshold' },
  severity: { id: 'configuration.AlertRulesTab.severity', defaultMessage: 'Severity', description: 'Column: how urgent the alerts it raises are' },
  enabled: { id: 'configuration.AlertRulesTab.enabled', defaultMessage: 'On', description: 'Column: whether the rule is evaluated' },
  critical: { id: 'configuration.AlertRulesTab.critical', defaultMessage: 'Critical', description: 'Severity option' },
  warning: { id: 'configuration.AlertRulesTab.warning', defaultMessage: 'Warning', description: 'Severity option' },
  info: { id: 'configuration.AlertRulesTab.info', defaultMessage: 'Information', description: 'Severity option' },
  failed: { id: 'configuration.AlertRulesTab.failed', defaultMessage: 'The rule could not be saved. Try again.', description: 'A rule change failed' },
  runway_below: { id: 'configuration.AlertRulesTab.runwayBelow', defaultMessage: 'Runway below (months)', description: 'Rule: runway on the actual burn under a number of months' },
  net_burn_growth: { id: 'configuration.AlertRulesTab.netBurnGrowth', defaultMessage: 'Net burn up over three months (%)', description: 'Rule: 3-month average net burn grown by a percentage' },
  budget_deviation: { id: 'configuration.AlertRulesTab.budgetDeviation', defaultMessage: 'A budget line off, year to date (%)', description: 'Rule: a budget line off unfavourably by a percentage' },
  valuation_overdue: { id: 'configuration.AlertRulesTab.valuationOverdue', defaultMessage: 'Valuation report late (days after the quarter)', description: 'Rule: no valuation report some days after the quarter ended' },
  kpi_request_overdue: { id: 'configuration.AlertRulesTab.kpiRequestOverdue', defaultMessage: 'KPI request unanswered (days after its due date)', description: 'Rule: a KPI request unanswered past its due date' },
  data_stale: { id: 'configuration.AlertRulesTab.dataStale', defaultMessage: 'No data imported (days)', description: 'Rule: the books not imported for some days' },
  metric_floor: { id: 'configuration.AlertRulesTab.metricFloor', defaultMessage: 'Below a floor', description: 'Rule: a metric under a value; the metric\'s name follows' },
  metric_ceiling: { id: 'configuration.AlertRulesTab.metricCeiling', defaultMessage: 'Above a ceiling', description: 'Rule: a metric over a value; the metric\'s name follows' },
  addMetricRule: { id: 'configuration.AlertRulesTab.addMetricRule', defaultMessage: 'New metric rule', description: 'Opens the dialog that adds a floor or ceiling on a metric' },
  actions: { id: 'configuration.AlertRulesTab.actions', defaultMessage: 'Actions', description: 'Column: what can be done with the rule' },
  remove: { id: 'configuration.AlertRulesTab.remove', defaultMessage: 'Remove rule', description: 'Confirms removing a metric rule' },
  removeFailed: { id: 'configuration.AlertRulesTab.removeFailed', defaultMessage: 'The rule could not be removed. Try again.', description: 'Removing a rule failed' },
});

const removeOf = defineMessage<{ name: string }>({ id: 'configuration.AlertRulesTab.removeOf', defaultMessage: 'Remove {name}', description: 'Accessible name of a metric rule\'s remove button' });
const removeQuestion = defineMessage<{ name: string }>({
  id: 'configuration.AlertRulesTab.removeQuestion',
  defaultMessage: 'Remove the rule "{name}"? The alerts it raised are removed with it.',
  description: 'Asks before removing a metric rule',
});

/** The rules a person adds and may remove; the default rules are switched off instead, and come back with their defaults. */
const METRIC_RULES: ReadonlySet<string> = new Set(['metric_floor', 'metric_ceiling']);

type Rule = AlertRulesTabQuery$data['portfolio_alert_rule'][number];

/** The one threshold each kind of rule reads (portfolio.alert_rule_kind.threshold_key). */
const THRESHOLD_KEY: Readonly<Record<string, string>> = {
  runway_below: 'months', net_burn_growth: 'percent', budget_deviation: 'percent', valuation_overdue: 'days',
  kpi_request_overdue: 'days', data_stale: 'days', metric_floor: 'value', metric_ceiling: 'value',
};

const thresholdOf = (rule: Rule): number => {
  const value = (rule.thresholds as Record<string, unknown> | null)?.[THRESHOLD_KEY[rule.kind] ?? 'value'];
  return typeof value === 'number' ? value : Number(value ?? 0);
};

/**
 * The organization's alert rules (portfolio.alert_rule, made from the defaults when the organization was created):
 * editors and owners change a rule's threshold and severity and switch it on or off, saved at once, and add and
 * remove floors and ceilings on the library's numeric metrics; others read them.
 */
export function AlertRulesTab({ organizationId, role }: { organizationId: string; role: OrganizationRole | null }) {
  const intl = useIntl();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<AlertRulesTabQuery>(graphql`
    query AlertRulesTabQuery($organizationId: uuid!) {
      portfolio_alert_rule(where: { organization_id: { _eq: $organizationId } }, order_by: [{ kind: asc }, { severity: asc }, { id: asc }]) {
        id kind severity thresholds enabled
        metric { en_name pt_br_name }
      }
      metrics: accounting_indicator_kind(
        where: { unit: { _neq: "text" }, _or: [{ organization_id: { _is_null: true } }, { organization_id: { _eq: $organizationId } }] }
        order_by: [{ position: asc }, { en_name: asc }]
      ) {
        value en_name pt_br_name unit
      }
    }
  `, { organizationId }, { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-and-network' : 'network-only' });
  const update = useUpdateAlertRule();
  const [remove, removing] = useRemoveAlertRuleMutation();
  const [adding, setAdding] = useState(false);
  const [removal, setRemoval] = useState<{ id: string; name: string } | null>(null);
  const reload = () => { setFetchKey((key) => key + 1); };
  const editable = canEdit(role);
  const fail = (error: Error) => { showToast(intl.formatMessage(refusalMessage(refusalOf(error), {}, messages.failed)), Intent.DANGER); };
  const confirmRemoval = () => {
    if (!removal) return;
    remove(removal.id, {
      onCompleted: () => { setRemoval(null); reload(); },
      onError: (error) => { setRemoval(null); showToast(intl.formatMessage(refusalMessage(refusalOf(error), {}, messages.removeFailed)), Intent.DANGER); },
    });
  };
  const label = (rule: Rule) => {
    const kind: MessageDescriptor | undefined = Object.hasOwn(messages, rule.kind) ? messages[rule.kind as keyof typeof messages] : undefined;
    const text = kind ? intl.formatMessage(kind) : rule.kind;
    return rule.metric ? `${inLanguage(intl.locale, rule.metric.en_name, rule.metric.pt_br_name)}: ${text}` : text;
  };
  return (
    <>
      <Callout>{intl.formatMessage(messages.about)}</Callout>
      {editable && (
        <Button icon={<PlusIcon />} intent={Intent.PRIMARY} text={intl.formatMessage(messages.addMetricRule)} className={styles.notice} onClick={() => { setAdding(true); }} />
      )}
      <HTMLTable compact striped aria-label={intl.formatMessage(messages.rule)}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.rule)}</th>
            <th scope="col">{intl.formatMessage(messages.threshold)}</th>
            <th scope="col">{intl.formatMessage(messages.severity)}</th>
            <th scope="col">{intl.formatMessage(messages.enabled)}</th>
            {editable && <th scope="col">{intl.formatMessage(messages.actions)}</th>}
          </tr>
        </thead>
        <tbody>
          {data.portfolio_alert_rule.map((rule) => {
            const name = label(rule);
            return (
              <tr key={rule.id}>
                <th scope="row">{name}</th>
                <td>
                  <NumericInput
                    aria-label={`${intl.formatMessage(messages.threshold)}: ${name}`} disabled={!editable} min={0}
                    defaultValue={thresholdOf(rule)} buttonPosition="none" fill={false} size="small"
                    onValueChange={(value) => {
                      if (!Number.isFinite(value) || value < 0 || value === thresholdOf(rule)) return;
                      update(rule.id, { thresholds: { [THRESHOLD_KEY[rule.kind] ?? 'value']: value } }, fail);
                    }}
                  />
                </td>
                <td>
                  <HTMLSelect
                    aria-label={`${intl.formatMessage(messages.severity)}: ${name}`} disabled={!editable} value={rule.severity}
                    onChange={(event) => {
                      const severity = SEVERITIES.find((value) => value === event.currentTarget.value);
                      if (severity) update(rule.id, { severity }, fail);
                    }}
                    options={SEVERITIES.map((value) => ({ value, label: intl.formatMessage(messages[value]) }))}
                  />
                </td>
                <td>
                  <Switch
                    aria-label={`${intl.formatMessage(messages.enabled)}: ${name}`} disabled={!editable} checked={rule.enabled}
                    onChange={(event) => { update(rule.id, { enabled: event.currentTarget.checked }, fail); }}
                  />
                </td>
                {editable && (
                  <td>
                    {METRIC_RULES.has(rule.kind) && (
                      <Button
                        variant="minimal" icon={<TrashIcon />} intent={Intent.DANGER} aria-label={intl.formatMessage(removeOf, { name })}
                        onClick={() => { setRemoval({ id: rule.id, name }); }}
                      />
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {editable && (
        <>
          <AddMetricRuleDialog
            isOpen={adding} organizationId={organizationId} metrics={data.metrics}
            severityLabel={(severity) => intl.formatMessage(messages[severity])} onClose={() => { setAdding(false); }} onAdded={reload}
          />
          <ConfirmDeleteAlert isOpen={removal !== null} confirmText={intl.formatMessage(messages.remove)} onConfirm={confirmRemoval} onCancel={() => { setRemoval(null); }} working={removing}>
            <p>{removal && intl.formatMessage(removeQuestion, { name: removal.name })}</p>
          </ConfirmDeleteAlert>
        </>
      )}
    </>
  );
}
