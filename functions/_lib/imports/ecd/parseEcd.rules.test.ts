import { describe, expect, it } from 'vitest';
import { ecdProblem } from './ecdProblem.ts';
import { buildFixtureLines, encodeFixture } from './fixtures/ecdFixture.ts';
import { collect, editFixture, ofKind, parseLines, problemsOf } from './fixtures/parseHelpers.ts';

/** The problems of the fixture with one line replaced. */
async function problemsAfter(original: string, ...replacement: string[]): Promise<{ problems: unknown[]; line: number }> {
  const { lines, line } = editFixture(original, ...replacement);
  return { problems: problemsOf(await parseLines(lines)), line };
}

const JANUARY_CASH = '|I155|1.01.01||50000,00|D|112500,50|1500,25|161000,25|D|';

describe('balance rules', () => {
  it('reports an I155 whose closing balance does not follow from opening, debits and credits', async () => {
    const { problems, line } = await problemsAfter(JANUARY_CASH, JANUARY_CASH.replace('161000,25|D', '161000,26|D'));
    expect(line).toBe(39);
    expect(problems).toEqual([
      ecdProblem(39, 'closing-balance-mismatch', { account: '1.01.01', costCenter: '', expected: '161000.25 D', found: '161000.26 D' }),
    ]);
  });

  it('reports I155 debits that the month’s I250 debits do not add up to, at the I155’s line', async () => {
    // Opening lowered by as much as debits are raised: the closing balance still follows, only the debits are off.
    const { problems } = await problemsAfter(JANUARY_CASH, '|I155|1.01.01||49900,00|D|112600,50|1500,25|161000,25|D|');
    expect(problems).toEqual([
      ecdProblem(39, 'period-debits-mismatch', {
        account: '1.01.01',
        periodStart: '2023-01-01',
        periodEnd: '2023-01-31',
        expected: '112600.50',
        found: '112500.50',
      }),
    ]);
  });

  it('reports I250 credits that differ from the I155, and the entry they unbalance', async () => {
    const { problems } = await problemsAfter('|I250|2.01.01||100,00|C|NF9||Manutenção - parte a prazo||', '|I250|2.01.01||90,00|C|NF9||Manutenção - parte a prazo||');
    expect(problems).toEqual([
      ecdProblem(140, 'entry-credits-mismatch', { entry: '9', expected: '1000.00', found: '990.00' }),
      ecdProblem(110, 'period-credits-mismatch', {
        account: '2.01.01',
        periodStart: '2023-12-01',
        periodEnd: '2023-12-31',
        expected: '100.00',
        found: '90.00',
      }),
    ]);
  });

  it('reports an I200 whose VL_LCTO is not the sum of its debits nor of its credits', async () => {
    const { problems } = await problemsAfter('|I200|9|20122023|1000,00|N||', '|I200|9|20122023|1100,00|N||');
    expect(problems).toEqual([
      ecdProblem(140, 'entry-debits-mismatch', { entry: '9', expected: '1100.00', found: '1000.00' }),
      ecdProblem(140, 'entry-credits-mismatch', { entry: '9', expected: '1100.00', found: '1000.00' }),
    ]);
  });

  it('accepts an entry matched on one side only in an auxiliary journal (IND_ESC A)', async () => {
    const lines = buildFixtureLines().map((text) => (text === '|I010|G|9.00|' ? '|I010|A|9.00|' : text));
    lines[139] = '|I200|9|20122023|1000,00|N||';
    lines[142] = '|I250|2.01.01||90,00|C|NF9||Manutenção - parte a prazo||';
    const codes = problemsOf(await parseLines(lines)).map((problem) => problem.code);
    expect(codes).toEqual(['period-credits-mismatch']);
  });

  it('reports closing entries that do not reverse the I355 balance [REGRA_VALIDACAO_SALDO_CONTA]', async () => {
    const { problems } = await problemsAfter('|I355|4.02|ADM|2500,25|D|', '|I355|4.02|ADM|2500,00|D|');
    expect(problems).toEqual([
      ecdProblem(154, 'closing-entries-mismatch', { account: '4.02', date: '2023-12-31', expected: '2500.00 C', found: '2500.25 C' }),
    ]);
  });

  it('reports an account the chart does not define, and the totals it leaves unmatched', async () => {
    const { problems } = await problemsAfter('|I250|4.01||12500,50|C|NF2||Serviços prestados NF 101||', '|I250|4.99||12500,50|C|NF2||Serviços prestados NF 101||');
    const period = { periodStart: '2023-01-01', periodEnd: '2023-01-31' };
    expect(problems).toEqual([
      ecdProblem(121, 'unknown-account', { register: 'I250', account: '4.99' }),
      ecdProblem(42, 'period-credits-mismatch', { account: '4.01', ...period, expected: '12500.50', found: '0.00' }),
      ecdProblem(121, 'entry-without-balance', { account: '4.99', ...period }),
    ]);
  });

  it('reports a balance on a synthetic account', async () => {
    const { problems } = await problemsAfter('|I155|1.02.02||0,00|D|0,00|1200,00|1200,00|C|', '|I155|1.02||0,00|D|0,00|1200,00|1200,00|C|');
    expect(problems).toContainEqual(ecdProblem(109, 'account-not-analytic', { register: 'I155', account: '1.02' }));
  });

  it('reports an entry dated outside every I150 period', async () => {
    const { problems } = await problemsAfter('|I200|8|05122023|18000,00|N||', '|I200|8|05012024|18000,00|N||');
    expect(problems).toContainEqual(ecdProblem(137, 'entry-outside-periods', { entry: '8', date: '2024-01-05' }));
  });
});

