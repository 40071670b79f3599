/**
 * OFX 2.x XML, credit cards, Santander's currency and comma decimals, on fixtures written for these tests.
 * Expected counts, sums and balances were added up by hand from the fixture files.
 */
import { describe, expect, it } from 'vitest';
import { readFixture, sgmlFile } from './fixtures/ofxFixtures.ts';
import { parseOfx } from './parseOfx.ts';

describe('parseOfx on an OFX 2.2 XML file', () => {
  const result = parseOfx(readFixture('xml-v2-self-closing.ofx'));
  const [checking, savings] = result.statements;

  it('reads the <?OFX?> header and finds no problem', () => {
    expect(result.header).toEqual({ format: 'xml', version: '220', declaredEncoding: 'UTF-8', declaredCharset: null });
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('reads self-closing <MEMO/> and <NAME/> as empty, and NAME from PAYEE', () => {
    expect(checking.transactions.map((t) => [t.type, t.name, t.memo, t.refNum])).toEqual([
      ['CREDIT', 'SALARIO ACME & CIA', null, null],
      ['PAYMENT', null, 'Boleto <CONDOMÍNIO> mar/24', '8765'],
      ['DEBIT', 'PADARIA PÃO QUENTE', 'Compra cartão débito', null],
    ]);
  });

  it('counts, sums and reads both balances', () => {
    expect(checking).toMatchObject({
      bankId: '0077', branchId: '0001', accountId: '7654321-0', transactionCount: 3, sum: '4600.00',
      ledgerBalance: { amount: '4600.00', date: '2024-03-15' }, availableBalance: { amount: '4500.00', date: '2024-03-15' },
    });
  });

  it('reads a self-closing <BANKTRANLIST/> as a statement without transactions', () => {
    expect(savings).toMatchObject({
      accountId: '7654321-1', accountType: 'SAVINGS', periodStart: null, periodEnd: null, transactions: [],
      transactionCount: 0, sum: '0.00', ledgerBalance: { amount: '10.00', date: '2024-03-15' },
    });
  });
});

describe('parseOfx on a credit-card statement', () => {
  const [card] = parseOfx(readFixture('creditcard-statement.ofx')).statements;

  it('marks CCSTMTRS / CCACCTFROM as a credit card', () => {
    expect(card).toMatchObject({
      kind: 'creditcard', bankId: null, accountType: null, accountId: '5502********4321', currency: 'BRL',
      transactionCount: 4, sum: '884.20', ledgerBalance: { amount: '-315.80', date: '2024-02-04' },
    });
  });

  it('keeps the posting day at both ends of a [-3:BRT] day', () => {
    // 00:00 BRT is 03:00 UTC and 23:59:59 BRT is 02:59:59 UTC the next day: no shift either way.
    expect(card.transactions.map((t) => [t.fitId, t.postedOn])).toEqual([
      ['cc-0001', '2024-01-05'], ['cc-0002', '2024-01-10'], ['cc-0003', '2024-01-31'], ['cc-0004', '2024-02-01'],
    ]);
  });
});

describe('parseOfx on a Santander file', () => {
  const result = parseOfx(readFixture('santander-brc-latin1.ofx'));
  const [statement] = result.statements;

  it('reads the currency BRC as BRL', () => {
    expect(statement.currency).toBe('BRL');
    expect(result.problems).toEqual([]);
  });

  it('survives ENCODING:ISO-8859-1 / CHARSET:8859-1 and decodes the Latin-1 bytes', () => {
    expect(result.header).toMatchObject({ declaredEncoding: 'ISO-8859-1', declaredCharset: '8859-1' });
    expect(result.encoding).toBe('windows-1252');
    expect(statement.transactions.map((t) => t.memo)).toEqual([
      'PIX RECEBIDO ANDRÉ GONÇALVES', 'TARIFA MENSALIDADE PACOTE SERVIÇOS',
    ]);
  });

  it('counts, sums and reads the balance', () => {
    expect(statement).toMatchObject({
      bankId: '033', branchId: '4321', accountId: '13000123-4', transactionCount: 2, sum: '255.00',
      ledgerBalance: { amount: '1255.00', date: '2024-04-09' },
    });
  });
});

describe('parseOfx on a file with comma decimals and empty memos', () => {
  const result = parseOfx(readFixture('comma-decimal-empty-memo.ofx'));
  const [statement] = result.statements;

  it('survives CHARSET:NONE', () => {
    expect(result.header.declaredCharset).toBe('NONE');
    expect(result.problems).toEqual([]);
  });

  it('reads -100,00, +1.234,56 and "- 7,5" exactly, and the balance 1.127,06', () => {
    expect(statement.transactions.map((t) => t.amount)).toEqual(['-100.00', '1234.56', '-7.50']);
    expect(statement.sum).toBe('1127.06');
    expect(statement.ledgerBalance).toEqual({ amount: '1127.06', date: '2024-05-19' });
  });

  it('reads an empty <MEMO> with no closing tag as no memo, without swallowing the next tag', () => {
    expect(statement.transactions.map((t) => [t.memo, t.checkNum])).toEqual([
      ['SAQUE 24H', null], [null, null], [null, '123'],
    ]);
  });
});

describe('parseOfx on a file with a bank and a card statement', () => {
  const text = `<OFX>
<BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL
<BANKACCTFROM><BANKID>0237<ACCTID>111-1<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><STMTTRN><DTPOSTED>20240102<TRNAMT>-10.00<FITID>B1</STMTTRN></BANKTRANLIST>
<LEDGERBAL><BALAMT>90.00<DTASOF>20240131</LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1>
<CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>BRL
<CCACCTFROM><ACCTID>4111********1111</CCACCTFROM>
<BANKTRANLIST><STMTTRN><DTPOSTED>20240103<TRNAMT>-20.00<FITID>B1</STMTTRN></BANKTRANLIST>
<LEDGERBAL><BALAMT>-20.00<DTASOF>20240131</LEDGERBAL>
</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>
</OFX>`;
  const result = parseOfx(sgmlFile(text));

  it('reads both, each with its kind, and lets each account use its own FITIDs', () => {
    expect(result.problems).toEqual([]);
    expect(result.statements.map((s) => [s.kind, s.line, s.accountId, s.transactionCount, s.sum, s.ledgerBalance?.amount]))
      .toEqual([['bank', 12, '111-1', 1, '-10.00', '90.00'], ['creditcard', 17, '4111********1111', 1, '-20.00', '-20.00']]);
  });
});
