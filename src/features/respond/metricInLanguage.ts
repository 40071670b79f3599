/** A metric's name in both languages, as the library keeps it. */
export interface MetricNames {
  readonly en_name: string;
  readonly pt_br_name: string;
}

/** A metric's name and definition in both languages. */
export interface MetricTexts extends MetricNames {
  readonly en_definition: string;
  readonly pt_br_definition: string;
}

/** The metric's name in the form's language (the library has Portuguese and English; Portuguese is the default). */
export function metricName(metric: MetricNames, locale: string): string {
  return locale === 'en' ? metric.en_name : metric.pt_br_name;
}

/** The metric's name and definition in the form's language. */
export function metricText(metric: MetricTexts, locale: string): { name: string; definition: string } {
  return locale === 'en'
    ? { name: metric.en_name, definition: metric.en_definition }
    : { name: metric.pt_br_name, definition: metric.pt_br_definition };
}
