import { NonIdealState, SegmentedControl } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { IncomeLine, IncomeStatementRow } from '../../../../common/finance/incomeStatement.ts';
import { formatMonth } from '../../../ui/formatMonth.ts';
import { LedgerGrid } from './LedgerGrid.tsx';
import { analyticIds, type LedgerCell, type LedgerColumn, type LedgerGridRow } from './ledgerGridRows.ts';
import { LedgerXrayPanel, type LedgerXrayCell } from './LedgerXrayPanel.tsx';
import type { LedgerBooks } from './useLedgerBooks.ts';
import classes from './accounting.module.css';

type View = 'values' | 'av' | 'ah';

const messages = defineMessages({
  caption: { id: 'management.IncomeStatementTab.caption', defaultMessage: 'Management income statement', description: 'Accessible name and export name of the income statement (DRE gerencial)' },
  total: { id: 'management.IncomeStatementTab.total', defaultMessage: 'Period', description: 'Header of the column adding up the months shown' },
  netResult: { id: 'management.IncomeStatementTab.netResult', defaultMessage: 'Net result', description: 'The last row: revenue less costs and expenses' },
  values: { id: 'management.IncomeStatementTab.values', defaultMessage: 'Amounts', description: 'View of the income statement: the amounts' },
  av: { id: 'management.IncomeStatementTab.av', defaultMessage: 'Vertical analysis (AV %)', description: 'View: each line as a share of revenue' },
  ah: { id: 'management.IncomeStatementTab.ah', defaultMessage: 'Horizontal analysis (AH %)', description: 'View: each line\'s change from the month before' },
  view: { id: 'management.IncomeStatementTab.view', defaultMessage: 'Show', description: 'Accessible name of the view switch' },
  empty: { id: 'management.IncomeStatementTab.empty', defaultMessage: 'No result account has a balance in these months', description: 'The income statement without figures' },
  signs: {
    id: 'management.IncomeStatementTab.signs',
    defaultMessage: 'Each month shows what moved on the result accounts of the ledger: revenue positive, costs and expenses negative; the closing entries of the year are left out, so December shows its own result. Open a cell to see its entries.',
    description: 'How the income statement is computed',
  },
});
const revenueRule = defineMessage<{ groups: string | number }>({
  id: 'management.IncomeStatementTab.revenueRule',
  defaultMessage: 'AV % is each line as a share of revenue: the top groups of result accounts that add up to a positive figure over the period ({groups}). AH % is the change from the month before.',
  description: 'How the vertical and horizontal analysis are computed, naming the groups taken as revenue',
});
const noRevenue = defineMessage({
  id: 'management.IncomeStatementTab.noRevenue', defaultMessage: 'none', description: 'No group of accounts counts as revenue',
});

function cellsOf(line: IncomeLine, view: View): LedgerCell[] {
  if (view === 'av') return [...line.av, line.totalAv];
  if (view === 'ah') return [...line.ah, null];
  return [...line.values, line.total];
}

function rowOf(row: IncomeStatementRow, view: View): LedgerGridRow {
  return {
    key: row.account.id, code: row.account.code, label: row.account.name, kind: 'account', cells: cellsOf(row, view),
    accountIds: analyticIds(row), children: row.children.map((child) => rowOf(child, view)),
  };
}

/** The DRE gerencial of the months shown, from the ledger's result accounts, with AV % and AH % and the x-ray. */
export function IncomeStatementTab({ books, clientId }: { books: LedgerBooks; clientId: string }) {
  const intl = useIntl();
  const [view, setView] = useState<View>('values');
  const [xray, setXray] = useState<LedgerXrayCell | null>(null);
  const statement = books.incomeStatement;
  const columns: LedgerColumn[] = useMemo(() => [
    ...statement.months.map((month) => ({ key: month, header: formatMonth(intl, month), kind: view === 'values' ? 'amount' as const : 'percent' as const, month: view === 'values' ? month : undefined })),
    { key: 'total', header: intl.formatMessage(messages.total), kind: view === 'values' ? 'amount' as const : 'percent' as const },
  ], [intl, statement.months, view]);
  const rows: LedgerGridRow[] = useMemo(() => [
    ...statement.rows.map((row) => rowOf(row, view)),
    { key: 'net-result', label: intl.formatMessage(messages.netResult), kind: 'total', cells: cellsOf(statement.netResult, view) },
  ], [intl, statement, view]);
  if (statement.rows.length === 0) return <NonIdealState icon="th-list" title={intl.formatMessage(messages.empty)} />;
  const names = books.accounts.filter((account) => statement.revenueAccountIds.includes(account.id)).map((account) => `${account.code} ${account.name}`);
  return (
    <div>
      <p className={classes.note}>{intl.formatMessage(messages.signs)}</p>
      <p className={classes.note}>{intl.formatMessage(revenueRule, { groups: names.length > 0 ? names.join(', ') : intl.formatMessage(noRevenue) })}</p>
      <div className={classes.toolbar}>
        <SegmentedControl
          aria-label={intl.formatMessage(messages.view)}
          value={view}
          onValueChange={(value) => { setView(value === 'av' || value === 'ah' ? value : 'values'); }}
          options={[
            { value: 'values', label: intl.formatMessage(messages.values) },
            { value: 'av', label: intl.formatMessage(messages.av) },
            { value: 'ah', label: intl.formatMessage(messages.ah) },
          ]}
        />
      </div>
      <LedgerGrid
        key={view}
        caption={intl.formatMessage(messages.caption)}
        columns={columns}
        rows={rows}
        onCell={({ row, column, value }) => {
          if (column.month && row.accountIds) setXray({ label: row.label, accountIds: row.accountIds, month: column.month, value, presentation: 'result' });
        }}
      />
      <LedgerXrayPanel clientId={clientId} cell={xray} onClose={() => { setXray(null); }} />
    </div>
  );
}
