/**
 * A generated statement of 20,000 transactions. The amounts are chosen so the sum has a closed form: the even
 * transactions i credit i.12 and the odd ones debit i.37, so for i = 1..20,000 the sum is
 * (2 + 4 + … + 20,000) − (1 + 3 + … + 19,999) + 10,000 × (0.12 − 0.37) = 10,000 − 2,500 = 7,500.00.
 * No timing is asserted (shared machines vary); the test only has to stay quick.
 */
import { describe, expect, it } from 'vitest';
import { sgmlStatement, sgmlTransaction } from './fixtures/ofxFixtures.ts';
import { parseOfx } from './parseOfx.ts';

const COUNT = 20_000;

function largeStatement(): Uint8Array {
  const transactions: string[] = [];
  for (let i = 1; i <= COUNT; i++) {
    const amount = i % 2 === 0 ? `${i}.12` : `-${i}.37`;
    const day = String(1 + (i % 28)).padStart(2, '0');
    // Every third amount uses the decimal comma, as some banks write it.
    const written = i % 3 === 0 ? amount.replace('.', ',') : amount;
    transactions.push(sgmlTransaction(`F${i}`, `202401${day}100000[-03:EST]`, written, `PIX JOSÉ ${i}`));
  }
  return sgmlStatement(transactions.join('\n'), '7500.00');
}

describe('parseOfx on 20,000 transactions', () => {
  const result = parseOfx(largeStatement());
  const [statement] = result.statements;

  it('reads every transaction and sums them exactly', () => {
    expect(result.problems).toEqual([]);
    expect(statement.transactionCount).toBe(COUNT);
    expect(statement.sum).toBe('7500.00');
    expect(statement.ledgerBalance?.amount).toBe(statement.sum);
  });

  it('keeps line numbers right to the end (each transaction is 7 lines, the first on line 24)', () => {
    expect(statement.transactions.at(-1)).toMatchObject({
      fitId: `F${COUNT}`, amount: `${COUNT}.12`, memo: `PIX JOSÉ ${COUNT}`, line: 24 + 7 * (COUNT - 1),
    });
  });
});
