/**
 * The indirect reconciliation's rows in words, for the screen and the PDF alike: net income, the results taken out,
 * each operating balance-sheet account's change, the operating cash set against the direct method's, then the other
 * two activities and the change in cash.
 */
import { defineMessages, type IntlShape } from 'react-intl';
import type { IndirectCashFlow, IndirectLine, IndirectLineKind } from '../../../../common/finance/indirectCashFlow.ts';
import { toDecimal, toFixed2 } from '../../../../common/finance/money.ts';

export const indirectMessages = defineMessages({
  title: { id: 'management.IndirectReconciliation.title', defaultMessage: 'Reconciliation from net income (indirect method)', description: 'Heading and accessible name of the indirect reconciliation' },
  how: {
    id: 'management.IndirectReconciliation.how',
    defaultMessage: 'From the ledger\'s monthly balances (debits less credits, without the year-end closing entries). Each account counts in the activity of the category its from-to gives it; a balance-sheet account without one counts as operating (CPC 03 §14). Positive amounts add cash.',
    description: 'How the indirect reconciliation is computed',
  },
  noLedger: { id: 'management.IndirectReconciliation.noLedger', defaultMessage: 'The reconciliation starts from net income and adds the changes of the balance-sheet accounts; both come from the ledger\'s balances, which a SPED ECD brings. These books have none, so it cannot be drawn.', description: 'Why the indirect reconciliation is not shown: no ledger' },
  missingMonths: { id: 'management.IndirectReconciliation.missingMonths', defaultMessage: 'The ledger\'s balances do not reach every month shown, so the reconciliation cannot be drawn for this period. Import the SPED ECD of those months, or narrow the months.', description: 'Why the indirect reconciliation is not shown: months missing' },
  line: { id: 'management.IndirectReconciliation.line', defaultMessage: 'Line', description: 'Column: the reconciliation line' },
  'net-income': { id: 'management.IndirectReconciliation.netIncome', defaultMessage: 'Net income (loss) for the period', description: 'Reconciliation line' },
  reclassified: { id: 'management.IndirectReconciliation.reclassified', defaultMessage: 'Results of investing and financing activities, taken out', description: 'Reconciliation heading: result accounts classified as investment or financing' },
  'operating-change': { id: 'management.IndirectReconciliation.operatingChanges', defaultMessage: 'Changes in operating assets and liabilities', description: 'Reconciliation heading: the working capital accounts' },
  operating: { id: 'management.IndirectReconciliation.operating', defaultMessage: 'Net cash from operating activities (indirect method)', description: 'Reconciliation line' },
  direct: { id: 'management.IndirectReconciliation.direct', defaultMessage: 'The same by the direct method', description: 'Reconciliation line: the direct method\'s operating cash, to compare' },
  difference: { id: 'management.IndirectReconciliation.difference', defaultMessage: 'Difference', description: 'Reconciliation line: indirect minus direct' },
  investment: { id: 'management.IndirectReconciliation.investment', defaultMessage: 'Net cash from investing activities', description: 'Reconciliation line' },
  financing: { id: 'management.IndirectReconciliation.financing', defaultMessage: 'Net cash from financing activities', description: 'Reconciliation line' },
  'net-change': { id: 'management.IndirectReconciliation.netChange', defaultMessage: 'Change in cash in the ledger', description: 'Reconciliation line: the three activities added up' },
  unclassified: { id: 'management.IndirectReconciliation.unclassified', defaultMessage: 'no category: counted as operating', description: 'Tag on an account without a from-to category' },
  trialBalance: { id: 'management.IndirectReconciliation.trialBalance', defaultMessage: 'Trial balance of these months', description: 'Link to the accounting analysis\'s trial balance, where the balances come from' },
});

export type IndirectRow = { key: string; label: string; code?: string; kind: 'heading' | 'account' | 'total' | 'compare'; unclassified?: boolean; values: readonly (string | null)[] };

type TotalKind = Exclude<IndirectLineKind, 'reclassified' | 'operating-change'>;

/** The rows, each with one value per column; `direct` is the direct method's operating cash per column. */
export function indirectRows(intl: IntlShape, flow: IndirectCashFlow, direct: readonly (string | null)[]): IndirectRow[] {
  const rows: IndirectRow[] = [];
  const accountRow = (line: IndirectLine): IndirectRow => ({
    key: line.key, label: line.account?.name ?? '', code: line.account?.code, kind: 'account', unclassified: line.unclassified, values: line.values,
  });
  const group = (kind: 'reclassified' | 'operating-change') => {
    const lines = flow.lines.filter((line) => line.kind === kind);
    if (lines.length === 0) return;
    rows.push({ key: kind, label: intl.formatMessage(indirectMessages[kind]), kind: 'heading', values: [] }, ...lines.map(accountRow));
  };
  const total = (kind: TotalKind) => {
    const line = flow.lines.find((each) => each.kind === kind);
    if (line) rows.push({ key: kind, label: intl.formatMessage(indirectMessages[kind]), kind: 'total', values: line.values });
  };
  total('net-income');
  group('reclassified');
  group('operating-change');
  total('operating');
  rows.push({ key: 'direct', label: intl.formatMessage(indirectMessages.direct), kind: 'compare', values: direct });
  rows.push({
    key: 'difference', label: intl.formatMessage(indirectMessages.difference), kind: 'compare',
    values: flow.operating.map((value, index) => {
      const other = direct[index] ?? null;
      return value === null || other === null ? null : toFixed2(toDecimal(value).minus(toDecimal(other)));
    }),
  });
  total('investment');
  total('financing');
  total('net-change');
  return rows;
}
