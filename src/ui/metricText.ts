/**
 * The metric library's words (accounting.indicator_kind) in the reader's language: a metric's name and definition
 * from its two columns, and the labels of its unit, favourable direction and period rule. Requests, the
 * configuration's library and the indicator tabs all speak of metrics this way.
 */
import { defineMessages } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';

/** A metric's names and definitions as the library keeps them. */
export interface MetricWords {
  readonly en_name: string;
  readonly pt_br_name: string;
  readonly en_definition?: string;
  readonly pt_br_definition?: string;
}

const portuguese = (intl: IntlShape) => intl.locale === 'pt-BR';

export const metricName = (intl: IntlShape, metric: MetricWords): string =>
  portuguese(intl) ? metric.pt_br_name : metric.en_name;

export const metricDefinition = (intl: IntlShape, metric: MetricWords): string =>
  (portuguese(intl) ? metric.pt_br_definition : metric.en_definition) ?? '';

export const METRIC_UNITS = ['currency', 'percent', 'count', 'months', 'ratio', 'text'] as const;
export type MetricUnit = (typeof METRIC_UNITS)[number];
export const FAVOURABLE_DIRECTIONS = ['up', 'down', 'neutral'] as const;
export type FavourableDirection = (typeof FAVOURABLE_DIRECTIONS)[number];
export const PERIOD_RULES = ['sum', 'last', 'average'] as const;
export type PeriodRule = (typeof PERIOD_RULES)[number];

export const unitMessages: Readonly<Record<MetricUnit, MessageDescriptor>> = defineMessages({
  currency: { id: 'ui.metric.unit.currency', defaultMessage: 'Amount (R$)', description: 'A metric\'s unit: money in reais' },
  percent: { id: 'ui.metric.unit.percent', defaultMessage: 'Percentage', description: 'A metric\'s unit' },
  count: { id: 'ui.metric.unit.count', defaultMessage: 'Count', description: 'A metric\'s unit: a whole number (people, customers)' },
  months: { id: 'ui.metric.unit.months', defaultMessage: 'Months', description: 'A metric\'s unit (runway)' },
  ratio: { id: 'ui.metric.unit.ratio', defaultMessage: 'Ratio', description: 'A metric\'s unit: a plain number such as 1.35' },
  text: { id: 'ui.metric.unit.text', defaultMessage: 'Text (qualitative)', description: 'A metric answered in words: highlights, challenges, asks' },
});

export const favourableMessages: Readonly<Record<FavourableDirection, MessageDescriptor>> = defineMessages({
  up: { id: 'ui.metric.favourable.up', defaultMessage: 'Higher is better', description: 'A metric\'s favourable direction (revenue)' },
  down: { id: 'ui.metric.favourable.down', defaultMessage: 'Lower is better', description: 'A metric\'s favourable direction (burn)' },
  neutral: { id: 'ui.metric.favourable.neutral', defaultMessage: 'Neither', description: 'A metric with no favourable direction (headcount)' },
});

export const periodRuleMessages: Readonly<Record<PeriodRule, MessageDescriptor>> = defineMessages({
  sum: { id: 'ui.metric.periodRule.sum', defaultMessage: 'Sum of the months', description: 'How months add up to a quarter: flows such as revenue' },
  last: { id: 'ui.metric.periodRule.last', defaultMessage: 'Last month\'s value', description: 'How months add up to a quarter: stocks such as cash' },
  average: { id: 'ui.metric.periodRule.average', defaultMessage: 'Average of the months', description: 'How months add up to a quarter: rates such as churn' },
});

/** The label of a library value, or the value itself when the portal does not know it yet. */
export function libraryLabel<K extends string>(intl: IntlShape, labels: Readonly<Record<K, MessageDescriptor>>, value: string): string {
  if (!Object.hasOwn(labels, value)) return value;
  const label: MessageDescriptor = labels[value as K];
  return intl.formatMessage(label);
}

/** Whether `value` is one of the library's values that `labels` names (a unit, a direction, a period rule). */
export function isLibraryValue<K extends string>(labels: Readonly<Record<K, MessageDescriptor>>, value: string): value is K {
  return Object.hasOwn(labels, value);
}
