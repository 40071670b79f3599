import { describe, expect, it } from 'vitest';
import { parseSheetRows } from './parseSheetRows.ts';
import { readCsv } from './readCsv.ts';
import { SHEET_PROBLEM_CODES, type SheetProblem, type SheetProblemCode } from './sheetProblems.ts';
import { type SheetCell } from './sheetTypes.ts';

const parseCsv = (text: string) => parseSheetRows(readCsv(new TextEncoder().encode(text)));

/** One file per code, with every problem it must yield. Typed by code, so a new code without a case fails to compile. */
const CASES: Record<SheetProblemCode, { csv: string; problems: SheetProblem[] }> = {
  'empty-file': { csv: '\r\n;;\r\n  ; \r\n', problems: [{ line: 1, code: 'empty-file', params: {} }] },
  'no-header': { csv: '\nRelatório;Vendas\n1.01;10,00\n', problems: [{ line: 2, code: 'no-header', params: {} }] },
  'missing-column': {
    csv: 'Nome;01/2026\nVendas;1,00\n',
    problems: [{ line: 1, code: 'missing-column', params: { column: 'account' } }],
  },
  'duplicate-column': {
    csv: 'Conta;Nome;Descrição;01/2026\n1.01;Vendas;Vendas;1,00\n',
    problems: [{ line: 1, column: 'C', code: 'duplicate-column', params: { header: 'Descrição' } }],
  },
  'unknown-month-header': {
    csv: 'Conta;01/2026;Total;13/2026\n1.01;1,00;1,00;2,00\n',
    problems: [
      { line: 1, column: 'C', code: 'unknown-month-header', params: { header: 'Total' } },
      { line: 1, column: 'D', code: 'unknown-month-header', params: { header: '13/2026' } },
    ],
  },
  'duplicate-month': {
    csv: 'Conta;01/2026;02/2026;jan/26\n1.01;1,00;2,00;3,00\n',
    problems: [{ line: 1, column: 'D', code: 'duplicate-month', params: { month: '2026-01-01', firstColumn: 'B' } }],
  },
  'no-data-rows': { csv: 'Título\nConta;Nome;01/2026\n;;\n', problems: [{ line: 2, code: 'no-data-rows', params: {} }] },
  'missing-account': {
    csv: 'Nome;Conta;01/2026\nVendas;1.01;1,00\nTotal;;1,00\n',
    problems: [{ line: 3, column: 'B', code: 'missing-account', params: {} }],
  },
  'bad-account-code': {
    csv: 'Conta;01/2026\n1..01;1,00\n1 01;1,00\n.1;1,00\n1.01-;1,00\nconta/2;1,00\n',
    problems: ['1..01', '1 01', '.1', '1.01-', 'conta/2'].map((value, index) => ({
      line: index + 2,
      column: 'A',
      code: 'bad-account-code' as const,
      params: { value, reason: 'pattern' },
    })),
  },
  'unknown-type': {
    csv: 'Conta;Tipo;01/2026\n1.01;Receita;1,00\n',
    problems: [{ line: 2, column: 'B', code: 'unknown-type', params: { value: 'Receita' } }],
  },
  'unknown-section': {
    csv: 'Conta;Seção;01/2026\n1.01;Operações financeiras;1,00\n',
    problems: [{ line: 2, column: 'B', code: 'unknown-section', params: { value: 'Operações financeiras' } }],
  },
  'conflicting-account': {
    csv: 'Conta;Nome;Tipo;Seção;01/2026\n1.01;Vendas;Entrada;Operacional;1,00\n1.01;Serviços;Saída;Investimento;\n1.01;VENDAS;entrada;;\n',
    problems: [
      { line: 3, column: 'B', code: 'conflicting-account', params: { account: '1.01', field: 'name', value: 'Serviços', firstValue: 'Vendas', firstLine: '2' } },
      { line: 3, column: 'C', code: 'conflicting-account', params: { account: '1.01', field: 'type', value: 'payment', firstValue: 'receipt', firstLine: '2' } },
      { line: 3, column: 'D', code: 'conflicting-account', params: { account: '1.01', field: 'section', value: 'investment', firstValue: 'operations', firstLine: '2' } },
    ],
  },
  'bad-amount': {
    csv: 'Conta;01/2026;02/2026;03/2026\n1.01;12,5x;1234.56;1.234,567\n',
    problems: [
      { line: 2, column: 'B', code: 'bad-amount', params: { value: '12,5x' } },
      { line: 2, column: 'C', code: 'bad-amount', params: { value: '1234.56' } },
      { line: 2, column: 'D', code: 'bad-amount', params: { value: '1.234,567' } },
    ],
  },
  'duplicate-figure': {
    csv: 'Conta;Versão;01/2026;02/2026\n1.01;;1,00;\n1.01;Realizado;2,00;2,00\n1.01;Revisado;3,00;\n1.01;Revisado;;4,00\n1.01;Revisado;5,00;\n',
    problems: [
      { line: 3, column: 'C', code: 'duplicate-figure', params: { account: '1.01', version: '', month: '2026-01-01', firstLine: '2', firstColumn: 'C' } },
      { line: 6, column: 'C', code: 'duplicate-figure', params: { account: '1.01', version: 'Revisado', month: '2026-01-01', firstLine: '4', firstColumn: 'C' } },
    ],
  },
};

describe('parseSheetRows problems', () => {
  it('has a case for every problem code', () => {
    expect(Object.keys(CASES).sort()).toEqual([...SHEET_PROBLEM_CODES].sort());
  });

  it.each(Object.entries(CASES))('reports %s at its exact line and column', (_code, { csv, problems }) => {
    expect(parseCsv(csv).problems).toEqual(problems);
  });

  it('also reports a month header missing when no column is a month', () => {
    expect(parseCsv('Conta;Nome\n1.01;Vendas\n').problems).toEqual([{ line: 1, code: 'missing-column', params: { column: 'month' } }]);
  });

  it('refuses account codes Excel turned into fractions or dates, and TRUE/FALSE, but takes whole numbers', () => {
    const rows: SheetCell[][] = [['Conta', '01/2026'], [1.1, 1], [new Date(Date.UTC(2026, 9, 3)), 1], [true, 1], [101, 1]];
    const result = parseSheetRows(rows);
    expect(result.problems).toEqual([
      { line: 2, column: 'A', code: 'bad-account-code', params: { value: '1.1', reason: 'number' } },
      { line: 3, column: 'A', code: 'bad-account-code', params: { value: '2026-10-03', reason: 'date' } },
      { line: 4, column: 'A', code: 'bad-account-code', params: { value: 'true', reason: 'pattern' } },
    ]);
    expect(result.accounts.map((account) => account.code)).toEqual(['101']);
  });

  it('reports every problem of a file in reading order, and keeps nothing from a refused line', () => {
    const csv = [
      'Conta;Tipo;Total;01/2026;02/2026',
      '1.01;Entrada;x;1,00;abc',
      ';;;2,00;',
      '2.01;Talvez;;3,00;xyz',
      '3.01;Saída;;-4,00;',
    ].join('\n');
    const result = parseCsv(csv);
    expect(result.problems.map(({ line, column, code }) => `${line}${column ?? ''} ${code}`)).toEqual([
      '1C unknown-month-header',
      '2E bad-amount',
      '3A missing-account',
      '4B unknown-type',
      '4E bad-amount',
    ]);
    expect(result.accounts.map((account) => account.code)).toEqual(['1.01', '3.01']);
    expect(result.figures.map(({ line, column, amount }) => `${line}${column} ${amount}`)).toEqual(['2D 1.00', '5D -4.00']);
  });
});
