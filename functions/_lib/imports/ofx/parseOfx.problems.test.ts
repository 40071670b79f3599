/** Transactions and statements the parser refuses or warns about, each reported with its line. */
import { describe, expect, it } from 'vitest';
import { readFixture, sgmlStatement, sgmlTransaction } from './fixtures/ofxFixtures.ts';
import { parseOfx } from './parseOfx.ts';

describe('parseOfx on a statement with broken transactions', () => {
  const result = parseOfx(readFixture('broken-transactions.ofx'));
  const [statement] = result.statements;

  it('reports each problem at the line of the offending tag or transaction, in file order', () => {
    expect(result.problems.map((p) => [p.line, p.code, p.params, p.fatal])).toEqual([
      [32, 'missing-fitid', { fitId: statement.transactions[1].fitId }, false],
      [38, 'missing-fitid', { fitId: statement.transactions[2].fitId }, false],
      [47, 'bad-amount', { field: 'TRNAMT', value: '12,34,56' }, false],
      [53, 'bad-date', { field: 'DTPOSTED', value: '20240230' }, false],
      [58, 'duplicate-fitid-in-file', { fitId: 'A1', firstLine: '25' }, false],
      [65, 'missing-amount', { fitId: 'G7' }, false],
      [71, 'missing-date', { fitId: 'H8' }, false],
    ]);
    expect(result.ok).toBe(true);
  });

  it('keeps only the transactions that can be imported, and sums them', () => {
    expect(statement.transactions.map((t) => [t.line, t.postedOn, t.amount])).toEqual([
      [25, '2024-06-02', '-10.00'], [32, '2024-06-03', '-25.00'], [38, '2024-06-03', '-25.00'],
    ]);
    expect(statement).toMatchObject({ transactionCount: 3, sum: '-60.00', ledgerBalance: { amount: '940.00' } });
  });

  it('gives transactions without FITID distinct synthetic ids from date, amount, memo and occurrence', () => {
    const [, first, second] = statement.transactions;
    expect(first.fitIdSynthetic).toBe(true);
    expect(first.fitId).toMatch(/^synthetic:2024-06-03:-25\.00:[0-9a-f]{8}:0$/);
    expect(second).toMatchObject({ fitIdSynthetic: true, fitId: first.fitId.replace(/:0$/, ':1') });
    expect(statement.transactions[0].fitIdSynthetic).toBe(false);
  });
});

describe('synthetic FITIDs', () => {
  const idsOf = (transactions: string): string[] =>
    parseOfx(sgmlStatement(transactions)).statements[0].transactions.map((t) => t.fitId);
  const padaria = sgmlTransaction('', '20240103', '-25.00', 'PADARIA');

  it('are the same on every import of the same transactions, whatever else the file holds', () => {
    const alone = idsOf(padaria);
    expect(idsOf(padaria)).toEqual(alone);
    expect(idsOf(`${sgmlTransaction('X1', '20240102', '-9.00', 'OUTRA')}\n${padaria}`)[1]).toBe(alone[0]);
  });

  it('differ when the memo, the day or the amount differ', () => {
    const ids = idsOf([
      padaria, sgmlTransaction('', '20240103', '-25.00', 'PADARIA 2'), sgmlTransaction('', '20240104', '-25.00', 'PADARIA'),
      sgmlTransaction('', '20240103', '-25.01', 'PADARIA'),
    ].join('\n'));
    expect(new Set(ids).size).toBe(4);
  });
});

describe('parseOfx structure repairs', () => {
  it('closes a <STMTTRN> left open when the next one starts', () => {
    const unclosed = '<STMTTRN>\n<DTPOSTED>20240102\n<TRNAMT>-1.00\n<FITID>U1\n' +
      '<STMTTRN>\n<DTPOSTED>20240103\n<TRNAMT>-2.00\n<FITID>U2';
    const [statement] = parseOfx(sgmlStatement(`${unclosed}\n</STMTTRN>`)).statements;
    expect(statement.transactions.map((t) => [t.fitId, t.amount, t.line])).toEqual([
      ['U1', '-1.00', 24], ['U2', '-2.00', 28],
    ]);
  });

  it('refuses a transaction outside any statement', () => {
    const bytes = new TextEncoder().encode(`OFXHEADER:100\n<OFX>\n${sgmlTransaction('Z', '20240101', '1', 'x')}\n</OFX>`);
    expect(parseOfx(bytes).problems.map((p) => [p.line, p.code])).toEqual([
      [1, 'no-statement'], [3, 'transaction-outside-statement'],
    ]);
  });

  it('skips an unknown aggregate with empty children, and never takes BANKACCTTO for the account', () => {
    const text = `<STMTTRN>\n<DTPOSTED>20240102\n<TRNAMT>-1.00\n<FITID>P1\n<PRINBAL>\n<BALAMT>\n<DTASOF>\n</PRINBAL>
<BANKACCTTO>\n<BANKID>237\n<ACCTID>999-9\n</BANKACCTTO>\n<MEMO>APÓS\n</STMTTRN>`;
    const result = parseOfx(sgmlStatement(text));
    expect(result.problems).toEqual([]);
    expect(result.statements[0]).toMatchObject({ bankId: '0341', accountId: '1234-5', transactionCount: 1 });
    expect(result.statements[0].transactions[0]).toMatchObject({ fitId: 'P1', memo: 'APÓS' });
  });

  it('reads lowercase tags, comments and a memo holding a stray <', () => {
    const text = '<!-- export --><stmttrn><dtposted>20240102<trnamt>-1.00<fitid>L1<memo>PAG <3 LOJA</stmttrn>';
    const [transaction] = parseOfx(sgmlStatement(text)).statements[0].transactions;
    expect(transaction).toMatchObject({ fitId: 'L1', amount: '-1.00', memo: 'PAG <3 LOJA', line: 24 });
  });
});