describe('fatal problems', () => {
  const fatalOnly = async (lines: string[], line: number, code: string, params: Record<string, string>, expectedCnpj?: string): Promise<void> => {
    const records = await parseLines(lines, { expectedCnpj });
    expect(records.map((record) => record.kind)).toEqual(['problem', 'summary']);
    expect(records[0]).toEqual({ kind: 'problem', line, code, params, fatal: true });
    // Nothing is read past the line after the fatal register's (which tells that the register has ended).
    expect(records[1]).toMatchObject({ kind: 'summary', fatal: true, problemCount: 1, linesRead: line + 1 });
  };

  it('stops at a CNPJ other than the expected one', async () => {
    await fatalOnly(buildFixtureLines(), 1, 'cnpj-mismatch', { expected: '11444777000161', found: '11222333000181' }, '11.444.777/0001-61');
  });

  it('stops at a leiaute 8 file, by COD_VER_LC or by its year', async () => {
    await fatalOnly(editFixture('|I010|G|9.00|', '|I010|G|8.00|').lines, 6, 'unsupported-layout', { field: 'COD_VER_LC', found: '8.00' });
    const first = buildFixtureLines()[0];
    const year2019 = editFixture(first, first.replace('|01012023|31122023|', '|01012019|31122019|')).lines;
    await fatalOnly(year2019, 1, 'unsupported-layout', { field: 'DT_INI', found: '2019' });
    await fatalOnly(editFixture(first, first.replace('|LECD|', '|LECF|')).lines, 1, 'unsupported-layout', { field: 'LECD', found: 'LECF' });
  });

  it('stops when 0000 is missing, or unreadable', async () => {
    const first = buildFixtureLines()[0];
    await fatalOnly(editFixture(first).lines, 1, 'missing-header', {});
    const empty = await collect([]);
    expect(empty).toEqual([ecdProblem(1, 'missing-header', {}, true), { kind: 'summary', line: 1, linesRead: 0, registerCounts: {}, problemCount: 1, fatal: true }]);
    const badDate = editFixture(first, first.replace('|31122023|', '|31022023|')).lines;
    await fatalOnly(badDate, 1, 'bad-date', { register: '0000', field: 'DT_FIN', value: '31022023' });
  });

  it('reports a file cut short before 9999, after what it could read', async () => {
    // Without the signature too: past the end of the books, nothing tells its bytes from a register's.
    const records = await collect([encodeFixture(buildFixtureLines().slice(0, 155), false)]);
    expect(ofKind(records, 'entryLine')).toHaveLength(25);
    expect(problemsOf(records)).toEqual([ecdProblem(155, 'missing-trailer', {}, true)]);
  });
});
