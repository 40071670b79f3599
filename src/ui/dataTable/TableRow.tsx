import type { Ref } from 'react';
import styles from './dataTable.module.css';
import type { DataTableColumn } from './tableColumn.ts';

export interface TableRowProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  row: Row;
  /** The row's 1-based position among the table's rows, header included, for `aria-rowindex`. */
  rowIndex: number;
  /** The virtualizer's index of the row, which it reads back when it measures the row. @default none */
  dataIndex?: number;
  /** @default none */
  ref?: Ref<HTMLTableRowElement>;
}

/**
 * One body row. `aria-rowindex` tells assistive technology where the row sits in the whole list, since only a page
 * (or, under All, a window) of it is in the document.
 */
export function TableRow<Row>({ columns, row, rowIndex, dataIndex, ref }: TableRowProps<Row>) {
  return (
    <tr ref={ref} aria-rowindex={rowIndex} data-index={dataIndex}>
      {columns.map((column) => (
        <td key={column.id} style={{ textAlign: column.align }} className={column.freeText ? styles.freeText : undefined}>{column.cell(row)}</td>
      ))}
    </tr>
  );
}
