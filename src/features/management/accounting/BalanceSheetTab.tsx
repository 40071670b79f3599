import { Callout, Intent, NonIdealState } from '@blueprintjs/core';
import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { AnalysedLine, BalanceSheetRow, BalanceSheetSection } from '../../../../common/finance/balanceSheet.ts';
import { formatMonth } from '../../../ui/formatMonth.ts';
import { useFormatAmount } from '../financial/useFormatAmount.ts';
import { LedgerGrid } from './LedgerGrid.tsx';
import type { LedgerCell, LedgerColumn, LedgerGridRow } from './ledgerGridRows.ts';
import type { LedgerBooks } from './useLedgerBooks.ts';
import classes from './accounting.module.css';

const messages = defineMessages({
  caption: { id: 'management.BalanceSheetTab.caption', defaultMessage: 'Balance sheet', description: 'Accessible name and export name of the balance sheet' },
  assets: { id: 'management.BalanceSheetTab.assets', defaultMessage: 'Assets', description: 'Section of the balance sheet' },
  liabilities: { id: 'management.BalanceSheetTab.liabilities', defaultMessage: 'Liabilities', description: 'Section of the balance sheet' },
  equity: { id: 'management.BalanceSheetTab.equity', defaultMessage: 'Equity', description: 'Section of the balance sheet' },
  totalAssets: { id: 'management.BalanceSheetTab.totalAssets', defaultMessage: 'Total assets', description: 'Total row' },
  totalLiabilities: { id: 'management.BalanceSheetTab.totalLiabilities', defaultMessage: 'Total liabilities', description: 'Total row' },
  totalEquity: { id: 'management.BalanceSheetTab.totalEquity', defaultMessage: 'Total equity', description: 'Total row' },
  totalBoth: { id: 'management.BalanceSheetTab.totalBoth', defaultMessage: 'Total liabilities and equity', description: 'Total row' },
  periodResult: { id: 'management.BalanceSheetTab.periodResult', defaultMessage: 'Result of the period (not yet closed)', description: 'Equity line: the result accounts\' balance not yet carried into equity' },
  av: { id: 'management.BalanceSheetTab.av', defaultMessage: 'AV %', description: 'Column: share of total assets (vertical analysis)' },
  ahPrevious: { id: 'management.BalanceSheetTab.ahPrevious', defaultMessage: 'AH % month', description: 'Column: change from the month before (horizontal analysis)' },
  ahYearEnd: { id: 'management.BalanceSheetTab.ahYearEnd', defaultMessage: 'AH % year', description: 'Column: change from the end of the year before (horizontal analysis)' },
  how: {
    id: 'management.BalanceSheetTab.how',
    defaultMessage: 'Closing balances of the ledger at the end of each month: assets as debits, liabilities and equity as credits. Result accounts not yet closed into equity show as the result of the period. AV % is the share of total assets (or of total liabilities and equity); AH % the change from the month before and from the end of the year before.',
    description: 'How the balance sheet is computed',
  },
  empty: { id: 'management.BalanceSheetTab.empty', defaultMessage: 'No balance-sheet account has a balance at this month', description: 'The balance sheet without figures' },
  ties: { id: 'management.BalanceSheetTab.ties', defaultMessage: 'Assets equal liabilities plus equity.', description: 'The balance sheet ties' },
});
const doesNotTie = defineMessage<{ month: string | number; difference: string | number }>({
  id: 'management.BalanceSheetTab.doesNotTie',
  defaultMessage: 'At {month}, assets differ from liabilities plus equity by {difference}: an account is missing from the import, or its nature is wrong.',
  description: 'The balance sheet does not tie',
});

/** Columns: the end of the year before, the month before, the month shown, then the month's AV and AH. */
function cellsOf(line: AnalysedLine): LedgerCell[] {
  return [line.values[0], line.values[1], line.values[2], line.av[2], line.ah[2], line.ahBase?.[2] ?? null];
}

function rowOf(row: BalanceSheetRow): LedgerGridRow {
  return { key: row.account.id, code: row.account.code, label: row.account.name, kind: 'account', cells: cellsOf(row), children: row.children.map(rowOf) };
}

/** The balance sheet at the last month shown against the month before and the end of the year before. */
export function BalanceSheetTab({ books }: { books: LedgerBooks }) {
  const intl = useIntl();
  const amount = useFormatAmount();
  const sheet = books.balanceSheet;
  const { yearEnd, previous, month } = books.balanceSheetColumns;
  const columns: LedgerColumn[] = useMemo(() => [
    { key: 'year-end', header: formatMonth(intl, yearEnd), kind: 'amount' },
    { key: 'previous', header: formatMonth(intl, previous), kind: 'amount' },
    { key: 'month', header: formatMonth(intl, month), kind: 'amount' },
    { key: 'av', header: intl.formatMessage(messages.av), kind: 'percent' },
    { key: 'ah', header: intl.formatMessage(messages.ahPrevious), kind: 'percent' },
    { key: 'ah-year', header: intl.formatMessage(messages.ahYearEnd), kind: 'percent' },
  ], [intl, yearEnd, previous, month]);
  const rows: LedgerGridRow[] = useMemo(() => {
    const section = (key: string, label: string, part: BalanceSheetSection, totalLabel: string, extra: LedgerGridRow[] = []): LedgerGridRow[] => [
      { key: `${key}-heading`, label, kind: 'heading', cells: [] },
      ...part.rows.map(rowOf),
      ...extra,
      { key: `${key}-total`, label: totalLabel, kind: 'total', cells: cellsOf(part.total) },
    ];
    return [
      ...section('assets', intl.formatMessage(messages.assets), sheet.assets, intl.formatMessage(messages.totalAssets)),
      ...section('liabilities', intl.formatMessage(messages.liabilities), sheet.liabilities, intl.formatMessage(messages.totalLiabilities)),
      ...section('equity', intl.formatMessage(messages.equity), sheet.equity, intl.formatMessage(messages.totalEquity), [
        { key: 'period-result', label: intl.formatMessage(messages.periodResult), kind: 'account', cells: cellsOf(sheet.equity.periodResult) },
      ]),
      { key: 'total-both', label: intl.formatMessage(messages.totalBoth), kind: 'total', cells: cellsOf(sheet.totalLiabilitiesAndEquity) },
    ];
  }, [intl, sheet]);
  if (sheet.assets.rows.length === 0 && sheet.liabilities.rows.length === 0 && sheet.equity.rows.length === 0) {
    return <NonIdealState icon="th-list" title={intl.formatMessage(messages.empty)} />;
  }
  const failing = sheet.checks.filter((check) => !check.passes);
  return (
    <div>
      <p className={classes.note}>{intl.formatMessage(messages.how)}</p>
      <LedgerGrid caption={intl.formatMessage(messages.caption)} columns={columns} rows={rows} />
      <div className={classes.checks}>
        {failing.length === 0
          ? <Callout intent={Intent.SUCCESS} icon="tick-circle" compact role="status">{intl.formatMessage(messages.ties)}</Callout>
          : failing.map((check) => (
            <Callout key={check.month} intent={Intent.DANGER} icon="error" compact role="status">
              {intl.formatMessage(doesNotTie, { month: formatMonth(intl, check.month), difference: amount(check.difference) })}
            </Callout>
          ))}
      </div>
    </div>
  );
}
