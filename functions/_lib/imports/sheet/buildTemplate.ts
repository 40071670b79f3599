/**
 * The spreadsheet template companies download and fill in; `parseSheetRows` reads it back without a problem, which
 * the tests check for every language and format.
 */
import { templateContent } from './templateContent.ts';
import { templateCsv } from './templateCsv.ts';
import { templateXlsx } from './templateXlsx.ts';
import { type SheetLocale } from './sheetTypes.ts';

/** The template file for a language, format and year: headers, the year's twelve months and three example lines. */
export async function buildTemplate(locale: SheetLocale, format: 'xlsx' | 'csv', year: number): Promise<Uint8Array> {
  const content = templateContent(locale, year);
  return format === 'csv' ? templateCsv(content, locale) : templateXlsx(content, locale);
}
