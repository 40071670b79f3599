import { HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { DecimalInput } from '../../ui/DecimalInput.tsx';
import { DialogForm } from '../../ui/DialogForm.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { LabelledField } from '../../ui/LabelledField.tsx';
import { parseDecimalText } from '../../ui/decimalText.ts';
import { metricName, unitMessages } from '../../ui/metricText.ts';
import type { MetricUnit, MetricWords } from '../../ui/metricText.ts';
import { refusalMessage, refusalOf } from '../../ui/refusal.ts';
import { SEVERITIES, type Severity } from './alertSeverities.ts';
import { useAddAlertRuleMutation } from './useAddAlertRuleMutation.ts';

const messages = defineMessages({
  title: { id: 'configuration.AddMetricRuleDialog.title', defaultMessage: 'New metric rule', description: 'Title of the dialog that adds a floor or ceiling on a metric' },
  about: {
    id: 'configuration.AddMetricRuleDialog.about',
    defaultMessage: 'Raises an alert when a company\'s latest approved value of the metric crosses the limit, and resolves it when a later value is back within it.',
    description: 'What a metric rule does',
  },
  metric: { id: 'configuration.AddMetricRuleDialog.metric', defaultMessage: 'Metric', description: 'Label: the metric the rule watches' },
  direction: { id: 'configuration.AddMetricRuleDialog.direction', defaultMessage: 'Alert when the value is', description: 'Label: below a floor or above a ceiling' },
  floor: { id: 'configuration.AddMetricRuleDialog.floor', defaultMessage: 'below the limit (a floor)', description: 'Option: alert under the value' },
  ceiling: { id: 'configuration.AddMetricRuleDialog.ceiling', defaultMessage: 'above the limit (a ceiling)', description: 'Option: alert over the value' },
  limit: { id: 'configuration.AddMetricRuleDialog.limit', defaultMessage: 'Limit', description: 'Label: the rule\'s threshold' },
  severity: { id: 'configuration.AddMetricRuleDialog.severity', defaultMessage: 'Severity', description: 'Label: how urgent the alerts are' },
  add: { id: 'configuration.AddMetricRuleDialog.add', defaultMessage: 'Add rule', description: 'Saves the new rule' },
  limitRequired: { id: 'configuration.AddMetricRuleDialog.limitRequired', defaultMessage: 'Enter the limit, a number of zero or more', description: 'The limit is empty, not a number or negative' },
  failed: { id: 'configuration.AddMetricRuleDialog.failed', defaultMessage: 'The rule could not be added. Try again.', description: 'Refused for an unknown reason' },
});

const limitHint = defineMessage<{ unit: string }>({
  id: 'configuration.AddMetricRuleDialog.limitHint', defaultMessage: 'In the metric\'s unit: {unit}.', description: 'Hint under the limit: the metric\'s unit',
});

/** The database's refusal of a threshold that is not a number of zero or more (portfolio.alert_rule_check_threshold). */
const BY_CONSTRAINT: Readonly<Record<string, MessageDescriptor>> = { alert_rule_threshold: messages.limitRequired };

export interface RuleMetric extends MetricWords {
  readonly value: string;
  readonly unit: string;
}

type Direction = 'metric_floor' | 'metric_ceiling';

/** Adds a floor or a ceiling on one of the library's numeric metrics, for every company of the organization. */
export function AddMetricRuleDialog({ isOpen, organizationId, metrics, severityLabel, onClose, onAdded }: {
  isOpen: boolean;
  organizationId: string;
  metrics: readonly RuleMetric[];
  severityLabel: (severity: Severity) => string;
  onClose: () => void;
  onAdded: () => void;
}) {
  const intl = useIntl();
  return (
    <FormDialog isOpen={isOpen} onClose={onClose} title={intl.formatMessage(messages.title)}>
      {isOpen && <MetricRuleForm organizationId={organizationId} metrics={metrics} severityLabel={severityLabel} onDone={onClose} onAdded={onAdded} />}
    </FormDialog>
  );
}

function MetricRuleForm({ organizationId, metrics, severityLabel, onDone, onAdded }: {
  organizationId: string;
  metrics: readonly RuleMetric[];
  severityLabel: (severity: Severity) => string;
  onDone: () => void;
  onAdded: () => void;
}) {
  const intl = useIntl();
  const [metric, setMetric] = useState(metrics[0]?.value ?? '');
  const [direction, setDirection] = useState<Direction>('metric_floor');
  const [limit, setLimit] = useState('');
  const [severity, setSeverity] = useState<Severity>('warning');
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [add, adding] = useAddAlertRuleMutation();
  // Thresholds are never negative (the database's check): a floor under zero would be a ceiling on the opposite figure.
  const parsed = parseDecimalText(limit, intl.locale, { maxDecimals: 4 });
  const limitError = submitted && (!parsed.ok || parsed.value.startsWith('-')) ? intl.formatMessage(messages.limitRequired) : undefined;
  const unit = metrics.find((m) => m.value === metric)?.unit;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (!parsed.ok || parsed.value.startsWith('-') || metric === '') return;
    add({ organizationId, kind: direction, metricKind: metric, severity, thresholds: { value: Number(parsed.value) } }, {
      onCompleted: () => { onAdded(); onDone(); },
      onError: (error) => { setRefusal(refusalMessage(refusalOf(error), BY_CONSTRAINT, messages.failed)); },
    });
  };
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} submitText={intl.formatMessage(messages.add)} submitting={adding} refusal={refusal && intl.formatMessage(refusal)}>
      <p>{intl.formatMessage(messages.about)}</p>
      <LabelledField label={intl.formatMessage(messages.metric)}>
        {(input) => (
          <HTMLSelect
            id={input.id} fill value={metric} onChange={(event) => { setMetric(event.currentTarget.value); }}
            options={metrics.map((m) => ({ value: m.value, label: metricName(intl, m) }))}
          />
        )}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.direction)}>
        {(input) => (
          <HTMLSelect
            id={input.id} fill value={direction} onChange={(event) => { setDirection(event.currentTarget.value === 'metric_ceiling' ? 'metric_ceiling' : 'metric_floor'); }}
            options={[
              { value: 'metric_floor', label: intl.formatMessage(messages.floor) },
              { value: 'metric_ceiling', label: intl.formatMessage(messages.ceiling) },
            ]}
          />
        )}
      </LabelledField>
      <LabelledField
        label={intl.formatMessage(messages.limit)} error={limitError}
        hint={unit && Object.hasOwn(unitMessages, unit) ? intl.formatMessage(limitHint, { unit: intl.formatMessage(unitMessages[unit as MetricUnit]) }) : undefined}
      >
        {(input) => (
          <DecimalInput id={input.id} value={limit} onValueChange={setLimit} maxDecimals={4} intent={input.intent} invalid={input.invalid} describedBy={input.describedBy} required />
        )}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.severity)}>
        {(input) => (
          <HTMLSelect
            id={input.id} fill value={severity}
            onChange={(event) => { const value = SEVERITIES.find((s) => s === event.currentTarget.value); if (value) setSeverity(value); }}
            options={SEVERITIES.map((value) => ({ value, label: severityLabel(value) }))}
          />
        )}
      </LabelledField>
    </DialogForm>
  );
}
