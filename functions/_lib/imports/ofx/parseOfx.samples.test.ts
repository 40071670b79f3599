/**
 * The real exports in ../shared/samples/ofx (beside the project) (public test fixtures of other OFX parsers, MIT; see the README
 * there). They are not copied into the repository, so this suite runs only where that folder exists.
 *
 * Every expected figure below was worked out by reading the file, not by running the parser: the count of
 * <STMTTRN> blocks, the sum of their TRNAMT values added by hand, and the LEDGERBAL as written.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOfx } from './parseOfx.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const dir = path.resolve(repoRoot, '../shared/samples/ofx');

interface Expected {
  kind: 'bank' | 'creditcard';
  accountId: string;
  transactionCount: number;
  sum: string;
  ledgerBalance: { amount: string; date: string } | null;
}

const statement = (
  kind: Expected['kind'], accountId: string, transactionCount: number, sum: string, balance: [string, string] | null,
): Expected => ({
  kind, accountId, transactionCount, sum, ledgerBalance: balance === null ? null : { amount: balance[0], date: balance[1] },
});

const SAMPLES: Record<string, { encoding: string; statements: Expected[]; problems: string[] }> = {
  // Itaú: -666.66 + 99.99 - 77.77.
  'OFXSharp__itau.ofx': {
    encoding: 'utf-8', problems: [],
    statements: [statement('bank', '9999 99999-9', 3, '-644.44', ['-9999.99', '2014-03-04'])],
  },
  // Banco do Brasil, ISO-8859-1: an empty statement, then 36 transactions: 32 credits totalling 74,783.87 and
  // four debits (92.16 + 41,272.37 + 37,000.00 + 68.00 = 78,432.53).
  'asgrim-ofxparser__ofxdata-bb-two-stmtrs.ofx': {
    encoding: 'windows-1252', problems: [],
    statements: [
      statement('bank', '455000-5', 0, '0.00', ['0.00', '2017-03-29']),
      statement('bank', '655000-2', 36, '-3648.66', ['4555.28', '2017-03-29']),
    ],
  },
  // Banco do Brasil, UTF-8 under CHARSET:1252: one deposit of 239.55; the balance (239.35) is as written.
  'asgrim-ofxparser__ofxdata-bb.ofx': {
    encoding: 'utf-8', problems: [],
    statements: [statement('bank', '455000-5', 1, '239.55', ['239.35', '2015-12-09'])],
  },
  // Nubank credit card: three payments (600 + 127.87 + 400 = 1,127.87) minus 13 purchases totalling 734.05.
  'asgrim-ofxparser__ofxdata-memoWithQuotes.ofx': {
    encoding: 'utf-8', problems: [],
    statements: [statement('creditcard', '99999999-9999-9999-9999-999999999999', 16, '393.82', ['-734.05', '2018-10-13'])],
  },
  // Itaú: -70 - 16 + 300 + 400 - 29. The file's <BALAMT> is empty, so there is no ledger balance.
  'asgrim-ofxparser__ofxdata-selfclose.ofx': {
    encoding: 'utf-8', problems: ['83:bad-balance'],
    statements: [statement('bank', '3037198326', 5, '585.00', null)],
  },
};

describe.skipIf(!existsSync(dir))('parseOfx on the real sample exports', () => {
  it.each(Object.entries(SAMPLES))('%s', (file, expected) => {
    const result = parseOfx(readFileSync(path.join(dir, file)));
    expect(result.ok).toBe(true);
    expect(result.encoding).toBe(expected.encoding);
    expect(result.problems.map((p) => `${p.line}:${p.code}`)).toEqual(expected.problems);
    expect(result.statements.map(({ kind, accountId, transactionCount, sum, ledgerBalance }) =>
      ({ kind, accountId, transactionCount, sum, ledgerBalance }))).toEqual(expected.statements);
  });

  it('reads the details the samples are known for', () => {
    const read = (file: string) => parseOfx(readFileSync(path.join(dir, file))).statements;
    expect(read('asgrim-ofxparser__ofxdata-bb.ofx')[0].transactions[0].memo).toBe('DOC CRÉDITO EM CONTA');
    expect(read('asgrim-ofxparser__ofxdata-bb-two-stmtrs.ofx')[1].transactions[0]).toMatchObject({
      type: 'DEP', postedOn: '2017-03-01', amount: '13318.36', memo: 'TED-CRÉDITO EM CONTA', checkNum: '5322222', line: 60,
    });
    const card = read('asgrim-ofxparser__ofxdata-memoWithQuotes.ofx')[0];
    expect(card.transactions[4]).toMatchObject({ postedOn: '2018-09-17', amount: '-5.27', memo: 'IOF de "Leupay.Eu"' });
    expect(card.transactions[0]).toMatchObject({ amount: '-33.30', memo: 'Amazon.Com.Br Amazon S 3/3', line: 40 });
    const itau = read('OFXSharp__itau.ofx')[0];
    expect(itau.transactions.map((t) => [t.postedOn, t.memo])).toEqual([
      ['2013-12-09', 'RSHOP'], ['2013-12-09', 'REND PAGO APLIC AUT MAIS'], ['2013-12-10', 'SISDEB'],
    ]);
  });
});
