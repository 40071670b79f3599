import { describe, expect, it } from 'vitest';
import { ecdProblem } from './ecdProblem.ts';
import { buildFixtureLines } from './fixtures/ecdFixture.ts';
import { collect, editFixture, latin1Line, ofKind, parseLines, problemsOf } from './fixtures/parseHelpers.ts';

describe('malformed registers', () => {
  it('reports a date that is not on the calendar at its line, and skips the entry without further noise', async () => {
    const { lines, line } = editFixture('|I200|6|10062023|24000,00|N||', '|I200|6|31062023|24000,00|N||');
    const records = await parseLines(lines);
    expect(line).toBe(131);
    expect(problemsOf(records)).toEqual([ecdProblem(131, 'bad-date', { register: 'I200', field: 'DT_LCTO', value: '31062023' })]);
    expect(ofKind(records, 'entry').map((entry) => entry.number)).not.toContain('6');
    expect(ofKind(records, 'entryLine').filter((entryLine) => entryLine.entryNumber === '6')).toEqual([]);
  });

  it('reports a number with a thousands separator at its line', async () => {
    const { lines, line } = editFixture('|I250|1.02.01||24000,00|D|NF6||Compra de computadores||', '|I250|1.02.01||24.000,00|D|NF6||Compra de computadores||');
    expect(line).toBe(132);
    expect(problemsOf(await parseLines(lines))).toEqual([
      ecdProblem(132, 'bad-number', { register: 'I250', field: 'VL_DC', value: '24.000,00' }),
    ]);
  });

  it('reports a value outside the leiaute’s list, and an empty required field', async () => {
    const wrongSide = editFixture('|I250|1.01.01||18000,00|D|NF8||Serviços à vista||', '|I250|1.01.01||18000,00|X|NF8||Serviços à vista||');
    expect(problemsOf(await parseLines(wrongSide.lines))).toEqual([
      ecdProblem(wrongSide.line, 'bad-value', { register: 'I250', field: 'IND_DC', value: 'X' }),
    ]);
    const noName = editFixture('|I050|01012023|01|A|3|1.01.02|1.01|Clientes|', '|I050|01012023|01|A|3|1.01.02|1.01||');
    expect(problemsOf(await parseLines(noName.lines))).toEqual([ecdProblem(13, 'missing-value', { register: 'I050', field: 'CTA', value: '' })]);
  });

  it('reports a wrong field count once, whatever the fields hold', async () => {
    const cash = '|I155|1.01.01||50000,00|D|112500,50|1500,25|161000,25|D|';
    const { lines } = editFixture(cash, `${cash}extra|`);
    expect(problemsOf(await parseLines(lines))).toEqual([ecdProblem(39, 'field-count', { register: 'I155', expected: '9', found: '10' })]);
  });

  it('accepts the extra fields that I020 declares', async () => {
    const lines = buildFixtureLines().flatMap((text) => {
      if (text === '|I010|G|9.00|') return [text, '|I020|I155|1|VL_EXTRA|Campo adicional|N|'];
      return text.startsWith('|I155|') ? [`${text}0,00|`] : [text];
    });
    const records = await parseLines(lines);
    expect(problemsOf(records)).toEqual([]);
    expect(ofKind(records, 'balance')).toHaveLength(66);
  });

  it('reports a child register without its parent, and a register leiaute 9 does not know', async () => {
    const orphan = editFixture('|I150|01022023|28022023|', '|I250|1.01.01||1,00|D|||Sem lançamento||', '|I150|01022023|28022023|');
    expect(problemsOf(await parseLines(orphan.lines))).toEqual([ecdProblem(44, 'misplaced-register', { register: 'I250', parent: 'I200' })]);
    const unknown = editFixture('|I075|01|Pagamento de aluguel|', '|I075|01|Pagamento de aluguel|', '|I099|x|');
    expect(problemsOf(await parseLines(unknown.lines))).toEqual([ecdProblem(37, 'unknown-register', { register: 'I099' })]);
  });

  it('still checks the leiaute of an I010 whose IND_ESC is malformed', async () => {
    const records = await parseLines(editFixture('|I010|G|9.00|', '|I010|Q|8.00|').lines);
    expect(problemsOf(records)).toEqual([
      ecdProblem(6, 'bad-value', { register: 'I010', field: 'IND_ESC', value: 'Q' }),
      ecdProblem(6, 'unsupported-layout', { field: 'COD_VER_LC', found: '8.00' }, true),
    ]);
    const lenient = await parseLines(editFixture('|I010|G|9.00|', '|I010|Q|9.00|').lines);
    expect(problemsOf(lenient).map((problem) => problem.code)).toEqual(['bad-value']);
    expect(ofKind(lenient, 'header')[0]).toMatchObject({ bookkeepingForm: null, layoutVersion: '9.00' });
  });

  it('emits the header without I010, and says I010 is missing', async () => {
    const records = await parseLines(editFixture('|I010|G|9.00|').lines);
    expect(problemsOf(records)).toEqual([ecdProblem(6, 'missing-register', { register: 'I010' })]);
    expect(ofKind(records, 'header')[0]).toMatchObject({ bookkeepingForm: null, layoutVersion: null });
  });
});

describe('physical lines', () => {
  it('joins a line that does not start with | to the register before it, keeping later line numbers', async () => {
    const history = '|I250|4.02|ADM|1000,00|D|NF9||Manutenção||';
    const { lines } = editFixture(history, '|I250|4.02|ADM|1000,00|D|NF9||Manutenção', 'preventiva||');
    const records = await parseLines(lines);
    expect(problemsOf(records)).toEqual([]);
    const entryLines = ofKind(records, 'entryLine').filter((entryLine) => entryLine.entryNumber === '9');
    expect(entryLines.map((entryLine) => [entryLine.line, entryLine.history])).toEqual([
      [141, 'Manutenção\npreventiva'],
      [143, 'Manutenção - parte à vista'],
      [144, 'Manutenção - parte a prazo'],
    ]);
  });

  it('skips blank lines and tolerates a line without its last |', async () => {
    const lines = buildFixtureLines().flatMap((text) => (text === '|I001|0|' ? ['', '|I001|0'] : [text]));
    const records = await parseLines(lines);
    expect(problemsOf(records)).toEqual([]);
    expect(ofKind(records, 'period')[0].line).toBe(39);
  });

  it('reports a line that continues nothing, and an RTF that never ends', async () => {
    const head = buildFixtureLines()[0];
    const records = await collect([latin1Line('texto solto'), latin1Line(head), latin1Line('|J800|010|Notas||{\\rtf1'), latin1Line('sem fim')]);
    expect(problemsOf(records)).toEqual([
      ecdProblem(1, 'orphan-line'),
      ecdProblem(3, 'unterminated-rtf', { register: 'J800' }),
      ecdProblem(4, 'missing-trailer', {}, true),
    ]);
  });
});
