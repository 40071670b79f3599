import { Callout, Intent, NonIdealState } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { toDecimal, toFixed2 } from '../../../../common/finance/money.ts';
import type { TrialBalanceCheckId, TrialBalanceFigures, TrialBalanceRow } from '../../../../common/finance/trialBalance.ts';
import { formatMonth } from '../../../ui/formatMonth.ts';
import { useFormatAmount } from '../financial/useFormatAmount.ts';
import { LedgerGrid } from './LedgerGrid.tsx';
import { analyticIds, type LedgerCell, type LedgerColumn, type LedgerGridRow } from './ledgerGridRows.ts';
import { LedgerXrayPanel, type LedgerXrayCell } from './LedgerXrayPanel.tsx';
import type { LedgerBooks } from './useLedgerBooks.ts';
import classes from './accounting.module.css';

const messages = defineMessages({
  opening: { id: 'management.TrialBalanceTab.opening', defaultMessage: 'Opening balance', description: 'Column of the trial balance' },
  debits: { id: 'management.TrialBalanceTab.debits', defaultMessage: 'Debits', description: 'Column of the trial balance' },
  credits: { id: 'management.TrialBalanceTab.credits', defaultMessage: 'Credits', description: 'Column of the trial balance' },
  closing: { id: 'management.TrialBalanceTab.closing', defaultMessage: 'Closing balance', description: 'Column of the trial balance' },
  movement: { id: 'management.TrialBalanceTab.movement', defaultMessage: 'Movement', description: 'Column: debits less credits of the month, which opens its entries' },
  total: { id: 'management.TrialBalanceTab.total', defaultMessage: 'Total', description: 'Total row of the trial balance' },
  empty: { id: 'management.TrialBalanceTab.empty', defaultMessage: 'No account has a balance at this month', description: 'The trial balance without figures' },
  how: {
    id: 'management.TrialBalanceTab.how',
    defaultMessage: 'Every account of the ledger in the month: opening balance, debits, credits and closing balance (D debit, C credit); a group adds up the accounts under it. Open a movement to see its entries.',
    description: 'How the trial balance is computed',
  },
});
const checkTitles: Record<TrialBalanceCheckId, MessageDescriptor> = defineMessages({
  'debits-equal-credits': { id: 'management.TrialBalanceTab.debitsEqualCredits', defaultMessage: 'Debits equal credits', description: 'Check of the trial balance' },
  'opening-sums-to-zero': { id: 'management.TrialBalanceTab.openingSumsToZero', defaultMessage: 'Opening debit balances equal opening credit balances', description: 'Check of the trial balance' },
  'closing-sums-to-zero': { id: 'management.TrialBalanceTab.closingSumsToZero', defaultMessage: 'Closing debit balances equal closing credit balances', description: 'Check of the trial balance' },
});
const captionMessage = defineMessage<{ month: string | number }>({
  id: 'management.TrialBalanceTab.caption', defaultMessage: 'Trial balance, {month}', description: 'Accessible name and export name of the trial balance',
});
const failsBy = defineMessage<{ check: string | number; difference: string | number }>({
  id: 'management.TrialBalanceTab.failsBy', defaultMessage: '{check}: off by {difference}. An account is missing from the import.', description: 'A check of the trial balance that fails',
});

/** Opening, debits, credits, the month's movement (debits − credits: what its entries add up to) and closing. */
function cellsOf(figures: TrialBalanceFigures): LedgerCell[] {
  const movement = toFixed2(toDecimal(figures.debits).minus(toDecimal(figures.credits)));
  return [figures.openingSided, figures.debits, figures.credits, movement, figures.closingSided];
}

function rowOf(row: TrialBalanceRow): LedgerGridRow {
  return {
    key: row.account.id, code: row.account.code, label: row.account.name, kind: 'account', cells: cellsOf(row),
    accountIds: analyticIds(row), children: row.children.map(rowOf),
  };
}

/** The balancete of the last month shown, with its checks and the entries behind each movement. */
export function TrialBalanceTab({ books, clientId }: { books: LedgerBooks; clientId: string }) {
  const intl = useIntl();
  const amount = useFormatAmount();
  const [xray, setXray] = useState<LedgerXrayCell | null>(null);
  const trial = books.trialBalance;
  const columns: LedgerColumn[] = useMemo(() => [
    { key: 'opening', header: intl.formatMessage(messages.opening), kind: 'sided' },
    { key: 'debits', header: intl.formatMessage(messages.debits), kind: 'amount' },
    { key: 'credits', header: intl.formatMessage(messages.credits), kind: 'amount' },
    { key: 'movement', header: intl.formatMessage(messages.movement), kind: 'amount', month: trial.month },
    { key: 'closing', header: intl.formatMessage(messages.closing), kind: 'sided' },
  ], [intl, trial.month]);
  const rows: LedgerGridRow[] = useMemo(() => [
    ...trial.rows.map(rowOf),
    { key: 'total', label: intl.formatMessage(messages.total), kind: 'total', cells: cellsOf(trial.totals) },
  ], [intl, trial]);
  if (trial.rows.length === 0) return <NonIdealState icon="th-list" title={intl.formatMessage(messages.empty)} />;
  return (
    <div>
      <p className={classes.note}>{intl.formatMessage(messages.how)}</p>
      <LedgerGrid
        caption={intl.formatMessage(captionMessage, { month: formatMonth(intl, trial.month) })}
        columns={columns}
        rows={rows}
        onCell={({ row, column, value }) => {
          if (column.month && row.accountIds) setXray({ label: row.label, accountIds: row.accountIds, month: column.month, value, presentation: 'movement' });
        }}
      />
      <div className={classes.checks}>
        {trial.checks.map((check) => (
          <Callout key={check.id} intent={check.passes ? Intent.SUCCESS : Intent.DANGER} icon={check.passes ? 'tick-circle' : 'error'} compact role="status">
            {check.passes
              ? intl.formatMessage(checkTitles[check.id])
              : intl.formatMessage(failsBy, { check: intl.formatMessage(checkTitles[check.id]), difference: amount(check.difference) })}
          </Callout>
        ))}
      </div>
      <LedgerXrayPanel clientId={clientId} cell={xray} onClose={() => { setXray(null); }} />
    </div>
  );
}
