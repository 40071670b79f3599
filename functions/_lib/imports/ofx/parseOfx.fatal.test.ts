/** Files that must not be imported, statement-level warnings, the problem catalogue, and never throwing. */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../../common/mulberry32.ts';
import { readFixture, sgmlFile, sgmlStatement, sgmlTransaction } from './fixtures/ofxFixtures.ts';
import { parseOfx } from './parseOfx.ts';
import { OFX_PROBLEM_CODES, OFX_PROBLEMS } from './ofxProblems.ts';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const codesOf = (bytes: Uint8Array): [number, string, boolean][] =>
  parseOfx(bytes).problems.map((p) => [p.line, p.code, p.fatal]);

describe('parseOfx refusing whole files', () => {
  it('says not-ofx for a CSV, an HTML page, a PDF and an empty file', () => {
    const files = ['Data;Valor\n01/02/2024;-10,00\n', '<html><body><p>Extrato</p></body></html>', '%PDF-1.7\n<<\n/Type', ''];
    for (const text of files) {
      const result = parseOfx(utf8(text));
      expect(result.problems, text).toEqual([{ line: 1, code: 'not-ofx', params: {}, fatal: true }]);
      expect(result.ok).toBe(false);
    }
  });

  it('says no-statement for an OFX file with only its signon', () => {
    const signonOnly = '<OFX>\n<SIGNONMSGSRSV1>\n<SONRS>\n<STATUS>\n<CODE>15500\n</STATUS>\n</SONRS>\n</SIGNONMSGSRSV1>\n</OFX>\n';
    expect(codesOf(sgmlFile(signonOnly))).toEqual([[1, 'no-statement', true]]);
  });

  it('says truncated-file, at the last line, when the file ends inside a statement', () => {
    const whole = sgmlStatement(sgmlTransaction('T1', '20240102', '-1234.56', 'X'));
    const cut = whole.slice(0, new TextDecoder().decode(whole).indexOf('<TRNAMT>') + '<TRNAMT>-12'.length);
    const result = parseOfx(cut);
    expect(result.problems.filter((p) => p.fatal)).toEqual([{ line: 27, code: 'truncated-file', params: {}, fatal: true }]);
    expect(result.ok).toBe(false);
  });

  it('only warns when </OFX> is missing after complete statements', () => {
    const whole = new TextDecoder().decode(sgmlStatement(sgmlTransaction('T1', '20240102', '-1.00', 'X')));
    const result = parseOfx(utf8(whole.replace('</OFX>\n', '')));
    expect(result.problems).toEqual([{ line: 38, code: 'missing-ofx-end', params: {}, fatal: false }]);
    expect(result.statements[0].transactionCount).toBe(1);
  });

  it('says missing-account for a statement without ACCTID', () => {
    const text = new TextDecoder().decode(sgmlStatement('')).replace('<ACCTID>1234-5\n', '');
    expect(codesOf(utf8(text))).toEqual([[14, 'missing-account', true]]);
  });
});

describe('parseOfx statement warnings', () => {
  const statementText = new TextDecoder().decode(sgmlStatement(''));

  it('says bad-currency for a missing or malformed CURDEF', () => {
    expect(codesOf(utf8(statementText.replace('<CURDEF>BRL', '<CURDEF>R$')))).toEqual([[15, 'bad-currency', false]]);
    expect(codesOf(utf8(statementText.replace('<CURDEF>BRL\n', '')))).toEqual([[14, 'bad-currency', false]]);
  });

  it('says missing-balance without LEDGERBAL, and bad-date for an unreadable period', () => {
    const text = statementText.replace(/<LEDGERBAL>[^]*<\/LEDGERBAL>\n/, '').replace('<DTEND>20240131', '<DTEND>2024-01-31');
    const result = parseOfx(utf8(text));
    expect(result.problems.map((p) => [p.line, p.code, p.params])).toEqual([
      [14, 'missing-balance', {}], [23, 'bad-date', { field: 'DTEND', value: '2024-01-31' }],
    ]);
    expect(result.statements[0]).toMatchObject({ ledgerBalance: null, periodStart: '2024-01-01', periodEnd: null });
  });
});

describe('OFX_PROBLEM_CODES', () => {
  it('lists every code once, with the fatal ones being exactly the file-level ones', () => {
    expect(new Set(OFX_PROBLEM_CODES).size).toBe(OFX_PROBLEM_CODES.length);
    expect(OFX_PROBLEM_CODES.filter((code) => OFX_PROBLEMS[code].fatal)).toEqual([
      'not-ofx', 'no-statement', 'truncated-file', 'missing-account',
    ]);
  });
});

describe('parseOfx on hostile input', () => {
  it('never throws on random bytes, cut files or shuffled fixture bytes', () => {
    const random = mulberry32(20240601);
    const fixture = readFixture('bb-mixed-tags-two-stmtrs-1252.ofx');
    for (let round = 0; round < 100; round++) {
      const noise = Uint8Array.from({ length: Math.floor(random() * 400) }, () => Math.floor(random() * 256));
      const cut = fixture.slice(0, Math.floor(random() * fixture.length));
      const mutated = Uint8Array.from(fixture, (byte) => (random() < 0.02 ? Math.floor(random() * 256) : byte));
      for (const bytes of [noise, cut, mutated]) expect(() => parseOfx(bytes)).not.toThrow();
    }
  });
});
