/**
 * An alert in words, for the e-mails the server sends (the weekly digest), in Brazilian Portuguese or English: the
 * server-side twin of the portal's react-intl messages (src/ui/alerts/alertMessages.ts). A rule-made alert is stored as
 * its kind and the figures that raised it, never as text; an alert a person wrote carries its own titles.
 */

export type MailLocale = 'en' | 'pt';

/** An alert as the digest reads it. */
export interface AlertForText {
  kind: string | null;
  figures: Readonly<Record<string, unknown>>;
  enTitle: string | null;
  ptBrTitle: string | null;
  enMessage: string;
  ptBrMessage: string;
  /** The indicator a metric rule watches, in both languages. */
  metricEn: string | null;
  metricPt: string | null;
}

const figure = (figures: Readonly<Record<string, unknown>>, key: string): string => {
  const value = figures[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

function formatters(locale: MailLocale) {
  const tag = locale === 'pt' ? 'pt-BR' : 'en';
  const number = (value: string, digits = 1) => (value === '' ? '—' : new Intl.NumberFormat(tag, { maximumFractionDigits: digits }).format(Number(value)));
  const money = (value: string) => (value === '' ? '—' : new Intl.NumberFormat(tag, { style: 'currency', currency: 'BRL' }).format(Number(value)));
  const date = (value: string) => (value === '' ? '—' : new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value.slice(0, 10)}T00:00:00Z`)));
  const month = (value: string) => (value === '' ? '—' : new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${value.slice(0, 10)}T00:00:00Z`)));
  return { number, money, date, month };
}

type Texts = Record<string, (f: (key: string) => string, fmt: ReturnType<typeof formatters>, metric: string) => { title: string; detail: string }>;

const EN: Texts = {
  runway_below: (f, fmt) => ({
    title: `Runway below ${fmt.number(f('threshold'))} months`,
    detail: `${fmt.number(f('months'))} months of cash (${fmt.money(f('cash'))}) at a net burn of ${fmt.money(f('net_burn'))} a month, the average of the three months to ${fmt.month(f('reference_month'))}; the cash runs out around ${fmt.date(f('cash_out_date'))}.`,
  }),
  net_burn_growth: (f, fmt) => ({
    title: `Net burn up ${fmt.number(f('percent'))}% in three months`,
    detail: `3-month average net burn ${fmt.money(f('net_burn'))} to ${fmt.month(f('reference_month'))}, against ${fmt.money(f('net_burn_before'))} to ${fmt.month(f('previous_month'))} (the rule: up ${fmt.number(f('threshold'))}% or more).`,
  }),
  budget_deviation: (f, fmt) => ({
    title: `${f('count')} budget line(s) more than ${fmt.number(f('threshold'))}% off`,
    detail: `Year to date to ${fmt.month(f('reference_month'))}, against the plan of record.`,
  }),
  valuation_overdue: (f, fmt) => ({
    title: 'Valuation report overdue',
    detail: `No report for ${fmt.date(f('expected_reference_date'))}, due by ${fmt.date(f('due_date'))}; the last one is of ${fmt.date(f('last_reference_date'))}.`,
  }),
  kpi_request_overdue: (f, fmt) => ({
    title: 'KPI request overdue',
    detail: `${f('count')} answer(s) past due since ${fmt.date(f('oldest_due_date'))}: "${f('title')}".`,
  }),
  metric_floor: (f, fmt, metric) => ({
    title: `${metric} below ${fmt.number(f('threshold'), 4)}`,
    detail: `${fmt.number(f('value'), 4)} in ${fmt.month(f('period'))}.`,
  }),
  metric_ceiling: (f, fmt, metric) => ({
    title: `${metric} above ${fmt.number(f('threshold'), 4)}`,
    detail: `${fmt.number(f('value'), 4)} in ${fmt.month(f('period'))}.`,
  }),
  data_stale: (f, fmt) => ({
    title: `No data imported for more than ${fmt.number(f('threshold'))} days`,
    detail: `Last import on ${fmt.date(f('last_data_imported_at'))}.`,
  }),
};

const PT: Texts = {
  runway_below: (f, fmt) => ({
    title: `Runway abaixo de ${fmt.number(f('threshold'))} meses`,
    detail: `${fmt.number(f('months'))} meses de caixa (${fmt.money(f('cash'))}) com queima líquida de ${fmt.money(f('net_burn'))} por mês, a média dos três meses até ${fmt.month(f('reference_month'))}; o caixa acaba por volta de ${fmt.date(f('cash_out_date'))}.`,
  }),
  net_burn_growth: (f, fmt) => ({
    title: `Queima líquida subiu ${fmt.number(f('percent'))}% em três meses`,
    detail: `Queima líquida média de 3 meses de ${fmt.money(f('net_burn'))} até ${fmt.month(f('reference_month'))}, contra ${fmt.money(f('net_burn_before'))} até ${fmt.month(f('previous_month'))} (a regra: alta de ${fmt.number(f('threshold'))}% ou mais).`,
  }),
  budget_deviation: (f, fmt) => ({
    title: `${f('count')} linha(s) do orçamento fora em mais de ${fmt.number(f('threshold'))}%`,
    detail: `No acumulado do ano até ${fmt.month(f('reference_month'))}, contra o orçamento oficial.`,
  }),
  valuation_overdue: (f, fmt) => ({
    title: 'Relatório de valuation atrasado',
    detail: `Nenhum relatório de ${fmt.date(f('expected_reference_date'))}, devido até ${fmt.date(f('due_date'))}; o último é de ${fmt.date(f('last_reference_date'))}.`,
  }),
  kpi_request_overdue: (f, fmt) => ({
    title: 'Pedido de KPIs atrasado',
    detail: `${f('count')} resposta(s) em atraso desde ${fmt.date(f('oldest_due_date'))}: "${f('title')}".`,
  }),
  metric_floor: (f, fmt, metric) => ({
    title: `${metric} abaixo de ${fmt.number(f('threshold'), 4)}`,
    detail: `${fmt.number(f('value'), 4)} em ${fmt.month(f('period'))}.`,
  }),
  metric_ceiling: (f, fmt, metric) => ({
    title: `${metric} acima de ${fmt.number(f('threshold'), 4)}`,
    detail: `${fmt.number(f('value'), 4)} em ${fmt.month(f('period'))}.`,
  }),
  data_stale: (f, fmt) => ({
    title: `Sem dados importados há mais de ${fmt.number(f('threshold'))} dias`,
    detail: `Última importação em ${fmt.date(f('last_data_imported_at'))}.`,
  }),
};

/** The alert's title and detail line in the reader's language. */
export function alertText(alert: AlertForText, locale: MailLocale): { title: string; detail: string } {
  if (alert.kind === null) {
    return locale === 'pt'
      ? { title: alert.ptBrTitle ?? '', detail: alert.ptBrMessage }
      : { title: alert.enTitle ?? '', detail: alert.enMessage };
  }
  const texts = locale === 'pt' ? PT : EN;
  const write = Object.hasOwn(texts, alert.kind) ? texts[alert.kind] : null;
  if (!write) return { title: alert.kind, detail: '' };
  const metric = (locale === 'pt' ? alert.metricPt : alert.metricEn) ?? '';
  return write((key) => figure(alert.figures, key), formatters(locale), metric);
}
