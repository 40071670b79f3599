/**
 * One fixture per Brazilian bank style, each written by hand for these tests (fixtures/), and one test per quirk.
 * Expected counts, sums and balances were added up by hand from the fixture files.
 */
import { describe, expect, it } from 'vitest';
import { readFixture } from './fixtures/ofxFixtures.ts';
import { parseOfx } from './parseOfx.ts';

describe('parseOfx on an Itaú-style SGML 1.02 file', () => {
  const result = parseOfx(readFixture('itau-1252-header-utf8-body.ofx'));
  const [statement] = result.statements;

  it('decodes a UTF-8 body declared as CHARSET:1252', () => {
    expect(result.header).toEqual({ format: 'sgml', version: '102', declaredEncoding: 'USASCII', declaredCharset: '1252' });
    expect(result.encoding).toBe('utf-8');
    expect(statement.transactions.map((t) => t.memo)).toEqual([
      'PIX TRANSF JOSÉ CONCEIÇÃO', 'TAR PACOTE SERVIÇOS', 'SISPAG FORNECEDOR AÇÚCAR',
    ]);
  });

  it('reads the account, period, count, sum and ledger balance', () => {
    expect(statement).toMatchObject({
      kind: 'bank', line: 29, bankId: '0341', branchId: null, accountId: '1234 56789-0', accountType: 'CHECKING',
      currency: 'BRL', periodStart: '2024-02-01', periodEnd: '2024-02-29', transactionCount: 3, sum: '175.54',
      ledgerBalance: { amount: '2175.54', date: '2024-03-05' },
    });
  });

  it('takes the day from DTPOSTED without applying the wrong [-03:EST] zone', () => {
    expect(statement.transactions.map((t) => t.postedOn)).toEqual(['2024-02-01', '2024-02-05', '2024-02-29']);
  });

  it('reads each transaction with the line of its <STMTTRN>', () => {
    expect(statement.transactions[1]).toEqual({
      fitId: '20240205001', fitIdSynthetic: false, type: 'DEBIT', postedOn: '2024-02-05', amount: '-89.90',
      name: null, memo: 'TAR PACOTE SERVIÇOS', checkNum: '20240205001', refNum: null, line: 48,
    });
  });

  it('reads an aggregate with empty children (AVAILBAL) as no balance, with a warning', () => {
    expect(statement.availableBalance).toBeNull();
    expect(result.problems).toEqual([
      { line: 70, code: 'bad-balance', params: { field: 'AVAILBAL', value: '' }, fatal: false },
    ]);
    expect(result.ok).toBe(true);
  });
});

describe('parseOfx on a Banco do Brasil file with two statements', () => {
  const result = parseOfx(readFixture('bb-mixed-tags-two-stmtrs-1252.ofx'));

  it('falls back to windows-1252 for Latin-1 bytes, through CRLF, tabs and trailing spaces', () => {
    expect(result.encoding).toBe('windows-1252');
    expect(result.statements.flatMap((s) => s.transactions.map((t) => t.memo))).toEqual([
      'DEPÓSITO EM DINHEIRO', 'PAGTO CONTA ÁGUA', 'TED-CRÉDITO EM CONTA', 'TARIFA', 'TRANSFERÊNCIA AGENDADA',
    ]);
    expect(result.problems).toEqual([]);
  });

  it('reads both statements, each with its own account, count, sum and balance', () => {
    const summary = result.statements.map((s) => [s.line, s.accountId, s.branchId, s.accountType, s.transactionCount, s.sum]);
    expect(summary).toEqual([
      [32, '12345-6', '1234-5', 'CHECKING', 2, '749.25'],
      [66, '98765-4', '1234-5', 'SAVINGS', 3, '0.00'],
    ]);
    expect(result.statements.map((s) => s.ledgerBalance)).toEqual([
      { amount: '749.25', date: '2023-01-31' }, { amount: '100.00', date: '2023-01-31' },
    ]);
  });

  it('reads leaves the same whether they are closed or not', () => {
    expect(result.statements[0].transactions[1]).toMatchObject({
      type: 'DEBIT', postedOn: '2023-01-03', amount: '-250.75', fitId: '2023010312507', checkNum: '222', line: 51,
    });
  });
});

describe('parseOfx on a Nubank-style file', () => {
  const result = parseOfx(readFixture('nubank-utf8-quotes-ampersand.ofx'));
  const [statement] = result.statements;

  it('accepts ENCODING:UTF-8 with no CHARSET', () => {
    expect(result.header).toMatchObject({ declaredEncoding: 'UTF-8', declaredCharset: null });
    expect(result.encoding).toBe('utf-8');
  });

  it('keeps quotes, raw & and decodes &amp; / &quot; in memos', () => {
    expect(statement.transactions.map((t) => t.memo)).toEqual([
      'Transferência recebida pelo Pix - MARIA "MALU" SOUZA - •••.123.456-•• - NU PAGAMENTOS - IP (0260) ' +
        'Agência: 1 Conta: 9876543-2',
      'Compra no débito - C&A MODAS S/A',
      'Pagamento de boleto efetuado - M & M "COMÉRCIO" LTDA',
      'IOF de "Leupay.Eu" & \'Cia\'',
    ]);
  });

  it('reads dates with the [-3:BRT] suffix as the written day', () => {
    expect(statement.transactions.map((t) => t.postedOn)).toEqual(['2024-01-02', '2024-01-05', '2024-01-10', '2024-01-17']);
    expect([statement.periodStart, statement.periodEnd]).toEqual(['2024-01-01', '2024-01-31']);
  });

  it('counts, sums and reads the balance', () => {
    expect(statement).toMatchObject({
      bankId: '0260', branchId: '1', accountId: '1234567-8', transactionCount: 4, sum: '-782.50',
    });
    expect(statement.ledgerBalance).toEqual({ amount: '1217.50', date: '2024-01-31' });
    expect(result.problems).toEqual([]);
  });
});
