import { describe, expect, it } from 'vitest';
import { detectDelimiter, readCsv } from './readCsv.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('readCsv', () => {
  it.each([
    [';', 'Conta;Nome;01/2026\n1.01;Vendas;1.234,56\n'],
    [',', 'Account,Name,Jan 2026\n1.01,Sales,"1,234.56"\n'],
    ['\t', 'Conta\tNome\t01/2026\n1.01\tVendas\t1.234,56\n'],
  ])('detects the %j delimiter', (delimiter, text) => {
    expect(detectDelimiter(text)).toBe(delimiter);
    expect(readCsv(utf8(text))[1]).toHaveLength(3);
  });

  it('counts delimiters on the header, so commas in pt-BR amounts do not decide', () => {
    expect(detectDelimiter('Conta;Nome;01/2026;02/2026\n1.01;Vendas;1,00;2,00\n')).toBe(';');
  });

  it('looks past leading blank lines, and falls back to ; for a single column', () => {
    expect(detectDelimiter('\n\nAccount,Name\n')).toBe(',');
    expect(detectDelimiter('Conta\n1.01\n')).toBe(';');
  });

  it('ignores delimiters inside quotes when detecting', () => {
    expect(detectDelimiter('"a;b;c;d",x,y\n')).toBe(',');
  });

  it('unquotes fields, with doubled quotes and line breaks inside them', () => {
    const rows = readCsv(utf8('Conta;Nome\r\n1.01;"Vendas ""à vista""; loja"\r\n1.02;"linha\r\nquebrada"\r\n'));
    expect(rows).toEqual([
      ['Conta', 'Nome'],
      ['1.01', 'Vendas "à vista"; loja'],
      ['1.02', 'linha\r\nquebrada'],
    ]);
  });

  it('keeps blank lines as records, so record numbers match the rows Excel shows', () => {
    expect(readCsv(utf8('a;b\r\n\r\n;\r\nc;d'))).toEqual([['a', 'b'], [''], ['', ''], ['c', 'd']]);
  });

  it('accepts LF, CRLF and bare CR line ends and a missing final line break', () => {
    expect(readCsv(utf8('a;b\nc;d\re;f\r\ng;h'))).toEqual([['a', 'b'], ['c', 'd'], ['e', 'f'], ['g', 'h']]);
  });

  it('keeps empty trailing fields and an empty quoted field', () => {
    expect(readCsv(utf8('a;;\n"";b\n'))).toEqual([['a', '', ''], ['', 'b']]);
  });

  it('keeps a quote in the middle of an unquoted field as text, and runs an unclosed quote to the end', () => {
    expect(readCsv(utf8('a;5" tela;c\n'))).toEqual([['a', '5" tela', 'c']]);
    expect(readCsv(utf8('a;"b\nc'))).toEqual([['a', 'b\nc']]);
  });

  it('returns no rows for an empty file', () => {
    expect(readCsv(new Uint8Array())).toEqual([]);
  });
});
