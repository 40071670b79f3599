import type { FavourableDirection, MetricUnit, PeriodRule } from '../../ui/metricText.ts';

/** A custom metric as its form edits it: both names and definitions, its unit and how it reads. */
export interface MetricInput {
  en_name: string;
  pt_br_name: string;
  en_definition: string;
  pt_br_definition: string;
  unit: MetricUnit;
  favourable: FavourableDirection;
  period_rule: PeriodRule;
}

export type MetricProblems = Partial<Record<'en_name' | 'pt_br_name', 'required'>>;

export const EMPTY_METRIC: MetricInput = {
  en_name: '', pt_br_name: '', en_definition: '', pt_br_definition: '', unit: 'currency', favourable: 'up', period_rule: 'last',
};

/** What is wrong with a metric, by field: both names are required (the database checks it too). */
export function metricProblems(metric: MetricInput): MetricProblems {
  const problems: MetricProblems = {};
  if (metric.en_name.trim() === '') problems.en_name = 'required';
  if (metric.pt_br_name.trim() === '') problems.pt_br_name = 'required';
  return problems;
}

/**
 * The columns the database receives, trimmed. A qualitative field is answered in words, so it has no direction and
 * its longer period is its last answer (the database's indicator_kind_text_is_last).
 */
export function metricColumns(metric: MetricInput): MetricInput {
  const text = metric.unit === 'text';
  return {
    en_name: metric.en_name.trim(),
    pt_br_name: metric.pt_br_name.trim(),
    en_definition: metric.en_definition.trim(),
    pt_br_definition: metric.pt_br_definition.trim(),
    unit: metric.unit,
    favourable: text ? 'neutral' : metric.favourable,
    period_rule: text ? 'last' : metric.period_rule,
  };
}
