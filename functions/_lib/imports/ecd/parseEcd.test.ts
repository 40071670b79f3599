import { describe, expect, it } from 'vitest';
import { buildFixtureLines } from './fixtures/ecdFixture.ts';
import { editFixture, ofKind, parseLines, problemsOf } from './fixtures/parseHelpers.ts';

const records = await parseLines();
const FIXTURE_LINES = buildFixtureLines();

describe('parseEcd on the complete fixture', () => {
  it('reads it without a problem', () => {
    expect(problemsOf(records)).toEqual([]);
  });

  it('yields the header first, completed by I010', () => {
    expect(records[0]).toEqual({
      kind: 'header',
      line: 1,
      periodStart: '2023-01-01',
      periodEnd: '2023-12-31',
      name: 'Análise & Serviços Exemplo Ltda',
      cnpj: '11222333000181',
      uf: 'SP',
      filingPurpose: 'original',
      replacedFileHash: null,
      bookkeepingForm: 'G',
      layoutVersion: '9.00',
    });
  });

  it('reads a substituta with the hash of the file it replaces', async () => {
    const original = FIXTURE_LINES[0];
    const hash = '1234567890ABCDEF1234567890ABCDEF12345678';
    const { lines } = editFixture(original, original.replace('|0|1|0||0|0|', `|0|1|1|${hash}|0|0|`));
    const [header] = ofKind(await parseLines(lines), 'header');
    expect(header).toMatchObject({ filingPurpose: 'substituta', replacedFileHash: hash });
  });

  it('yields each account after its I051 and I052, with Latin-1 accents decoded', () => {
    const accounts = ofKind(records, 'account');
    expect(accounts).toHaveLength(17);
    expect(accounts.find((account) => account.code === '1.01.01')).toEqual({
      kind: 'account',
      line: 10,
      changedOn: '2023-01-01',
      nature: '01',
      accountType: 'A',
      level: 3,
      code: '1.01.01',
      parentCode: '1.01',
      name: 'Caixa e Equivalentes',
      referentialCodes: [{ costCenter: null, code: '1.01.01.01.01' }],
      aggregationCodes: [{ costCenter: null, code: '1.1.1' }],
    });
    expect(accounts[0]).toMatchObject({ code: '1', accountType: 'S', level: 1, parentCode: null, aggregationCodes: [] });
    expect(new Set(accounts.map((account) => account.nature))).toEqual(new Set(['01', '02', '03', '04']));
    const names = accounts.map((account) => account.name);
    expect(names).toEqual(expect.arrayContaining(['Receita de Serviços', 'Depreciação', 'Ativo Não Circulante', 'Patrimônio Líquido']));
  });

  it('yields twelve monthly periods and their balances', () => {
    const periods = ofKind(records, 'period');
    expect(periods).toHaveLength(12);
    expect(periods[0]).toEqual({ kind: 'period', line: 38, start: '2023-01-01', end: '2023-01-31' });
    expect(periods[11]).toMatchObject({ start: '2023-12-01', end: '2023-12-31' });
    const balances = ofKind(records, 'balance');
    expect(balances).toHaveLength(66);
    expect(balances[0]).toEqual({
      kind: 'balance',
      line: 39,
      periodStart: '2023-01-01',
      periodEnd: '2023-01-31',
      account: '1.01.01',
      costCenter: null,
      opening: '50000.00',
      openingDc: 'D',
      debits: '112500.50',
      credits: '1500.25',
      closing: '161000.25',
      closingDc: 'D',
    });
    expect(balances.find((b) => b.account === '4.02' && b.periodStart === '2023-01-01')).toMatchObject({ costCenter: 'ADM' });
  });

  it('yields entries with their indicator and extemporaneous date, and each line with its entry’s key', () => {
    const entries = ofKind(records, 'entry');
    expect(entries).toHaveLength(11);
    expect(entries.find((entry) => entry.number === '5')).toEqual({
      kind: 'entry',
      line: 128,
      number: '5',
      date: '2023-02-28',
      amount: '500.00',
      indicator: 'X',
      extemporaneousDate: '2022-12-20',
    });
    const lines = ofKind(records, 'entryLine');
    expect(lines).toHaveLength(25);
    expect(lines.find((line) => line.line === 126)).toEqual({
      kind: 'entryLine',
      line: 126,
      entryNumber: '4',
      date: '2023-01-25',
      entryIndicator: 'N',
      account: '4.02',
      costCenter: 'ADM',
      amount: '1500.25',
      dc: 'D',
      archiveNumber: 'NF4',
      standardHistoryCode: '01',
      history: 'Aluguel de janeiro',
      participant: null,
    });
    expect(lines.find((line) => line.line === 117)).toMatchObject({ history: 'Integralização de capital', standardHistoryCode: null });
  });

  it('gives every record a line, in file order', () => {
    const lines = records.filter((record) => record.kind !== 'summary').map((record) => record.line);
    expect(lines.every((line) => line >= 1)).toBe(true);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });
});
