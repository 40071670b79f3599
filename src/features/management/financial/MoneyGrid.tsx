import { HTMLTable, Icon } from '@blueprintjs/core';
import { Fragment } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { TableExportButton } from '../../../ui/dataTable/TableExportButton.tsx';
import type { ExportColumn } from '../../../ui/dataTable/tableColumn.ts';
import { formatMonth } from '../../../ui/formatMonth.ts';
import { flattenRows, type GridRow, type XrayTarget } from './gridRows.ts';
import { ScrollRegion } from './ScrollRegion.tsx';
import { TreeRowHeader, useOpenRows } from '../TreeRowHeader.tsx';
import { useFormatAmount } from './useFormatAmount.ts';
import classes from './financial.module.css';

const messages = defineMessages({
  row: { id: 'management.MoneyGrid.row', defaultMessage: 'Line', description: 'Header of the first column of a money grid' },
  code: { id: 'management.MoneyGrid.code', defaultMessage: 'Code', description: 'Export column: the category number or client account code' },
  level: { id: 'management.MoneyGrid.level', defaultMessage: 'Level', description: 'Export column: how deep the row is in the tree' },
  wrongSign: { id: 'management.MoneyGrid.wrongSign', defaultMessage: 'Against the category\'s direction: money out on a receipt or money in on a payment. A refund, or a misclassified entry?', description: 'Warning on a cell whose sign goes against its category' },
  derived: { id: 'management.MoneyGrid.derived', defaultMessage: 'No balance imported for this month: derived from the month before and the month\'s flows.', description: 'Explains a cash figure in italics' },
  unknown: { id: 'management.MoneyGrid.unknown', defaultMessage: 'Unknown: no cash balance imported yet', description: 'A cash cell without any balance to start from' },
});
const cellLabel = defineMessage<{ row: string | number; month: string | number; amount: string | number }>({
  id: 'management.MoneyGrid.cellLabel', defaultMessage: '{row}, {month}: {amount}. Open the x-ray', description: 'Accessible name of a clickable cell of the x-ray',
});
const expandLabel = defineMessage<{ row: string | number }>({ id: 'management.MoneyGrid.expandRow', defaultMessage: 'Show what makes up {row}', description: 'Accessible name of the button that unfolds a row' });

export interface MoneyGridProps {
  /** The table's accessible name and the export's file name. */
  readonly caption: string;
  readonly months: readonly string[];
  readonly rows: readonly GridRow[];
  readonly totalHeader: string;
  /** Which rows start unfolded. @default none */
  readonly unfolded?: (row: GridRow) => boolean;
  /** Makes every cell with a target a button that opens it (the x-ray): the cell's target, month (null for the total
   * column), row and amount. */
  readonly onCell?: (cell: { target: XrayTarget; month: string | null; row: GridRow; value: string }) => void;
}

/**
 * A grid of money by month with a total column, its rows a tree that unfolds (sections → categories → client
 * accounts). The first column stays in place while the months scroll. Amounts are formatted exactly from their
 * decimal strings; exports carry every row of the tree with plain numbers.
 */
export function MoneyGrid({ caption, months, rows, totalHeader, unfolded, onCell }: MoneyGridProps) {
  const intl = useIntl();
  const [open, toggle] = useOpenRows(() => flattenRows(rows).filter(({ row }) => unfolded?.(row) ?? false).map(({ row }) => row.key));
  const monthLabels = months.map((month) => formatMonth(intl, month));
  const amount = useFormatAmount();

  const cell = (row: GridRow, value: string | null, month: string | null, index: number | null, label: string) => {
    if (value === null) {
      return <td key={label} className={classes.amount} title={intl.formatMessage(messages.unknown)}>—</td>;
    }
    const wrong = index !== null && (row.wrongSign?.[index] ?? false);
    const derived = index !== null && (row.derived?.[index] ?? false);
    const text = amount(value);
    const content = onCell && row.target
      ? (
        <button
          type="button"
          className={classes.cellButton}
          aria-label={intl.formatMessage(cellLabel, { row: row.label, month: label, amount: text })}
          onClick={() => { if (row.target) onCell({ target: row.target, month, row, value }); }}
        >
          {text}
        </button>
      )
      : text;
    return (
      <td key={label} className={`${classes.amount} ${derived ? classes.derived : ''}`} title={derived ? intl.formatMessage(messages.derived) : undefined}>
        {wrong && <Icon icon="warning-sign" intent="warning" size={12} className={classes.wrongSign} title={intl.formatMessage(messages.wrongSign)} />}
        {content}
      </td>
    );
  };

  const renderRow = (row: GridRow, depth: number): React.ReactNode => {
    const hasChildren = (row.children?.length ?? 0) > 0;
    const isOpen = open.has(row.key);
    return (
      <Fragment key={row.key}>
        <tr className={classes[`row-${row.kind}`]}>
          <TreeRowHeader
            label={row.label}
            code={row.code}
            depth={depth}
            colSpan={row.kind === 'section' ? months.length + 2 : undefined}
            expand={hasChildren ? { isOpen, label: intl.formatMessage(expandLabel, { row: row.label }), onToggle: () => { toggle(row.key); } } : null}
          />
          {row.kind !== 'section' && months.map((month, index) => cell(row, row.cells[index] ?? null, month, index, monthLabels[index]))}
          {row.kind !== 'section' && cell(row, row.total, null, null, totalHeader)}
        </tr>
        {hasChildren && isOpen && row.children?.map((child) => renderRow(child, depth + 1))}
      </Fragment>
    );
  };

  const exportColumns: ExportColumn<{ row: GridRow; depth: number }>[] = [
    { header: intl.formatMessage(messages.level), value: ({ depth }) => depth },
    { header: intl.formatMessage(messages.code), value: ({ row }) => row.code ?? null },
    { header: intl.formatMessage(messages.row), value: ({ row }) => row.label },
    ...months.map((month, index): ExportColumn<{ row: GridRow; depth: number }> => ({
      header: month.slice(0, 7), format: '#,##0.00', value: ({ row }) => (row.cells[index] == null ? null : Number(row.cells[index])),
    })),
    { header: totalHeader, format: '#,##0.00', value: ({ row }) => (row.total === null ? null : Number(row.total)) },
  ];

  return (
    <div className={classes.gridBlock}>
      <div className={classes.gridToolbar}>
        <TableExportButton exportRows={() => Promise.resolve(flattenRows(rows))} columns={exportColumns} fileName={caption} />
      </div>
      <ScrollRegion label={caption}>
        <HTMLTable compact className={classes.grid} aria-label={caption}>
          <thead>
            <tr>
              <th scope="col" className={classes.rowHeader}>{intl.formatMessage(messages.row)}</th>
              {monthLabels.map((label) => <th key={label} scope="col" className={classes.amount}>{label}</th>)}
              <th scope="col" className={classes.amount}>{totalHeader}</th>
            </tr>
          </thead>
          <tbody>{rows.map((row) => renderRow(row, 0))}</tbody>
        </HTMLTable>
      </ScrollRegion>
    </div>
  );
}
