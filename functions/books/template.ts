/**
 * GET /v1/functions/books/template?locale=pt-BR|en&format=xlsx|csv&year=2026
 *
 * The spreadsheet template the import reads, in the controller's language: the header, the twelve months of the year,
 * and example lines (a receipt, a payment, a budget line). Anyone may download it; it holds no data.
 */
import { buildTemplate } from '../_lib/imports/sheet/buildTemplate.ts';
import type { FunctionRequest, FunctionResponse } from '../_lib/http.ts';

const TYPES = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', csv: 'text/csv; charset=utf-8' } as const;

export default async function handler(req: FunctionRequest, res: FunctionResponse): Promise<void> {
  const locale = req.query.locale === 'en' ? 'en' : 'pt-BR';
  const format = req.query.format === 'csv' ? 'csv' : 'xlsx';
  const yearText = typeof req.query.year === 'string' ? req.query.year : '';
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : new Date().getFullYear();
  const bytes = await buildTemplate(locale, format, year);
  const name = `${locale === 'en' ? 'books-template' : 'modelo-livros'}-${year}.${format}`;
  res.status(200).setHeader('content-type', TYPES[format]).setHeader('content-disposition', `attachment; filename="${name}"`).send(bytes);
}
