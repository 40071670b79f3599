import { HTMLTable } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { useFormatIsoDate } from '../../ui/useFormatIsoDate.ts';
import { useFormatMoney } from '../../ui/useFormatMoney.ts';
import { MoicFigure, XirrFigure } from '../../ui/performance/PerformanceFigure.tsx';
import type { Amount, PerformanceFigures } from '../../ui/performance/performanceRows.ts';
import styles from './PerformanceTable.module.css';

const messages = defineMessages({
  label: { id: 'investments.PerformanceTable.label', defaultMessage: 'Performance', description: 'Accessible name of the performance table' },
  holding: { id: 'investments.PerformanceTable.holding', defaultMessage: 'Holding', description: 'Column: the investment or group of investments of the row' },
  invested: { id: 'investments.PerformanceTable.invested', defaultMessage: 'Invested', description: 'Column: net amount invested' },
  currentValue: { id: 'investments.PerformanceTable.currentValue', defaultMessage: 'Current value', description: 'Column: latest valuation × share' },
  moic: { id: 'investments.PerformanceTable.moic', defaultMessage: 'MOIC', description: 'Column: multiple on invested capital' },
  xirr: { id: 'investments.PerformanceTable.xirr', defaultMessage: 'XIRR', description: 'Column: annual internal rate of return' },
  unknown: { id: 'investments.PerformanceTable.unknown', defaultMessage: 'No valuation', description: 'Current value of a holding whose company has no valuation report' },
  none: { id: 'investments.PerformanceTable.none', defaultMessage: '—', description: 'An empty amount (nothing invested)' },
});

export interface PerformanceTableRow {
  key: string;
  label: string;
  figures: PerformanceFigures;
  /** A sum of several investments, in the table's footer. @default false */
  total?: boolean;
}

/** The performance tab's table: one row per investment, the totals in its footer; invested, value, MOIC, XIRR. */
export function PerformanceTable({ rows }: { rows: readonly PerformanceTableRow[] }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatIsoDate();
  const amounts = (list: readonly Amount[]) => list.length === 0
    ? intl.formatMessage(messages.none)
    : list.map((amount) => <div key={amount.currency}>{formatMoney(amount.amount, amount.currency)}</div>);
  const renderRow = ({ key, label, figures, total = false }: PerformanceTableRow) => (
    <tr key={key}>
      <th scope="row">{label}</th>
      <td className={styles.number}>{amounts(figures.invested)}</td>
      <td className={styles.number}>
        {figures.currentValue === null ? intl.formatMessage(messages.unknown) : amounts(figures.currentValue)}
        {figures.currentValue !== null && figures.valuationDate !== null && (
          <small className={styles.date}>{formatDate(figures.valuationDate)}</small>
        )}
      </td>
      <td className={styles.number}><MoicFigure result={figures.moic} unvalued={total ? figures.withoutValuation : null} /></td>
      <td className={styles.number}><XirrFigure result={figures.xirr} unvalued={total ? figures.withoutValuation : null} /></td>
    </tr>
  );
  return (
    <HTMLTable className={styles.table} aria-label={intl.formatMessage(messages.label)}>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(messages.holding)}</th>
          <th scope="col" className={styles.number}>{intl.formatMessage(messages.invested)}</th>
          <th scope="col" className={styles.number}>{intl.formatMessage(messages.currentValue)}</th>
          <th scope="col" className={styles.number}>{intl.formatMessage(messages.moic)}</th>
          <th scope="col" className={styles.number}>{intl.formatMessage(messages.xirr)}</th>
        </tr>
      </thead>
      <tbody>{rows.filter((row) => row.total !== true).map(renderRow)}</tbody>
      <tfoot>{rows.filter((row) => row.total === true).map(renderRow)}</tfoot>
    </HTMLTable>
  );
}
