import { HTMLTable } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { burnByMonth, type MonthBurn } from '../../../../common/finance/burn.ts';
import { TableExportButton } from '../../../ui/dataTable/TableExportButton.tsx';
import type { ExportColumn } from '../../../ui/dataTable/tableColumn.ts';
import { formatMonth } from '../../../ui/formatMonth.ts';
import { BurnChart } from './BurnChart.tsx';
import type { FinancialBooks } from './useFinancialBooks.ts';
import { ScrollRegion } from './ScrollRegion.tsx';
import { useFormatAmount } from './useFormatAmount.ts';
import classes from './financial.module.css';

const messages = defineMessages({
  caption: { id: 'management.BurnRateTab.caption', defaultMessage: 'Burn rate', description: 'Accessible name of the burn table, and its export\'s name' },
  definition: { id: 'management.BurnRateTab.definition', defaultMessage: 'Gross burn is the cash the operations paid out in the month (payroll, suppliers, rent, taxes…). Net burn is gross burn minus the cash the operations received: positive, the company consumed cash; zero or negative, its operations generated cash. Capital, loans and investments are left out: they do not make the business consume less. The 3-month figures average the month and the two before it.', description: 'The definition of burn written on the page' },
  month: { id: 'management.BurnRateTab.month', defaultMessage: 'Month', description: 'Column: the month' },
  gross: { id: 'management.BurnRateTab.gross', defaultMessage: 'Gross burn', description: 'Column: operating cash out' },
  receipts: { id: 'management.BurnRateTab.receipts', defaultMessage: 'Operating receipts', description: 'Column: operating cash in' },
  net: { id: 'management.BurnRateTab.net', defaultMessage: 'Net burn', description: 'Column: gross burn minus operating receipts' },
  grossTrailing: { id: 'management.BurnRateTab.grossTrailing', defaultMessage: 'Gross burn, 3-month average', description: 'Column: average gross burn of three months' },
  netTrailing: { id: 'management.BurnRateTab.netTrailing', defaultMessage: 'Net burn, 3-month average', description: 'Column: average net burn of three months' },
});

/** Gross and net burn by month and their trailing three-month averages, with the definition on the page. */
export function BurnRateTab({ books }: { books: FinancialBooks }) {
  const intl = useIntl();
  const burns = burnByMonth(books.actualWide).filter((row) => row.month >= books.period.from && row.month <= books.period.to);
  const money = useFormatAmount();
  const columns: { header: string; value: (row: MonthBurn) => string | null }[] = [
    { header: intl.formatMessage(messages.gross), value: (row) => row.grossBurn },
    { header: intl.formatMessage(messages.receipts), value: (row) => row.receipts },
    { header: intl.formatMessage(messages.net), value: (row) => row.netBurn },
    { header: intl.formatMessage(messages.grossTrailing), value: (row) => row.grossBurnTrailing },
    { header: intl.formatMessage(messages.netTrailing), value: (row) => row.netBurnTrailing },
  ];
  const exportColumns: ExportColumn<MonthBurn>[] = [
    { header: intl.formatMessage(messages.month), value: (row) => row.month.slice(0, 7) },
    ...columns.map((column): ExportColumn<MonthBurn> => ({ header: column.header, format: '#,##0.00', value: (row) => { const value = column.value(row); return value === null ? null : Number(value); } })),
  ];
  return (
    <div className={classes.tab}>
      <p className={`${classes.note} ${classes.definition}`}>{intl.formatMessage(messages.definition)}</p>
      <BurnChart burns={burns} table={books.actual} />
      <div className={classes.gridToolbar}>
        <TableExportButton exportRows={() => Promise.resolve(burns)} columns={exportColumns} fileName={intl.formatMessage(messages.caption)} />
      </div>
      <ScrollRegion label={intl.formatMessage(messages.caption)}>
        <HTMLTable compact striped className={classes.grid} aria-label={intl.formatMessage(messages.caption)}>
          <thead>
            <tr>
              <th scope="col" className={classes.rowHeader}>{intl.formatMessage(messages.month)}</th>
              {columns.map((column) => <th key={column.header} scope="col" className={classes.amount}>{column.header}</th>)}
            </tr>
          </thead>
          <tbody>
            {burns.map((row) => (
              <tr key={row.month}>
                <th scope="row" className={classes.rowHeader}>{formatMonth(intl, row.month)}</th>
                {columns.map((column) => <td key={column.header} className={classes.amount}>{money(column.value(row))}</td>)}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </ScrollRegion>
    </div>
  );
}
