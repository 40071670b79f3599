import { Checkbox, Tag } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { libraryLabel, metricDefinition, metricName, unitMessages } from '../../ui/metricText.ts';
import type { MetricWords } from '../../ui/metricText.ts';
import styles from './requests.module.css';

const messages = defineMessages({
  standard: { id: 'requests.MetricChoice.standard', defaultMessage: 'Standard metrics', description: 'Group of the library\'s standard metrics' },
  qualitative: { id: 'requests.MetricChoice.qualitative', defaultMessage: 'Qualitative fields', description: 'Group of the metrics answered in words' },
  custom: { id: 'requests.MetricChoice.custom', defaultMessage: 'Your organization\'s metrics', description: 'Group of the organization\'s custom metrics' },
});

export interface ChoosableMetric extends MetricWords {
  readonly value: string;
  readonly unit: string;
  readonly organization_id?: string | null;
}

export interface MetricChoiceProps {
  metrics: readonly ChoosableMetric[];
  /** The chosen metrics' keys, in the order they were chosen (the order the form will ask them). */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  describedBy?: string;
}

/**
 * The metrics a request asks for, from the library: the standard ones, the qualitative fields and the
 * organization's own, each with its definition under its name, so the company reads what the investor meant.
 */
export function MetricChoice({ metrics, chosen, onChange, describedBy }: MetricChoiceProps) {
  const intl = useIntl();
  const groups = [
    { title: messages.standard, metrics: metrics.filter((metric) => (metric.organization_id ?? null) === null && metric.unit !== 'text') },
    { title: messages.qualitative, metrics: metrics.filter((metric) => (metric.organization_id ?? null) === null && metric.unit === 'text') },
    { title: messages.custom, metrics: metrics.filter((metric) => (metric.organization_id ?? null) !== null) },
  ].filter((group) => group.metrics.length > 0);
  const toggle = (value: string, on: boolean) => {
    onChange(on ? [...chosen, value] : chosen.filter((other) => other !== value));
  };
  return (
    <div className={styles.choices} role="group" aria-describedby={describedBy}>
      {groups.map((group) => (
        <div key={group.title.id} role="group" aria-label={intl.formatMessage(group.title)}>
          <div className={styles.group}>{intl.formatMessage(group.title)}</div>
          {group.metrics.map((metric) => (
            <div key={metric.value} className={styles.choice}>
              <Checkbox
                labelElement={<>{metricName(intl, metric)} <Tag minimal>{libraryLabel(intl, unitMessages, metric.unit)}</Tag></>}
                checked={chosen.includes(metric.value)}
                onChange={(event) => { toggle(metric.value, event.currentTarget.checked); }}
              />
              <p className={styles.definition}>{metricDefinition(intl, metric)}</p>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
