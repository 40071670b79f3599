import { describe, expect, it } from 'vitest';
import { amountToCents, formatCents, signedCents } from './ecdValues.ts';
import { ofKind, parseLines } from './fixtures/parseHelpers.ts';
import { resultBeforeClosing } from './resultBeforeClosing.ts';

const records = await parseLines();

describe('parseEcd on the complete fixture, after the entries', () => {
  it('yields the result balances before closing with their I350 date', () => {
    expect(ofKind(records, 'resultBalance')).toEqual([
      { kind: 'resultBalance', line: 153, date: '2023-12-31', account: '4.01', costCenter: null, amount: '30500.50', dc: 'C' },
      { kind: 'resultBalance', line: 154, date: '2023-12-31', account: '4.02', costCenter: 'ADM', amount: '2500.25', dc: 'D' },
      { kind: 'resultBalance', line: 155, date: '2023-12-31', account: '4.03', costCenter: null, amount: '1200.00', dc: 'D' },
    ]);
  });

  it('yields the balance sheet and income statement lines with their J005 period', () => {
    const sheet = ofKind(records, 'balanceSheetLine');
    expect(sheet).toHaveLength(12);
    expect(sheet.find((line) => line.aggregationCode === '1.1.1')).toEqual({
      kind: 'balanceSheetLine',
      line: 161,
      periodStart: '2023-01-01',
      periodEnd: '2023-12-31',
      statementScope: 'own',
      aggregationCode: '1.1.1',
      aggregationType: 'D',
      level: 3,
      parentCode: '1.1',
      group: 'A',
      description: 'Caixa e Equivalentes',
      opening: '50000.00',
      openingDc: 'D',
      closing: '153600.25',
      closingDc: 'D',
      noteReference: '3',
    });
    const income = ofKind(records, 'incomeStatementLine');
    expect(income).toHaveLength(4);
    expect(income[0]).toEqual({
      kind: 'incomeStatementLine',
      line: 171,
      periodStart: '2023-01-01',
      periodEnd: '2023-12-31',
      statementScope: 'own',
      order: 1,
      aggregationCode: '3',
      aggregationType: 'T',
      level: 1,
      parentCode: null,
      description: 'Resultado do Exercício',
      opening: null,
      openingDc: null,
      closing: '26800.25',
      closingDc: 'C',
      group: 'R',
      noteReference: null,
    });
    expect(income[3]).toMatchObject({ description: 'Depreciação', opening: '10.00', openingDc: 'D', group: 'D', noteReference: '5' });
  });

  it('tells a J800 spanning four lines by its first and last line, without its RTF', () => {
    expect(ofKind(records, 'attachment')).toEqual([
      {
        kind: 'attachment',
        line: 175,
        lastLine: 178,
        register: 'J800',
        documentType: '010',
        description: 'Notas Explicativas',
        hash: '0123456789ABCDEF0123456789ABCDEF01234567',
      },
    ]);
  });

  it('ends with a summary, having stopped at 9999 before the signature', () => {
    const summary = records[records.length - 1];
    expect(summary).toMatchObject({ kind: 'summary', line: 216, linesRead: 216, problemCount: 0, fatal: false });
    expect(ofKind(records, 'summary')).toHaveLength(1);
    const counts = ofKind(records, 'summary')[0].registerCounts;
    expect(counts).toMatchObject({ '0000': 1, I050: 17, I155: 66, I200: 11, I250: 25, J800: 1, '9900': 31, '9999': 1 });
  });
});

describe('the closing entry (IND_LCTO E)', () => {
  const entryLines = ofKind(records, 'entryLine');
  const december = ofKind(records, 'balance').filter((b) => b.periodStart === '2023-12-01' && b.account.startsWith('4.'));

  it('is emitted with its indicator, on the entry and on each of its lines', () => {
    expect(ofKind(records, 'entry').find((entry) => entry.number === '11')).toMatchObject({ indicator: 'E', amount: '30500.50' });
    const closing = entryLines.filter((line) => line.entryIndicator === 'E');
    expect(closing.map((line) => [line.account, line.amount, line.dc])).toEqual([
      ['4.01', '30500.50', 'D'],
      ['4.02', '2500.25', 'C'],
      ['4.03', '1200.00', 'C'],
      ['3.02', '26800.25', 'C'],
    ]);
  });

  it('zeroes the December balances of the result accounts, so a December result must leave it out', () => {
    expect(december.map((balance) => balance.closing)).toEqual(['0.00', '0.00', '0.00']);
    const decemberResult = entryLines
      .filter((line) => line.date >= '2023-12-01' && line.account.startsWith('4.') && line.entryIndicator !== 'E')
      .reduce((sum, line) => sum - signedCents(amountToCents(line.amount), line.dc), 0n);
    // December: services 18,000.00 − maintenance 1,000.00 − depreciation 1,200.00.
    expect(formatCents(decemberResult)).toBe('15800.00');
  });

  it('leaves I355 as the year’s result before closing, which matches the published DRE', () => {
    const result = resultBeforeClosing(ofKind(records, 'resultBalance'));
    expect(result).toBe('26800.25');
    expect(ofKind(records, 'incomeStatementLine')[0]).toMatchObject({ closing: result, closingDc: 'C' });
  });
});
