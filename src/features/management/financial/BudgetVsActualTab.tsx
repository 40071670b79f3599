import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { Fragment } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { isMaterial, type Variance } from '../../../../common/finance/variance.ts';
import type { ManagementContext } from '../ManagementFrame.tsx';
import { MaterialityControl } from './MaterialityControl.tsx';
import { TableExportButton } from '../../../ui/dataTable/TableExportButton.tsx';
import type { ExportColumn } from '../../../ui/dataTable/tableColumn.ts';
import { formatMonth } from '../../../ui/formatMonth.ts';
import { BudgetVsActualChart } from './BudgetVsActualChart.tsx';
import { BudgetVersionSelect } from './BudgetVersionSelect.tsx';
import { budgetVsActualLines, type VarianceLine } from './budgetVsActual.ts';
import type { FinancialBooks } from './useFinancialBooks.ts';
import { useFormatPercent } from './useFormatPercent.ts';
import { useGridLabels } from './useGridLabels.ts';
import { ScrollRegion } from './ScrollRegion.tsx';
import { useFormatAmount } from './useFormatAmount.ts';
import classes from './financial.module.css';

const messages = defineMessages({
  caption: { id: 'management.BudgetVsActualTab.caption', defaultMessage: 'Budget vs actual', description: 'Accessible name of the table, and its export\'s name' },
  line: { id: 'management.BudgetVsActualTab.line', defaultMessage: 'Line', description: 'Column: the line compared' },
  fullYear: { id: 'management.BudgetVsActualTab.fullYear', defaultMessage: 'Full year (projected)', description: 'Column group: projection for the whole year against its budget' },
  actual: { id: 'management.BudgetVsActualTab.actual', defaultMessage: 'Actual', description: 'Column: what happened' },
  projection: { id: 'management.BudgetVsActualTab.projection', defaultMessage: 'Projection', description: 'Column: actual to date plus the budget still to come' },
  budget: { id: 'management.BudgetVsActualTab.budget', defaultMessage: 'Budget', description: 'Column: what was planned' },
  delta: { id: 'management.BudgetVsActualTab.delta', defaultMessage: 'Δ', description: 'Column: actual minus budget' },
  deltaPercent: { id: 'management.BudgetVsActualTab.deltaPercent', defaultMessage: 'Δ%', description: 'Column: the difference as a share of the budget' },
  favourable: { id: 'management.BudgetVsActualTab.favourable', defaultMessage: 'favourable', description: 'A variance that is good news' },
  unfavourable: { id: 'management.BudgetVsActualTab.unfavourable', defaultMessage: 'unfavourable', description: 'A variance that is bad news' },
  empty: { id: 'management.BudgetVsActualTab.empty', defaultMessage: 'No budget to compare with', description: 'Title when there is no budget' },
  emptyText: { id: 'management.BudgetVsActualTab.emptyText', defaultMessage: 'Import a budget with the spreadsheet template to compare it with what happened.', description: 'How to get a budget' },
});
const monthGroup = defineMessage<{ month: string | number }>({ id: 'management.BudgetVsActualTab.month', defaultMessage: 'Month: {month}', description: 'Column group: the last month shown' });
const periodGroup = defineMessage<{ from: string | number; to: string | number }>({ id: 'management.BudgetVsActualTab.period', defaultMessage: '{from} – {to}', description: 'Column group: the months shown (year to date from January)' });
const noteMessage = defineMessage<{ threshold: string | number }>({
  id: 'management.BudgetVsActualTab.note',
  defaultMessage: 'Δ = actual − budget; Δ% = Δ ÷ |budget|. With a budget of zero or less, or actual and budget of opposite signs, there is no Δ% and only Δ is shown. Green is favourable (more cash in, less cash out), red unfavourable; variances of {threshold} or more of the budget are in bold (the organization\'s materiality threshold). The full year is projected as the actual to date plus the budget of the months still to come.',
  description: 'How budget against actual is computed and coloured',
});

type Block = 'month' | 'toDate' | 'fullYear';
const BLOCKS: readonly Block[] = ['month', 'toDate', 'fullYear'];

