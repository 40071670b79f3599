import { Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { ThIcon } from '@blueprintjs/icons';
import { useIntl } from 'react-intl';
import { managementAccountingTab } from '../../../app/paths.ts';
import { TableExportButton } from '../../../ui/dataTable/TableExportButton.tsx';
import type { ExportColumn } from '../../../ui/dataTable/tableColumn.ts';
import { LinkButton } from '../../../ui/LinkButton.tsx';
import type { FinancialPeriod } from './financialPeriod.ts';
import { indirectMessages, indirectRows, type IndirectRow } from './indirectRows.ts';
import { ScrollRegion } from './ScrollRegion.tsx';
import { indirectCheckInput, type IndirectBooks } from './useIndirectCashFlow.ts';
import { useFormatAmount } from './useFormatAmount.ts';
import classes from './financial.module.css';

/**
 * Under the DFC: net income, the results taken out, each operating balance-sheet account's change, and the operating
 * cash they add up to, set against the direct method's, for the months shown and a year before.
 */
export function IndirectReconciliation({ indirect, direct, headers, clientId, period }: {
  indirect: IndirectBooks;
  /** The direct method's operating cash, per column. */
  direct: readonly (string | null)[];
  headers: readonly string[];
  clientId: string;
  period: FinancialPeriod;
}) {
  const intl = useIntl();
  const money = useFormatAmount();
  const title = intl.formatMessage(indirectMessages.title);
  const { flow } = indirect;
  const input = indirectCheckInput(indirect);
  if ('missing' in input) {
    return <Callout title={title} compact>{intl.formatMessage(input.missing === 'no-income-balances' ? indirectMessages.noLedger : indirectMessages.missingMonths)}</Callout>;
  }
  const rows = indirectRows(intl, flow, direct);

  const exportColumns: ExportColumn<IndirectRow>[] = [
    { header: intl.formatMessage(indirectMessages.line), value: (row) => (row.code ? `${row.code} ${row.label}` : row.label) },
    ...headers.map((header, index): ExportColumn<IndirectRow> => ({ header, format: '#,##0.00', value: (row) => (row.values[index] == null ? null : Number(row.values[index])) })),
  ];
  return (
    <section className={classes.gridBlock}>
      <div className={classes.toolbar}>
        <h3 style={{ margin: 0 }}>{title}</h3>
        <span style={{ flex: 1 }} />
        <TableExportButton exportRows={() => Promise.resolve(rows.filter((row) => row.kind !== 'heading'))} columns={exportColumns} fileName={title} />
      </div>
      <p className={classes.note}>{intl.formatMessage(indirectMessages.how)}</p>
      <ScrollRegion label={title}>
        <HTMLTable compact className={`${classes.grid} ${classes.statement}`} aria-label={title}>
          <thead>
            <tr>
              <th scope="col" className={classes.rowHeader}>{intl.formatMessage(indirectMessages.line)}</th>
              {headers.map((header) => <th key={header} scope="col" className={classes.amount}>{header}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.kind === 'total' ? classes['row-result'] : row.kind === 'heading' ? classes['row-section'] : row.kind === 'compare' ? classes.derived : classes['row-account']}>
                <th scope="row" className={classes.rowHeader} colSpan={row.kind === 'heading' ? headers.length + 1 : undefined} style={{ paddingLeft: row.kind === 'account' ? 26 : 8 }}>
                  {row.code && <span className={classes.code}>{row.code}</span>}
                  {row.label}
                  {row.unclassified && <Tag minimal intent="warning" style={{ marginLeft: 8 }}>{intl.formatMessage(indirectMessages.unclassified)}</Tag>}
                </th>
                {row.kind !== 'heading' && headers.map((header, index) => (
                  <td key={header} className={classes.amount}>{money(row.values[index] ?? null)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </ScrollRegion>
      <div><LinkButton icon={<ThIcon />} to={managementAccountingTab(clientId, 'trial-balance', period.year, period.fromMonth, period.toMonth)} text={intl.formatMessage(indirectMessages.trialBalance)} /></div>
    </section>
  );
}
