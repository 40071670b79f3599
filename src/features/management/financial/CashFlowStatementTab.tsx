import { HTMLTable } from '@blueprintjs/core';
import { FlowLinearIcon } from '@blueprintjs/icons';
import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { cashFlowChecks } from '../../../../common/finance/cashFlowChecks.ts';
import { addMonths } from '../../../../common/finance/months.ts';
import { TableExportButton } from '../../../ui/dataTable/TableExportButton.tsx';
import type { ExportColumn } from '../../../ui/dataTable/tableColumn.ts';
import { formatMonth } from '../../../ui/formatMonth.ts';
import { LinkButton } from '../../../ui/LinkButton.tsx';
import type { ManagementContext } from '../ManagementFrame.tsx';
import { mappingFor } from '../managementClient.ts';
import { cashFlowStatement, operatingCash, type StatementLine } from './cashFlowStatement.ts';
import { ChecksPanel } from './ChecksPanel.tsx';
import { IndirectReconciliation } from './IndirectReconciliation.tsx';
import type { FinancialBooks } from './useFinancialBooks.ts';
import { useStatementLabels } from './useGridLabels.ts';
import { ScrollRegion } from './ScrollRegion.tsx';
import { useFormatAmount } from './useFormatAmount.ts';
import { indirectCheckInput, useIndirectCashFlow } from './useIndirectCashFlow.ts';
import classes from './financial.module.css';

const messages = defineMessages({
  caption: { id: 'management.CashFlowStatementTab.caption', defaultMessage: 'Cash flow statement', description: 'Accessible name of the statement, and its export\'s name' },
  method: { id: 'management.CashFlowStatementTab.method', defaultMessage: 'Direct method (CPC 03 / IAS 7), in R$: receipts positive, payments negative.', description: 'Which method the statement follows' },
  line: { id: 'management.CashFlowStatementTab.line', defaultMessage: 'Line', description: 'Column: the statement line' },
  fromTo: { id: 'management.CashFlowStatementTab.fromTo', defaultMessage: 'From-to (De/Para)', description: 'Link to the mapping, to fix what the checks find' },
});
const periodMessage = defineMessage<{ from: string | number; to: string | number }>({ id: 'management.CashFlowStatementTab.period', defaultMessage: '{from} – {to}', description: 'Column: the months of the statement' });

/** The DFC by the direct method for the months shown and a year before, the indirect reconciliation, and the checks. */
export function CashFlowStatementTab({ books, context }: { books: FinancialBooks; context: ManagementContext }) {
  const intl = useIntl();
  const labels = useStatementLabels();
  const { period } = books;
  const lines = useMemo(() => cashFlowStatement(books.actualWide, period.from, period.to, labels), [books.actualWide, period, labels]);
  const indirect = useIndirectCashFlow(context.client.id, period);
  const checks = useMemo(() => cashFlowChecks({
    table: books.actual,
    positions: books.positions,
    unmapped: books.unmapped,
    indirect: indirectCheckInput(indirect),
  }), [books, indirect]);
  const headers = [
    intl.formatMessage(periodMessage, { from: formatMonth(intl, period.from), to: formatMonth(intl, period.to) }),
    intl.formatMessage(periodMessage, { from: formatMonth(intl, addMonths(period.from, -12)), to: formatMonth(intl, addMonths(period.to, -12)) }),
  ];
  const money = useFormatAmount();
  const exportColumns: ExportColumn<StatementLine>[] = [
    { header: intl.formatMessage(messages.line), value: (line) => (line.code ? `${line.code} ${line.label}` : line.label) },
    ...headers.map((header, index): ExportColumn<StatementLine> => ({ header, format: '#,##0.00', value: (line) => (line.values[index] === null ? null : Number(line.values[index])) })),
  ];
  return (
    <div className={classes.tab}>
      <div className={classes.toolbar}>
        <p className={classes.note}>{intl.formatMessage(messages.method)}</p>
        <span style={{ flex: 1 }} />
        <TableExportButton exportRows={() => Promise.resolve(lines.filter((line) => line.kind !== 'section'))} columns={exportColumns} fileName={intl.formatMessage(messages.caption)} />
      </div>
      <ScrollRegion label={intl.formatMessage(messages.caption)}>
        <HTMLTable compact className={`${classes.grid} ${classes.statement}`} aria-label={intl.formatMessage(messages.caption)}>
          <thead>
            <tr>
              <th scope="col" className={classes.rowHeader}>{intl.formatMessage(messages.line)}</th>
              {headers.map((header) => <th key={header} scope="col" className={classes.amount}>{header}</th>)}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key} className={classes[`row-${line.kind}`]}>
                <th scope="row" className={classes.rowHeader} colSpan={line.kind === 'section' ? 3 : undefined} style={{ paddingLeft: line.kind === 'category' ? 26 : 8 }}>
                  {line.code && <span className={classes.code}>{line.code}</span>}
                  {line.label}
                </th>
                {line.kind !== 'section' && line.values.map((value, index) => (
                  <td key={headers[index]} className={classes.amount}>{money(value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </ScrollRegion>
      <IndirectReconciliation indirect={indirect} direct={operatingCash(lines)} headers={headers} clientId={context.client.id} period={period} />
      <ChecksPanel checks={checks} />
      <div><LinkButton icon={<FlowLinearIcon />} to={mappingFor(context.client.id, { from: period.from, to: period.to })} text={intl.formatMessage(messages.fromTo)} /></div>
    </div>
  );
}
