/**
 * Writes the template as XLSX with write-excel-file: a bold, frozen header, widths that fit the example text, account
 * codes stored as text (so Excel keeps `1.10` and never turns `3-10` into a date), and amounts as numbers in a
 * two-decimal format, which Excel shows with the reader's own separators.
 */
import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node';
import { type TemplateContent } from './templateContent.ts';
import { type SheetLocale } from './sheetTypes.ts';

const SHEET_NAME: Record<SheetLocale, string> = { 'pt-BR': 'Lançamentos', en: 'Figures' };

/** Widths in characters: code, name, type, section, version; then each month. */
const NAMED_WIDTHS = [10, 24, 10, 14, 20];
const MONTH_WIDTH = 12;

/** The XLSX file's bytes. */
export async function templateXlsx(content: TemplateContent, locale: SheetLocale): Promise<Uint8Array> {
  const data: SheetData = [
    content.header.map((value): Cell => ({ value, fontWeight: 'bold' })),
    ...content.lines.map((line): Cell[] => [
      { value: line.code, type: String, format: '@' },
      line.name,
      line.type,
      line.section,
      line.version,
      // Number() of a two-decimal string is the double nearest to it, whose shortest form reads back identical.
      ...line.amounts.map((amount): Cell => (amount === null ? null : { value: Number(amount), type: Number, format: '#,##0.00' })),
    ]),
  ];
  const columns = content.header.map((_, index) => ({ width: NAMED_WIDTHS[index] ?? MONTH_WIDTH }));
  return writeXlsxFile(data, { sheet: SHEET_NAME[locale], columns, stickyRowsCount: 1 }).toBuffer();
}
