import type { ReactNode } from 'react';

/**
 * A value as it goes into an export file: numbers stay numbers and dates stay dates in XLSX (so the spreadsheet
 * can sum and sort them); `null` and `undefined` are empty cells.
 */
export type ExportValue = string | number | boolean | Date | null | undefined;

/** One column of an export file. */
export interface ExportColumn<Row> {
  /** The column's title in the file's first row. */
  header: string;
  /** The cell's plain value (the amount, not the formatted "R$ 1.234,56"). */
  value: (row: Row) => ExportValue;
  /** An Excel number format for XLSX, such as `#,##0.00` or `dd/mm/yyyy`. @default Excel's general format; dates `yyyy-mm-dd` */
  format?: string;
}

/** One column of a `DataTable`. */
export interface DataTableColumn<Row> {
  /** Unique among the table's columns; also the name `sort` uses in the address when the column is sortable. */
  id: string;
  /** The header cell's content. */
  header: ReactNode;
  /** The body cell's content for a row. */
  cell: (row: Row) => ReactNode;
  /** Whether the header sorts the list (the screen maps `id` to an `order_by` with `toOrderBy`). @default false */
  sortable?: boolean;
  /** A CSS width for the column, such as `120` (pixels) or `"20%"`. @default the browser's automatic layout */
  width?: number | string;
  /** Horizontal alignment of the header and cells; numbers read best on the right. @default "left" */
  align?: 'left' | 'center' | 'right';
  /**
   * The cells hold text people type (a name, a group): a word longer than the column breaks anywhere rather than
   * widen the list past the page. Other columns keep their words whole. @default false
   */
  freeText?: boolean;
  /** The column's plain value in exports; a column without one is left out of the file. @default not exported */
  exportValue?: (row: Row) => ExportValue;
  /** The column's title in exports. @default `header` when it is a string, else `id` */
  exportHeader?: string;
  /** The XLSX number format of the exported value (see `ExportColumn.format`). @default none */
  exportFormat?: string;
}

/** The export columns a table's columns describe: those with an `exportValue`, in order. */
export function exportColumnsOf<Row>(columns: readonly DataTableColumn<Row>[]): ExportColumn<Row>[] {
  return columns.flatMap(({ id, header, exportValue, exportHeader, exportFormat }) => exportValue
    ? [{ header: exportHeader ?? (typeof header === 'string' ? header : id), value: exportValue, format: exportFormat }]
    : []);
}