/** Budget against actual: the last month, the months shown and the projected year, per line, with Fathom's rule. */
export function BudgetVsActualTab({ books, context }: { books: FinancialBooks; context: ManagementContext }) {
  const intl = useIntl();
  const labels = useGridLabels();
  const percent = useFormatPercent();
  const money = useFormatAmount();
  if (!books.budgetWide) {
    return (
      <div className={classes.tab}>
        <div className={classes.toolbar}><BudgetVersionSelect versions={books.versions} version={books.version} /></div>
        <NonIdealState title={intl.formatMessage(messages.empty)} description={intl.formatMessage(messages.emptyText)} />
      </div>
    );
  }
  const lines = budgetVsActualLines(books.actualWide, books.budgetWide, books.period, labels);
  const groups: Record<Block, string> = {
    month: intl.formatMessage(monthGroup, { month: formatMonth(intl, books.period.to) }),
    toDate: intl.formatMessage(periodGroup, { from: formatMonth(intl, books.period.from), to: formatMonth(intl, books.period.to) }),
    fullYear: intl.formatMessage(messages.fullYear),
  };

  const cells = (line: VarianceLine, block: Block) => {
    const value: Variance | null = line[block];
    if (!value) return [0, 1, 2, 3].map((index) => <td key={`${block}${index}`} className={classes.amount}>—</td>);
    const tone = value.favourable === null ? '' : value.favourable ? classes.favourable : classes.unfavourable;
    const weight = isMaterial(value, context.materialityPercent) ? classes.material : '';
    const toneLabel = value.favourable === null ? undefined : intl.formatMessage(value.favourable ? messages.favourable : messages.unfavourable);
    return [
      <td key={`${block}a`} className={classes.amount}>{money(value.actual)}</td>,
      <td key={`${block}b`} className={classes.amount}>{money(value.budget)}</td>,
      <td key={`${block}d`} className={`${classes.amount} ${tone} ${weight}`} title={toneLabel}>{money(value.delta)}</td>,
      <td key={`${block}p`} className={`${classes.amount} ${tone} ${weight}`} title={toneLabel}>{percent(value.percent)}</td>,
    ];
  };

  const exportColumns: ExportColumn<VarianceLine>[] = [
    { header: intl.formatMessage(messages.line), value: (line) => (line.code ? `${line.code} ${line.label}` : line.label) },
    ...BLOCKS.flatMap((block): ExportColumn<VarianceLine>[] => [
      { header: `${groups[block]} · ${intl.formatMessage(block === 'fullYear' ? messages.projection : messages.actual)}`, format: '#,##0.00', value: (line) => (line[block] ? Number(line[block].actual) : null) },
      { header: `${groups[block]} · ${intl.formatMessage(messages.budget)}`, format: '#,##0.00', value: (line) => (line[block] ? Number(line[block].budget) : null) },
      { header: `${groups[block]} · Δ`, format: '#,##0.00', value: (line) => (line[block] ? Number(line[block].delta) : null) },
      { header: `${groups[block]} · Δ%`, format: '0.0', value: (line) => (line[block]?.percent ? Number(line[block].percent) : null) },
    ]),
  ];

  return (
    <div className={classes.tab}>
      <div className={classes.toolbar}>
        <BudgetVersionSelect versions={books.versions} version={books.version} />
        <MaterialityControl organizationId={context.organizationId} percent={context.materialityPercent} canEdit={context.canEdit} />
        <span style={{ flex: 1 }} />
        <TableExportButton exportRows={() => Promise.resolve(lines)} columns={exportColumns} fileName={intl.formatMessage(messages.caption)} />
      </div>
      {books.budget && <BudgetVsActualChart actual={books.actual} budget={books.budget} />}
      <p className={classes.note}>{intl.formatMessage(noteMessage, { threshold: percent(context.materialityPercent) })}</p>
      <ScrollRegion label={intl.formatMessage(messages.caption)}>
        <HTMLTable compact className={classes.grid} aria-label={intl.formatMessage(messages.caption)}>
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className={classes.rowHeader}>{intl.formatMessage(messages.line)}</th>
              {BLOCKS.map((block) => <th key={block} scope="colgroup" colSpan={4} className={classes.amount}>{groups[block]}</th>)}
            </tr>
            <tr>
              {BLOCKS.map((block) => (
                <Fragment key={block}>
                  <th scope="col" className={classes.amount}>{intl.formatMessage(block === 'fullYear' ? messages.projection : messages.actual)}</th>
                  <th scope="col" className={classes.amount}>{intl.formatMessage(messages.budget)}</th>
                  <th scope="col" className={classes.amount}>{intl.formatMessage(messages.delta)}</th>
                  <th scope="col" className={classes.amount}>{intl.formatMessage(messages.deltaPercent)}</th>
                </Fragment>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key} className={classes[`row-${line.kind}`]}>
                <th scope="row" className={classes.rowHeader} colSpan={line.kind === 'section' ? 13 : undefined} style={{ paddingLeft: line.kind === 'category' ? 26 : 8 }}>
                  {line.code && <span className={classes.code}>{line.code}</span>}
                  {line.label}
                </th>
                {line.kind !== 'section' && BLOCKS.flatMap((block) => cells(line, block))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </ScrollRegion>
    </div>
  );
}
