import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { parseSheetRows } from './parseSheetRows.ts';
import { readXlsx } from './readXlsx.ts';

const utcMonth = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1));

describe('readXlsx', () => {
  it('keeps cell types, Excel row numbers and column letters, and reads date headers as months', async () => {
    const data: SheetData = [
      [],
      [null, 'Conta', 'Nome', { value: utcMonth(2026, 1), type: Date, format: 'mm/yyyy' }, { value: utcMonth(2026, 2), type: Date, format: 'mmm yyyy' }, 'mar/26'],
      [null, { value: '1.10', type: String, format: '@' }, 'Vendas', 0.1 + 0.2, { value: -1234.565, type: Number, format: '#,##0.00' }, '1.234,56'],
      [null, 101, 'Serviços', 1.005, null, '(R$ 10,00)'],
    ];
    const rows = await readXlsx(await writeXlsxFile(data).toBuffer());
    expect(rows[1][3]).toEqual(utcMonth(2026, 1));
    expect(rows[2][1]).toBe('1.10');
    expect(rows[2][3]).toBe(0.1 + 0.2);

    const result = parseSheetRows(rows);
    expect(result.problems).toEqual([]);
    expect(result.locale).toBe('pt-BR');
    expect(result.months).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(result.accounts.map((account) => account.code)).toEqual(['1.10', '101']);
    expect(result.figures.map(({ line, column, amount }) => `${line}${column} ${amount}`)).toEqual([
      '3D 0.30',
      '3E -1234.57',
      '3F 1234.56',
      '4D 1.01',
      '4F -10.00',
    ]);
  });

  it('reads the sheet named Lançamentos or Figures when the workbook has several', async () => {
    for (const name of ['Lançamentos', 'LANCAMENTOS', 'Figures']) {
      const workbook = await writeXlsxFile([
        { sheet: 'Instruções', data: [['Preencha a aba de lançamentos']] },
        { sheet: name, data: [['Conta', '01/2026'], ['1.01', 5]] },
      ]).toBuffer();
      expect((await readXlsx(workbook))[1], name).toEqual(['1.01', 5]);
    }
  });

  it('reads the first sheet otherwise', async () => {
    const workbook = await writeXlsxFile([
      { sheet: 'Dados', data: [['Account', 'Jan 2026']] },
      { sheet: 'Outra', data: [['x']] },
    ]).toBuffer();
    expect(await readXlsx(workbook)).toEqual([['Account', 'Jan 2026']]);
  });

  it('reads bytes that are a view into a larger buffer', async () => {
    const file = await writeXlsxFile([['Conta', '01/2026']]).toBuffer();
    const padded = new Uint8Array(file.length + 16);
    padded.set(file, 8);
    expect(await readXlsx(padded.subarray(8, 8 + file.length))).toEqual([['Conta', '01/2026']]);
  });

  it('rejects bytes that are not a workbook', async () => {
    await expect(readXlsx(new TextEncoder().encode('Conta;01/2026\n'))).rejects.toThrow();
  });
});
