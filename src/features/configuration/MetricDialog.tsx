import { HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { DialogForm } from '../../ui/DialogForm.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { LabelledField } from '../../ui/LabelledField.tsx';
import { FAVOURABLE_DIRECTIONS, favourableMessages, METRIC_UNITS, PERIOD_RULES, periodRuleMessages, unitMessages } from '../../ui/metricText.ts';
import type { FavourableDirection, MetricUnit, PeriodRule } from '../../ui/metricText.ts';
import { refusalMessage, refusalOf } from '../../ui/refusal.ts';
import { EMPTY_METRIC, metricProblems } from './metricInput.ts';
import type { MetricInput } from './metricInput.ts';
import { useSaveMetricMutation } from './useSaveMetricMutation.ts';
import styles from './configuration.module.css';

export const metricFieldMessages = defineMessages({
  ptBrName: { id: 'configuration.MetricDialog.ptBrName', defaultMessage: 'Name in Portuguese', description: 'Label: the metric\'s pt-BR name' },
  enName: { id: 'configuration.MetricDialog.enName', defaultMessage: 'Name in English', description: 'Label: the metric\'s English name' },
  ptBrDefinition: { id: 'configuration.MetricDialog.ptBrDefinition', defaultMessage: 'Definition in Portuguese', description: 'Label: the metric\'s pt-BR definition' },
  enDefinition: { id: 'configuration.MetricDialog.enDefinition', defaultMessage: 'Definition in English', description: 'Label: the metric\'s English definition' },
  unit: { id: 'configuration.MetricDialog.unit', defaultMessage: 'Unit', description: 'Label/column: the metric\'s unit' },
  favourable: { id: 'configuration.MetricDialog.favourable', defaultMessage: 'Favourable direction', description: 'Label/column: which way is good news' },
  periodRule: { id: 'configuration.MetricDialog.periodRule', defaultMessage: 'Over a quarter', description: 'Label/column: how the months add up to a longer period' },
});

const messages = defineMessages({
  addTitle: { id: 'configuration.MetricDialog.addTitle', defaultMessage: 'New custom metric', description: 'Title of the dialog that adds a metric' },
  editTitle: { id: 'configuration.MetricDialog.editTitle', defaultMessage: 'Edit custom metric', description: 'Title of the dialog that edits a metric' },
  save: { id: 'configuration.MetricDialog.save', defaultMessage: 'Save', description: 'Saves the metric' },
  nameRequired: { id: 'configuration.MetricDialog.nameRequired', defaultMessage: 'Name is required', description: 'A name was left empty' },
  definitionHint: {
    id: 'configuration.MetricDialog.definitionHint',
    defaultMessage: 'What it measures and its sign: the companies read it beside the field they fill in.',
    description: 'Hint under a definition',
  },
  textHint: { id: 'configuration.MetricDialog.textHint', defaultMessage: 'Answered in words: it has no direction, and a quarter keeps its last answer.', description: 'Hint when the unit is text' },
  duplicate: { id: 'configuration.MetricDialog.duplicate', defaultMessage: 'Your organization already has a metric with this name', description: 'Refused: a name used twice' },
  failed: { id: 'configuration.MetricDialog.failed', defaultMessage: 'The metric could not be saved. Please try again.', description: 'Refused for an unknown reason' },
});

const BY_CONSTRAINT: Readonly<Record<string, MessageDescriptor>> = {
  indicator_kind_organization_en_name_key: messages.duplicate,
  indicator_kind_organization_pt_br_name_key: messages.duplicate,
  indicator_kind_names_not_blank: messages.nameRequired,
};

/** The metric being edited: its key and fields (null: a new one). */
export interface EditedMetric extends MetricInput {
  value: string;
}

/** Adds or edits a custom metric of the organization: names and definitions in both languages, unit and reading. */
export function MetricDialog({ isOpen, organizationId, metric, onClose, onSaved }: {
  isOpen: boolean;
  organizationId: string;
  metric: EditedMetric | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const intl = useIntl();
  return (
    <FormDialog isOpen={isOpen} onClose={onClose} title={intl.formatMessage(metric ? messages.editTitle : messages.addTitle)} className={styles.metricDialog}>
      {isOpen && <MetricForm organizationId={organizationId} metric={metric} onDone={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

function MetricForm({ organizationId, metric, onDone, onSaved }: { organizationId: string; metric: EditedMetric | null; onDone: () => void; onSaved: () => void }) {
  const intl = useIntl();
  const [values, setValues] = useState<MetricInput>(metric ?? EMPTY_METRIC);
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [save, saving] = useSaveMetricMutation();
  const problems = metricProblems(values);
  const text = values.unit === 'text';
  const set = <K extends keyof MetricInput>(key: K, value: MetricInput[K]) => { setValues((old) => ({ ...old, [key]: value })); };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (Object.keys(problems).length > 0) return;
    save(organizationId, metric?.value ?? null, values, {
      onCompleted: () => { onSaved(); onDone(); },
      onError: (error) => { setRefusal(refusalMessage(refusalOf(error), BY_CONSTRAINT, messages.failed)); },
    });
  };
  const nameError = (key: 'en_name' | 'pt_br_name') => (submitted && problems[key] ? intl.formatMessage(messages.nameRequired) : undefined);
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} submitText={intl.formatMessage(messages.save)} submitting={saving} refusal={refusal && intl.formatMessage(refusal)}>
      <div className={styles.pair}>
        <LabelledField label={intl.formatMessage(metricFieldMessages.ptBrName)} error={nameError('pt_br_name')}>
          {(input) => <InputGroup id={input.id} value={values.pt_br_name} onValueChange={(name) => { set('pt_br_name', name); }} intent={input.intent} aria-invalid={input.invalid} aria-describedby={input.describedBy} autoFocus />}
        </LabelledField>
        <LabelledField label={intl.formatMessage(metricFieldMessages.enName)} error={nameError('en_name')}>
          {(input) => <InputGroup id={input.id} value={values.en_name} onValueChange={(name) => { set('en_name', name); }} intent={input.intent} aria-invalid={input.invalid} aria-describedby={input.describedBy} />}
        </LabelledField>
      </div>
      <LabelledField label={intl.formatMessage(metricFieldMessages.ptBrDefinition)} hint={intl.formatMessage(messages.definitionHint)}>
        {(input) => <TextArea id={input.id} fill rows={2} value={values.pt_br_definition} onChange={(event) => { set('pt_br_definition', event.currentTarget.value); }} aria-describedby={input.describedBy} />}
      </LabelledField>
      <LabelledField label={intl.formatMessage(metricFieldMessages.enDefinition)}>
        {(input) => <TextArea id={input.id} fill rows={2} value={values.en_definition} onChange={(event) => { set('en_definition', event.currentTarget.value); }} />}
      </LabelledField>
      <div className={styles.pair}>
        <LabelledField label={intl.formatMessage(metricFieldMessages.unit)} hint={text ? intl.formatMessage(messages.textHint) : undefined}>
          {(input) => (
            <HTMLSelect
              id={input.id} fill value={values.unit} aria-describedby={input.describedBy}
              onChange={(event) => { set('unit', event.currentTarget.value as MetricUnit); }}
              options={METRIC_UNITS.map((unit) => ({ value: unit, label: intl.formatMessage(unitMessages[unit]) }))}
            />
          )}
        </LabelledField>
        <LabelledField label={intl.formatMessage(metricFieldMessages.favourable)}>
          {(input) => (
            <HTMLSelect
              id={input.id} fill disabled={text} value={text ? 'neutral' : values.favourable}
              onChange={(event) => { set('favourable', event.currentTarget.value as FavourableDirection); }}
              options={FAVOURABLE_DIRECTIONS.map((direction) => ({ value: direction, label: intl.formatMessage(favourableMessages[direction]) }))}
            />
          )}
        </LabelledField>
        <LabelledField label={intl.formatMessage(metricFieldMessages.periodRule)}>
          {(input) => (
            <HTMLSelect
              id={input.id} fill disabled={text} value={text ? 'last' : values.period_rule}
              onChange={(event) => { set('period_rule', event.currentTarget.value as PeriodRule); }}
              options={PERIOD_RULES.map((rule) => ({ value: rule, label: intl.formatMessage(periodRuleMessages[rule]) }))}
            />
          )}
        </LabelledField>
      </div>
    </DialogForm>
  );
}
