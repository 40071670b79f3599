/**
 * REGRA_VALIDACAO_SALDO_FINAL (manual, I155): the closing balance is the opening balance plus the period's debits
 * minus its credits, each balance signed by its D/C indicator. Checked on each I155 alone, as it is read.
 */
import { ecdProblem, type EcdProblem } from './ecdProblem.ts';
import type { EcdBalance } from './ecdLedgerRecord.ts';
import { amountToCents, formatSigned, signedCents } from './ecdValues.ts';

/** The I155's problem, or null when its closing balance follows from the rest. */
export function checkClosingBalance(balance: EcdBalance): EcdProblem | null {
  const opening = signedCents(amountToCents(balance.opening), balance.openingDc);
  const expected = opening + amountToCents(balance.debits) - amountToCents(balance.credits);
  const found = signedCents(amountToCents(balance.closing), balance.closingDc);
  if (expected === found) return null;
  return ecdProblem(balance.line, 'closing-balance-mismatch', {
    account: balance.account,
    costCenter: balance.costCenter ?? '',
    expected: formatSigned(expected),
    found: formatSigned(found),
  });
}
