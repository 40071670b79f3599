/**
 * The words of a rule-made alert, one title and one "how it was computed" line per kind of rule
 * (portfolio.alert_rule_kind): the alert stores its kind and the figures that raised it, and the portal writes it in
 * the reader's language from these. The server writes the weekly e-mail from its own twin (server/alerts/alertText.ts).
 */
import { defineMessage } from 'react-intl';

type Value = string | number;

export const alertTitles = {
  runway_below: defineMessage<{ threshold: Value }>({ id: 'ui.alerts.runwayBelow.title', defaultMessage: 'Runway below {threshold} months', description: 'Alert title: the runway on the actual burn is shorter than the rule allows' }),
  net_burn_growth: defineMessage<{ percent: Value }>({ id: 'ui.alerts.netBurnGrowth.title', defaultMessage: 'Net burn up {percent} in three months', description: 'Alert title: the 3-month average net burn grew; percent is formatted (20%)' }),
  budget_deviation: defineMessage<{ count: number; threshold: Value }>({ id: 'ui.alerts.budgetDeviation.title', defaultMessage: '{count, plural, one {# budget line} other {# budget lines}} more than {threshold} off', description: 'Alert title: lines of budget against actual are off, unfavourably, beyond the rule\'s percentage (formatted)' }),
  valuation_overdue: defineMessage({ id: 'ui.alerts.valuationOverdue.title', defaultMessage: 'Valuation report overdue', description: 'Alert title: the last quarter\'s valuation report has not come in' }),
  kpi_request_overdue: defineMessage({ id: 'ui.alerts.kpiRequestOverdue.title', defaultMessage: 'KPI request overdue', description: 'Alert title: the company has not answered a KPI request by its due date' }),
  metric_floor: defineMessage<{ metric: string; threshold: Value }>({ id: 'ui.alerts.metricFloor.title', defaultMessage: '{metric} below {threshold}', description: 'Alert title: a reported indicator under the rule\'s floor' }),
  metric_ceiling: defineMessage<{ metric: string; threshold: Value }>({ id: 'ui.alerts.metricCeiling.title', defaultMessage: '{metric} above {threshold}', description: 'Alert title: a reported indicator over the rule\'s ceiling' }),
  data_stale: defineMessage<{ threshold: Value }>({ id: 'ui.alerts.dataStale.title', defaultMessage: 'No data imported for more than {threshold} days', description: 'Alert title: the company\'s books have not been imported for a while' }),
} as const;

export const alertDetails = {
  runway_below: defineMessage<{ months: Value; cash: string; netBurn: string; month: string; cashOut: string }>({ id: 'ui.alerts.runwayBelow.detail', defaultMessage: '{months} months of cash ({cash}) at a net burn of {netBurn} a month, the average of the three months to {month}; the cash runs out around {cashOut}.', description: 'How a runway alert was computed' }),
  net_burn_growth: defineMessage<{ netBurn: string; month: string; before: string; previousMonth: string; threshold: Value }>({ id: 'ui.alerts.netBurnGrowth.detail', defaultMessage: '3-month average net burn of {netBurn} to {month}, against {before} to {previousMonth} (the rule: up {threshold} or more).', description: 'How a net burn alert was computed' }),
  budget_deviation: defineMessage<{ month: string; lines: string }>({ id: 'ui.alerts.budgetDeviation.detail', defaultMessage: 'Year to date to {month}, against the plan of record: {lines}.', description: 'How a budget alert was computed; lines lists the lines furthest off' }),
  budget_line: defineMessage<{ name: string; percent: string; actual: string; budget: string }>({ id: 'ui.alerts.budgetDeviation.line', defaultMessage: '{name} {percent} ({actual} against {budget})', description: 'One budget line in a budget alert' }),
  valuation_overdue: defineMessage<{ expected: string; due: string; last: string }>({ id: 'ui.alerts.valuationOverdue.detail', defaultMessage: 'No report for {expected}, due by {due}; the last one is of {last}.', description: 'How a valuation alert was computed' }),
  kpi_request_overdue: defineMessage<{ count: number; due: string; title: string }>({ id: 'ui.alerts.kpiRequestOverdue.detail', defaultMessage: '{count, plural, one {# answer} other {# answers}} past due since {due}: "{title}".', description: 'How a KPI request alert was computed' }),
  metric: defineMessage<{ value: string; month: string }>({ id: 'ui.alerts.metric.detail', defaultMessage: '{value} in {month}, the latest reported.', description: 'How a metric alert was computed' }),
  data_stale: defineMessage<{ date: string }>({ id: 'ui.alerts.dataStale.detail', defaultMessage: 'Last import on {date}.', description: 'How a stale-data alert was computed' }),
} as const;
