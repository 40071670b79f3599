/**
 * The year's result from the I355 balances (result accounts before the closing entries).
 *
 * Why I355 and not I155: the closing entries (I200 IND_LCTO E) carry every result account's balance to equity, so
 * after them the December I155 of revenue and expense accounts reads zero. I355 keeps those balances as they stood
 * just before closing. A company that closes its result quarterly (Lucro Real trimestral) files one I350 date per
 * quarter, each I355 holding only that quarter's result, since the accounts were zeroed at the previous closing; so
 * the year's result is the sum over every date.
 */
import type { EcdResultBalance } from './ecdLedgerRecord.ts';
import type { Amount } from './ecdRecord.ts';
import { amountToCents, formatCents, signedCents } from './ecdValues.ts';

/**
 * Adds up I355 balances: credit balances (revenues) count up, debit balances (costs and expenses) count down.
 *
 * @param balances - The I355 figures of the year, for every I350 date.
 * @returns The profit as an `Amount`, negative for a loss (`-1250.00`).
 */
export function resultBeforeClosing(balances: Iterable<Pick<EcdResultBalance, 'amount' | 'dc'>>): Amount {
  let debitPositive = 0n;
  for (const { amount, dc } of balances) debitPositive += signedCents(amountToCents(amount), dc);
  return formatCents(-debitPositive);
}
