/**
 * Writes the template as CSV the way Excel reads it without asking: a UTF-8 BOM (without it Excel shows `Seção` as
 * `SeÃ§Ã£o`), CRLF line ends, `;` and `1.234,56` in pt-BR, `,` and `1,234.56` (quoted) in English.
 */
import { type TemplateContent } from './templateContent.ts';
import { type SheetLocale } from './sheetTypes.ts';

const DELIMITER: Record<SheetLocale, string> = { 'pt-BR': ';', en: ',' };

/** The CSV file's bytes. */
export function templateCsv(content: TemplateContent, locale: SheetLocale): Uint8Array {
  const delimiter = DELIMITER[locale];
  const records = [
    content.header,
    ...content.lines.map((line) => [
      line.code,
      line.name,
      line.type,
      line.section,
      line.version,
      ...line.amounts.map((amount) => (amount === null ? '' : formatAmount(amount, locale))),
    ]),
  ];
  const text = records.map((record) => record.map((field) => quoteField(field, delimiter)).join(delimiter)).join('\r\n');
  return new TextEncoder().encode(`\uFEFF${text}\r\n`);
}

/** An exact decimal (`-8400.00`) as people type it in the locale: `-8.400,00` or `-8,400.00`. */
export function formatAmount(decimal: string, locale: SheetLocale): string {
  const match = /^(-?)(\d+)\.(\d{2})$/u.exec(decimal);
  if (!match) throw new RangeError(`not a two-decimal amount: ${decimal}`);
  const [, sign, units, cents] = match;
  const [thousands, point] = locale === 'pt-BR' ? ['.', ','] : [',', '.'];
  return `${sign}${units.replace(/\B(?=(\d{3})+$)/gu, thousands)}${point}${cents}`;
}

function quoteField(field: string, delimiter: string): string {
  return field.includes(delimiter) || /["\r\n]/u.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}
