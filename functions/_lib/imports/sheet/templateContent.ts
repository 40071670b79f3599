/**
 * What the downloadable template holds, independent of the file format: the header in the chosen language, the
 * twelve months of a year, and example lines that show each convention once (actual vs a budget version, receipts
 * positive and payments negative, an empty month meaning "no figure" rather than zero).
 */
import { TEMPLATE_HEADERS } from './headerNames.ts';
import { type SheetLocale } from './sheetTypes.ts';

/** One example line; amounts are exact decimals (`-8400.00`) or null for an empty cell, one per month. */
export interface TemplateLine {
  code: string;
  name: string;
  type: string;
  section: string;
  version: string;
  amounts: (string | null)[];
}

export interface TemplateContent {
  header: string[];
  lines: TemplateLine[];
}

const MONTH_ABBREVIATIONS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const WORDS = {
  'pt-BR': {
    sales: 'Receita de vendas',
    suppliers: 'Fornecedores',
    receipt: 'Entrada',
    payment: 'Saída',
    operations: 'Operacional',
    actual: 'Realizado',
    budget: 'Orçamento original',
  },
  en: {
    sales: 'Sales revenue',
    suppliers: 'Suppliers',
    receipt: 'Receipt',
    payment: 'Payment',
    operations: 'Operations',
    actual: 'Actual',
    budget: 'Original budget',
  },
} as const;

/** Month header as the template writes it: `01/2026` in pt-BR (mm/aaaa), `Jan 2026` in English. */
export function templateMonthHeader(locale: SheetLocale, year: number, month: number): string {
  return locale === 'pt-BR' ? `${String(month).padStart(2, '0')}/${year}` : `${MONTH_ABBREVIATIONS_EN[month - 1]} ${year}`;
}

/** The template's header and example lines for a locale and year. */
export function templateContent(locale: SheetLocale, year: number): TemplateContent {
  const headers = TEMPLATE_HEADERS[locale];
  const words = WORDS[locale];
  const months = Array.from({ length: 12 }, (_, index) => index + 1);
  const firstQuarter = (values: string[]) => months.map((month) => (month <= values.length ? values[month - 1] : null));
  return {
    header: [headers.account, headers.name, headers.type, headers.section, headers.version, ...months.map((month) => templateMonthHeader(locale, year, month))],
    lines: [
      { code: '1.01', name: words.sales, type: words.receipt, section: words.operations, version: words.actual, amounts: firstQuarter(['15000.00', '16250.50', '17800.00']) },
      { code: '2.01', name: words.suppliers, type: words.payment, section: words.operations, version: words.actual, amounts: firstQuarter(['-8400.00', '-9120.35', '-9800.00']) },
      { code: '1.01', name: words.sales, type: words.receipt, section: words.operations, version: words.budget, amounts: months.map((month) => `${15000 + 500 * month}.00`) },
    ],
  };
}
