/**
 * An alert in the reader's language: a rule-made one from its kind and figures (alertMessages.ts), one a person
 * wrote from its titles in both languages. Pure functions of the alert's fields, so a table's export (which reads
 * rows, not fragments) writes the same words as the screen.
 */
import type { IntlShape } from 'react-intl';
import { inLanguage } from '../../i18n/inLanguage.ts';
import { formatIndicator } from '../formatIndicator.ts';
import { formatMonth } from '../formatMonth.ts';
import { formatIsoDate } from '../useFormatIsoDate.ts';
import { alertDetails, alertTitles } from './alertMessages.ts';

/** The fields of an alert its words are made of (portfolio.alert). */
export interface AlertWordsData {
  readonly kind?: string | null;
  readonly figures?: unknown;
  readonly en_title?: string | null;
  readonly pt_br_title?: string | null;
  readonly en_message?: string | null;
  readonly pt_br_message?: string | null;
  /** The indicator a metric rule watches. */
  readonly rule?: { readonly metric?: { readonly en_name: string; readonly pt_br_name: string; readonly unit: string } | null } | null;
}

type Figures = Readonly<Record<string, unknown>>;

const figuresOf = (alert: AlertWordsData): Figures =>
  (typeof alert.figures === 'object' && alert.figures !== null ? alert.figures as Figures : {});

const text = (figures: Figures, key: string): string => {
  const value = figures[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

function formats(intl: IntlShape) {
  const decimal = (value: string) => (value === '' ? '—' : intl.formatNumber(value as Intl.StringNumericLiteral, { maximumFractionDigits: 1 }));
  const percent = (value: string) => (value === '' ? '—' : intl.formatNumber(value as Intl.StringNumericLiteral, { style: 'unit', unit: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }));
  const threshold = (value: string) => (value === '' ? '—' : intl.formatNumber(value as Intl.StringNumericLiteral, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }));
  const money = (value: string) => (value === '' ? '—' : intl.formatNumber(value as Intl.StringNumericLiteral, { style: 'currency', currency: 'BRL', roundingMode: 'halfEven' }));
  const day = (value: string) => (value === '' ? '—' : formatIsoDate(intl, value.slice(0, 10), 'long'));
  const month = (value: string) => (value === '' ? '—' : formatMonth(intl, value.slice(0, 10)));
  return { decimal, percent, threshold, money, day, month };
}

const metricName = (intl: IntlShape, alert: AlertWordsData) => {
  const metric = alert.rule?.metric;
  return metric ? inLanguage(intl.locale, metric.en_name, metric.pt_br_name) : '';
};
const metricValue = (intl: IntlShape, alert: AlertWordsData, value: string) =>
  (value === '' ? '—' : formatIndicator(intl, value, alert.rule?.metric?.unit ?? ''));

/** The alert's title. */
export function alertTitle(intl: IntlShape, alert: AlertWordsData): string {
  const figures = figuresOf(alert);
  const f = (key: string) => text(figures, key);
  const fmt = formats(intl);
  switch (alert.kind) {
    case null:
    case undefined:
      return inLanguage(intl.locale, alert.en_title, alert.pt_br_title) ?? '';
    case 'runway_below':
      return intl.formatMessage(alertTitles.runway_below, { threshold: fmt.decimal(f('threshold')) });
    case 'net_burn_growth':
      return intl.formatMessage(alertTitles.net_burn_growth, { percent: fmt.percent(f('percent')) });
    case 'budget_deviation':
      return intl.formatMessage(alertTitles.budget_deviation, { count: Number(f('count')), threshold: fmt.threshold(f('threshold')) });
    case 'valuation_overdue':
      return intl.formatMessage(alertTitles.valuation_overdue);
    case 'kpi_request_overdue':
      return intl.formatMessage(alertTitles.kpi_request_overdue);
    case 'metric_floor':
    case 'metric_ceiling':
      return intl.formatMessage(alertTitles[alert.kind], { metric: metricName(intl, alert), threshold: metricValue(intl, alert, f('threshold')) });
    case 'data_stale':
      return intl.formatMessage(alertTitles.data_stale, { threshold: fmt.decimal(f('threshold')) });
    default:
      return alert.kind;
  }
}

/** How the alert was computed, from its figures; a person's alert says what its writer wrote. */
export function alertDetail(intl: IntlShape, alert: AlertWordsData): string {
  const figures = figuresOf(alert);
  const f = (key: string) => text(figures, key);
  const fmt = formats(intl);
  switch (alert.kind) {
    case null:
    case undefined:
      return inLanguage(intl.locale, alert.en_message, alert.pt_br_message) ?? '';
    case 'runway_below':
      return intl.formatMessage(alertDetails.runway_below, {
        months: fmt.decimal(f('months')), cash: fmt.money(f('cash')), netBurn: fmt.money(f('net_burn')),
        month: fmt.month(f('reference_month')), cashOut: fmt.day(f('cash_out_date')),
      });
    case 'net_burn_growth':
      return intl.formatMessage(alertDetails.net_burn_growth, {
        netBurn: fmt.money(f('net_burn')), month: fmt.month(f('reference_month')), before: fmt.money(f('net_burn_before')),
        previousMonth: fmt.month(f('previous_month')), threshold: fmt.threshold(f('threshold')),
      });
    case 'budget_deviation': {
      const lines = Array.isArray(figures.lines) ? (figures.lines as Figures[]) : [];
      const listed = lines.map((line) => intl.formatMessage(alertDetails.budget_line, {
        name: text(line, 'name'), percent: fmt.percent(text(line, 'percent')), actual: fmt.money(text(line, 'actual')), budget: fmt.money(text(line, 'budget')),
      }));
      return intl.formatMessage(alertDetails.budget_deviation, { month: fmt.month(f('reference_month')), lines: intl.formatList(listed, { type: 'unit' }) });
    }
    case 'valuation_overdue':
      return intl.formatMessage(alertDetails.valuation_overdue, {
        expected: fmt.day(f('expected_reference_date')), due: fmt.day(f('due_date')), last: fmt.day(f('last_reference_date')),
      });
    case 'kpi_request_overdue':
      return intl.formatMessage(alertDetails.kpi_request_overdue, { count: Number(f('count')), due: fmt.day(f('oldest_due_date')), title: f('title') });
    case 'metric_floor':
    case 'metric_ceiling':
      return intl.formatMessage(alertDetails.metric, { value: metricValue(intl, alert, f('value')), month: fmt.month(f('period')) });
    case 'data_stale':
      return intl.formatMessage(alertDetails.data_stale, { date: fmt.day(f('last_data_imported_at')) });
    default:
      return '';
  }
}
