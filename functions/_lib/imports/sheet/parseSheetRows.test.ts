import { describe, expect, it } from 'vitest';
import { parseSheetRows } from './parseSheetRows.ts';
import { readCsv } from './readCsv.ts';

const parseCsv = (text: string) => parseSheetRows(readCsv(new TextEncoder().encode(text)));

describe('parseSheetRows', () => {
  it('reads a pt-BR file: accounts once each, one figure per filled month cell, actual and budget versions', () => {
    const result = parseCsv(
      [
        'Conta;Nome;Tipo;Seção;Versão;01/2026;02/2026;03/2026',
        '1.01;Receita de vendas;Entrada;Operacional;Realizado;1.234,56;(1.000,00);',
        '3-10;Empréstimos;SAÍDA;financiamento;;R$ -2.500,00;0;1234',
        '1.01;;;;Orçamento original;1.500,00;1.500,00;1.500,00',
      ].join('\r\n'),
    );
    expect(result.problems).toEqual([]);
    expect(result.locale).toBe('pt-BR');
    expect(result.months).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(result.accounts).toEqual([
      { code: '1.01', name: 'Receita de vendas', type: 'receipt', section: 'operations', line: 2 },
      { code: '3-10', name: 'Empréstimos', type: 'payment', section: 'financing', line: 3 },
    ]);
    expect(result.figures.map(({ line, column, accountCode, version, month, amount }) => [line, column, accountCode, version, month, amount])).toEqual([
      [2, 'F', '1.01', null, '2026-01-01', '1234.56'],
      [2, 'G', '1.01', null, '2026-02-01', '-1000.00'],
      [3, 'F', '3-10', null, '2026-01-01', '-2500.00'],
      [3, 'G', '3-10', null, '2026-02-01', '0.00'],
      [3, 'H', '3-10', null, '2026-03-01', '1234.00'],
      [4, 'F', '1.01', 'Orçamento original', '2026-01-01', '1500.00'],
      [4, 'G', '1.01', 'Orçamento original', '2026-02-01', '1500.00'],
      [4, 'H', '1.01', 'Orçamento original', '2026-03-01', '1500.00'],
    ]);
  });

  it('reads an English file with its own number format and month headers', () => {
    const result = parseCsv(
      [
        'Account,Name,Type,Section,Version,Jan 2026,2026-02,mar/26',
        '4.2.01,Equipment,payment,Investment,Actual,"(12,500.00)","1,234",',
        '4.2.01,Equipment,Payment,investment,Forecast,-100.5,,"$2,000.00"',
      ].join('\n'),
    );
    expect(result.problems).toEqual([]);
    expect(result.locale).toBe('en');
    expect(result.months).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(result.accounts).toEqual([{ code: '4.2.01', name: 'Equipment', type: 'payment', section: 'investment', line: 2 }]);
    expect(result.figures.map(({ version, month, amount }) => `${version ?? 'actual'} ${month} ${amount}`)).toEqual([
      'actual 2026-01-01 -12500.00',
      'actual 2026-02-01 1234.00',
      'Forecast 2026-01-01 -100.50',
      'Forecast 2026-03-01 2000.00',
    ]);
  });

  it('skips title rows, blank lines and comments in unheaded or note columns, keeping Excel row numbers', () => {
    const result = parseCsv(
      [
        'Empresa Exemplo Ltda;;;',
        '',
        'Conta;01/2026;;Observações',
        '1.01;10,00;conferir com o banco;ok',
        ';;só um comentário;',
        '',
        ';;;nota',
        '1.02;20,00;;',
      ].join('\n'),
    );
    expect(result.problems).toEqual([]);
    expect(result.figures.map(({ line, column, accountCode }) => `${line}${column} ${accountCode}`)).toEqual(['4B 1.01', '8B 1.02']);
  });

  it('treats an empty cell as no figure and keeps accounts declared without figures', () => {
    const result = parseCsv('Conta;Nome;01/2026;02/2026\n1.01;Vendas;;\n1.02;Custos;0,00;\n');
    expect(result.accounts.map((account) => account.code)).toEqual(['1.01', '1.02']);
    expect(result.figures).toEqual([{ line: 3, column: 'C', accountCode: '1.02', version: null, month: '2026-01-01', amount: '0.00' }]);
  });

  it('reads empty, Realizado and Actual versions, in any case, as actual figures, and keeps other names as typed', () => {
    const result = parseCsv('Conta;Versão;01/2026\n1;;1\n2;REALIZADO;1\n3;actual;1\n4;  Revisado  2 ;1\n');
    expect(result.figures.map((figure) => figure.version)).toEqual([null, null, null, 'Revisado 2']);
  });

  it('treats versions that differ only in case, accents or spacing as one, named as first written', () => {
    const result = parseCsv('Conta;Versão;01/2026;02/2026\n1;Orçamento  revisado;1;\n1;ORCAMENTO REVISADO;;2\n');
    expect(result.figures.map((figure) => figure.version)).toEqual(['Orçamento revisado', 'Orçamento revisado']);
    expect(parseCsv('Conta;Versão;01/2026\n1;Revisado;1\n1;revisado;2\n').problems.map((problem) => problem.code)).toEqual([
      'duplicate-figure',
    ]);
  });

  it('skips group headings that have neither an account code nor an amount', () => {
    const result = parseCsv('Conta;Nome;Tipo;01/2026\n;RECEITAS;Entrada;\n1.01;Vendas;Entrada;10\n;;;\n');
    expect(result.problems).toEqual([]);
    expect(result.accounts.map((account) => account.code)).toEqual(['1.01']);
  });

  it('completes an account from later lines that add what earlier ones left empty', () => {
    const result = parseCsv('Conta;Nome;Tipo;Seção;01/2026\n1.01;;;;1\n1.01;Vendas;;;\n1.01;vendas;Entrada;;\n1.01;;;Operacional;\n');
    expect(result.problems).toEqual([]);
    expect(result.accounts).toEqual([{ code: '1.01', name: 'Vendas', type: 'receipt', section: 'operations', line: 2 }]);
  });

  it('accepts columns in any order, other header words, and headers in any case or without accents', () => {
    const result = parseCsv('DESCRICAO;jan/2026;CODIGO;secao;tipo;versao\nVendas;5;1.01;OPERACIONAL;entrada;\n');
    expect(result.problems).toEqual([]);
    expect(result.accounts).toEqual([{ code: '1.01', name: 'Vendas', type: 'receipt', section: 'operations', line: 2 }]);
    expect(result.figures[0]).toMatchObject({ column: 'B', amount: '5.00' });
  });

  it('decides the number format by the account header, so 1.234 is a thousand in pt-BR and refused in English', () => {
    expect(parseCsv('Conta;01/2026\n1.01;1.234\n').figures[0].amount).toBe('1234.00');
    expect(parseCsv('Account;Jan 2026\n1.01;1.234\n').problems.map((problem) => problem.code)).toEqual(['bad-amount']);
  });

  it('reads a windows-1252 file, accents included', () => {
    // Every character here is below U+0100, so its code is its windows-1252 byte.
    const text = 'Conta;Seção;Versão;01/2026\r\n1.01;Operacional;Orçamento;1,00\r\n';
    const latin1 = Uint8Array.from({ length: text.length }, (_, index) => text.charCodeAt(index));
    const result = parseSheetRows(readCsv(latin1));
    expect(result.problems).toEqual([]);
    expect(result.figures[0]).toMatchObject({ version: 'Orçamento', amount: '1.00' });
  });

  it('reads a UTF-8 file with a BOM and a tab delimiter', () => {
    const bytes = new TextEncoder().encode('\uFEFFConta\tSeção\t01/2026\r\n1.01\tInvestimento\t-1.234,56\r\n');
    const result = parseSheetRows(readCsv(bytes));
    expect(result.problems).toEqual([]);
    expect(result.accounts[0].section).toBe('investment');
    expect(result.figures[0].amount).toBe('-1234.56');
  });
});
