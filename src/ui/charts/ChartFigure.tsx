import { Button, Card, H3, HTMLTable } from '@blueprintjs/core';
import { ThIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styles from './charts.module.css';

const messages = defineMessages({
  show: { id: 'ui.ChartFigure.show', defaultMessage: 'Show data', description: 'Shows the table of the numbers behind a chart' },
  hide: { id: 'ui.ChartFigure.hide', defaultMessage: 'Hide data', description: 'Hides the table of the numbers behind a chart' },
});

/** The numbers behind a chart, as a table: its text alternative. */
export interface ChartTable {
  columns: readonly { label: string; numeric?: boolean }[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

export interface ChartFigureProps {
  title: string;
  /** One or two sentences: what is drawn and how to read it. */
  caption: string;
  table: ChartTable;
  /** The chart, or what stands in its place when there is nothing to draw. */
  children: ReactNode;
  /**
   * A wide chart spans every column of the grid it sits in (both of the dashboard's).
   * @default false
   */
  wide?: boolean;
}

/**
 * A chart with its text alternative: a caption saying what it shows, and the table of its numbers, which screen
 * readers always reach and anyone can show under the chart ("Show data").
 */
export function ChartFigure({ title, caption, table, children, wide = false }: ChartFigureProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <Card className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <figure className={styles.figure} aria-labelledby={titleId}>
        <figcaption className={styles.caption}>
          <div className={styles.head}>
            <H3 id={titleId}>{title}</H3>
            <Button variant="minimal" size="small" icon={<ThIcon />} aria-expanded={shown} aria-controls={tableId}
              text={intl.formatMessage(shown ? messages.hide : messages.show)} onClick={() => { setShown((value) => !value); }} />
          </div>
          <p>{caption}</p>
        </figcaption>
        {children}
        <div id={tableId} className={shown ? styles.tableBox : styles.visuallyHidden}>
          <HTMLTable compact striped className={styles.table}>
            <caption className={styles.visuallyHidden}>{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column.label} scope="col" className={column.numeric ? styles.number : undefined}>{column.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) => (
                    <td key={table.columns[index]?.label ?? index} className={table.columns[index]?.numeric ? styles.number : undefined}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      </figure>
    </Card>
  );
}
