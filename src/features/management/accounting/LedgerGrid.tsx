import { HTMLTable } from '@blueprintjs/core';
import { Fragment, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { TableExportButton } from '../../../ui/dataTable/TableExportButton.tsx';
import type { ExportColumn } from '../../../ui/dataTable/tableColumn.ts';
import { ScrollRegion } from '../financial/ScrollRegion.tsx';
import { TreeRowHeader, useOpenRows } from '../TreeRowHeader.tsx';
import { useFormatAmount } from '../financial/useFormatAmount.ts';
import { useFormatPercent } from '../financial/useFormatPercent.ts';
import { flattenLedgerRows, type LedgerCell, type LedgerColumn, type LedgerGridRow } from './ledgerGridRows.ts';
import financial from '../financial/financial.module.css';
import classes from './accounting.module.css';

const messages = defineMessages({
  row: { id: 'management.LedgerGrid.row', defaultMessage: 'Account', description: 'Header of the first column of an accounting grid' },
  code: { id: 'management.LedgerGrid.code', defaultMessage: 'Code', description: 'Export column: the account code' },
  level: { id: 'management.LedgerGrid.level', defaultMessage: 'Level', description: 'Export column: how deep the row is in the tree' },
  side: { id: 'management.LedgerGrid.side', defaultMessage: 'side', description: 'Export column suffix: D (debit) or C (credit) of a balance' },
});
const cellLabel = defineMessage<{ row: string | number; column: string | number; amount: string | number }>({
  id: 'management.LedgerGrid.cellLabel', defaultMessage: '{row}, {column}: {amount}. Open the entries', description: 'Accessible name of a cell that opens the entries behind it',
});
const expandLabel = defineMessage<{ row: string | number }>({
  id: 'management.LedgerGrid.expandRow', defaultMessage: 'Show the accounts under {row}', description: 'Accessible name of the button that unfolds an account',
});

export interface LedgerGridProps {
  /** The table's accessible name and the export's file name. */
  readonly caption: string;
  readonly columns: readonly LedgerColumn[];
  readonly rows: readonly LedgerGridRow[];
  /** The first column's header. @default "Account" */
  readonly rowHeader?: string;
  /** How many levels start unfolded. @default 1 */
  readonly openDepth?: number;
  /** Makes the amount cells of month columns buttons that open the entries behind them. */
  readonly onCell?: (cell: { row: LedgerGridRow; column: LedgerColumn; value: string }) => void;
}

function plain(cell: LedgerCell): string | null {
  if (cell === null) return null;
  return typeof cell === 'string' ? cell : cell.value;
}

/**
 * A tree of accounts with a column per figure (amounts, percentages, balances with their side). The account column
 * stays in place while the figures scroll; the export carries every row of the tree with plain numbers.
 */
export function LedgerGrid({ caption, columns, rows, rowHeader, openDepth = 1, onCell }: LedgerGridProps) {
  const intl = useIntl();
  const amount = useFormatAmount();
  const percent = useFormatPercent();
  const [open, toggle] = useOpenRows(() => flattenLedgerRows(rows).filter(({ depth }) => depth < openDepth).map(({ row }) => row.key));

  const text = (cell: LedgerCell, column: LedgerColumn): string => {
    if (cell === null) return '—';
    if (typeof cell !== 'string') return cell.side ? `${amount(cell.value)} ${cell.side}` : amount(cell.value);
    if (column.kind === 'percent') return percent(cell);
    if (column.kind === 'text') return cell;
    return amount(cell);
  };

  const renderCell = (row: LedgerGridRow, column: LedgerColumn, index: number): ReactNode => {
    const cell = row.cells[index] ?? null;
    const shown = text(cell, column);
    const value = plain(cell);
    const opens = onCell && column.month && value !== null && row.accountIds && row.accountIds.length > 0;
    return (
      <td key={column.key} className={column.kind === 'text' ? classes.textCell : financial.amount}>
        {opens
          ? (
            <button
              type="button"
              className={financial.cellButton}
              aria-label={intl.formatMessage(cellLabel, { row: row.label, column: column.header, amount: shown })}
              onClick={() => { onCell({ row, column, value }); }}
            >
              {shown}
            </button>
          )
          : shown}
      </td>
    );
  };

  const renderRow = (row: LedgerGridRow, depth: number): ReactNode => {
    const hasChildren = (row.children?.length ?? 0) > 0;
    const isOpen = open.has(row.key);
    return (
      <Fragment key={row.key}>
        <tr className={classes[`row-${row.kind}`]}>
          <TreeRowHeader
            label={row.label}
            code={row.code}
            depth={depth}
            colSpan={row.kind === 'heading' ? columns.length + 1 : undefined}
            expand={hasChildren ? { isOpen, label: intl.formatMessage(expandLabel, { row: row.label }), onToggle: () => { toggle(row.key); } } : null}
          />
          {row.kind !== 'heading' && columns.map((column, index) => renderCell(row, column, index))}
        </tr>
        {hasChildren && isOpen && row.children?.map((child) => renderRow(child, depth + 1))}
      </Fragment>
    );
  };

  type Flat = { row: LedgerGridRow; depth: number };
  const exportColumns: ExportColumn<Flat>[] = [
    { header: intl.formatMessage(messages.level), value: ({ depth }) => depth },
    { header: intl.formatMessage(messages.code), value: ({ row }) => row.code ?? null },
    { header: rowHeader ?? intl.formatMessage(messages.row), value: ({ row }) => row.label },
    ...columns.flatMap((column, index): ExportColumn<Flat>[] => {
      const number = ({ row }: Flat) => { const value = plain(row.cells[index] ?? null); return value === null ? null : Number(value); };
      if (column.kind === 'text') return [{ header: column.header, value: ({ row }) => plain(row.cells[index] ?? null) }];
      if (column.kind !== 'sided') return [{ header: column.header, format: column.kind === 'percent' ? '0.0' : '#,##0.00', value: number }];
      const side = ({ row }: Flat) => { const cell = row.cells[index] ?? null; return cell !== null && typeof cell !== 'string' ? cell.side : null; };
      return [
        { header: column.header, format: '#,##0.00', value: number },
        { header: `${column.header} (${intl.formatMessage(messages.side)})`, value: side },
      ];
    }),
  ];

  return (
    <div className={financial.gridBlock}>
      <div className={financial.gridToolbar}>
        <TableExportButton exportRows={() => Promise.resolve(flattenLedgerRows(rows))} columns={exportColumns} fileName={caption} />
      </div>
      <ScrollRegion label={caption}>
        <HTMLTable compact className={financial.grid} aria-label={caption}>
          <thead>
            <tr>
              <th scope="col" className={financial.rowHeader}>{rowHeader ?? intl.formatMessage(messages.row)}</th>
              {columns.map((column) => <th key={column.key} scope="col" className={column.kind === 'text' ? classes.textCell : financial.amount}>{column.header}</th>)}
            </tr>
          </thead>
          <tbody>{rows.map((row) => renderRow(row, 0))}</tbody>
        </HTMLTable>
      </ScrollRegion>
    </div>
  );
}
