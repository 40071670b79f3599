import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { CheckId, CheckResult, NotComputableReason } from '../../../../common/finance/cashFlowChecks.ts';
import { formatMonth } from '../../../ui/formatMonth.ts';

const titles: Record<CheckId, MessageDescriptor> = defineMessages({
  'closing-cash': { id: 'management.ChecksPanel.closingCash', defaultMessage: 'The flows explain the cash of the balance sheet', description: 'Check: opening + flows = closing cash, each month with balances' },
  continuity: { id: 'management.ChecksPanel.continuity', defaultMessage: 'Each month opens with the cash the month before closed with', description: 'Check: continuity of cash' },
  unmapped: { id: 'management.ChecksPanel.unmapped', defaultMessage: 'Every account with activity is classified', description: 'Check: nothing is left in "not classified"' },
  signs: { id: 'management.ChecksPanel.signs', defaultMessage: 'Receipt lines are not negative and payment lines not positive', description: 'Check: signs of the lines' },
  'direct-indirect': { id: 'management.ChecksPanel.directIndirect', defaultMessage: 'The direct and indirect methods give the same operating cash', description: 'Check: direct equals indirect' },
});
const reasons: Record<NotComputableReason, MessageDescriptor> = defineMessages({
  'no-cash-balances': { id: 'management.ChecksPanel.noCashBalances', defaultMessage: 'Cannot be checked: no cash balance imported for these months (bank statements or the SPED ECD bring them).', description: 'Why a cash check cannot run' },
  'single-month-balances': { id: 'management.ChecksPanel.singleMonth', defaultMessage: 'Cannot be checked: cash balances of two consecutive months are needed.', description: 'Why continuity cannot run' },
  'no-income-balances': { id: 'management.ChecksPanel.noIncomeBalances', defaultMessage: 'Cannot be checked: the indirect method needs the income and balance-sheet accounts\' balances of a SPED ECD, which these books do not have.', description: 'Why direct against indirect cannot run' },
  'ledger-months-missing': { id: 'management.ChecksPanel.ledgerMonthsMissing', defaultMessage: 'Cannot be checked: the ledger\'s balances do not reach every month shown.', description: 'Why direct against indirect cannot run: the ECD does not cover the period' },
});
export const checkMessages = defineMessages({
  title: { id: 'management.ChecksPanel.title', defaultMessage: 'Checks', description: 'Heading of the checks panel' },
  passes: { id: 'management.ChecksPanel.passes', defaultMessage: 'Passes.', description: 'A check that passes' },
});
const failsMessage = defineMessage<{ difference: string | number; month: string | number; count: number }>({
  id: 'management.ChecksPanel.fails', defaultMessage: 'Fails by {difference}{month, select, none {} other { in {month}}}{count, plural, one {} other {, and # times in all}}.', description: 'A check that fails, with the difference and where',
});

/**
 * A check in words: its title and its outcome (passes; fails by how much and where; or why it cannot be computed).
 * The checks panel and the PDF report say the same.
 */
export function describeCheck(intl: IntlShape, check: CheckResult, formatCash: (amount: string) => string): { title: string; text: string } {
  const text = check.status === 'pass'
    ? intl.formatMessage(checkMessages.passes)
    : check.status === 'fail'
      ? intl.formatMessage(failsMessage, { difference: formatCash(check.difference), month: check.month ? formatMonth(intl, check.month) : 'none', count: check.count })
      : intl.formatMessage(reasons[check.reason]);
  return { title: intl.formatMessage(titles[check.id]), text };
}
