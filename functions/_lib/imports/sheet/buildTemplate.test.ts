import { describe, expect, it } from 'vitest';
import { buildTemplate } from './buildTemplate.ts';
import { parseSheetRows } from './parseSheetRows.ts';
import { readCsv } from './readCsv.ts';
import { readXlsx } from './readXlsx.ts';
import { type SheetCell, type SheetLocale } from './sheetTypes.ts';

const read = (format: 'xlsx' | 'csv', bytes: Uint8Array): Promise<SheetCell[][]> | SheetCell[][] =>
  format === 'csv' ? readCsv(bytes) : readXlsx(bytes);

const YEAR_MONTHS = Array.from({ length: 12 }, (_, index) => `2027-${String(index + 1).padStart(2, '0')}-01`);

describe('buildTemplate', () => {
  it.each([
    ['pt-BR', 'csv'],
    ['pt-BR', 'xlsx'],
    ['en', 'csv'],
    ['en', 'xlsx'],
  ] as const)('reads back a %s %s template without a problem', async (locale: SheetLocale, format) => {
    const result = parseSheetRows(await read(format, await buildTemplate(locale, format, 2027)));
    expect(result.problems).toEqual([]);
    expect(result.locale).toBe(locale);
    expect(result.months).toEqual(YEAR_MONTHS);
    expect(result.accounts).toEqual([
      expect.objectContaining({ code: '1.01', type: 'receipt', section: 'operations', line: 2 }),
      expect.objectContaining({ code: '2.01', type: 'payment', section: 'operations', line: 3 }),
    ]);
    const byLine = (line: number) => result.figures.filter((figure) => figure.line === line).map((figure) => figure.amount);
    expect(byLine(2)).toEqual(['15000.00', '16250.50', '17800.00']);
    expect(byLine(3)).toEqual(['-8400.00', '-9120.35', '-9800.00']);
    expect(byLine(4)).toHaveLength(12);
    expect(result.figures.filter((figure) => figure.line === 4).every((figure) => figure.version !== null)).toBe(true);
  });

  it('writes pt-BR headers and numbers in the CSV, with a BOM and semicolons', async () => {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await buildTemplate('pt-BR', 'csv', 2026));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFConta;Nome;Tipo;Seção;Versão;01/2026;02/2026;03/2026;04/2026;05/2026;06/2026;07/2026;08/2026;09/2026;10/2026;11/2026;12/2026');
    expect(lines[1]).toBe('1.01;Receita de vendas;Entrada;Operacional;Realizado;15.000,00;16.250,50;17.800,00;;;;;;;;;');
    expect(lines[2].split(';').slice(0, 6)).toEqual(['2.01', 'Fornecedores', 'Saída', 'Operacional', 'Realizado', '-8.400,00']);
  });

  it('writes English headers and quoted numbers in the CSV, with commas', async () => {
    const text = new TextDecoder().decode(await buildTemplate('en', 'csv', 2026));
    expect(text.split('\r\n')[0]).toMatch(/^Account,Name,Type,Section,Version,Jan 2026,Feb 2026,.*,Dec 2026$/u);
    expect(text).toContain('2.01,Suppliers,Payment,Operations,Actual,"-8,400.00","-9,120.35"');
  });

  it('stores XLSX amounts as numbers and account codes as text, on a sheet named for the language', async () => {
    const rows = await readXlsx(await buildTemplate('en', 'xlsx', 2026));
    expect(rows[0].slice(0, 6)).toEqual(['Account', 'Name', 'Type', 'Section', 'Version', 'Jan 2026']);
    expect(rows[1].slice(0, 8)).toEqual(['1.01', 'Sales revenue', 'Receipt', 'Operations', 'Actual', 15000, 16250.5, 17800]);
    expect(rows[1][8]).toBeNull();
  });
});
