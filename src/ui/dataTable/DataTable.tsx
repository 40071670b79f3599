import { HTMLTable, Spinner, SpinnerSize } from '@blueprintjs/core';
import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styles from './dataTable.module.css';
import { exportColumnsOf } from './tableColumn.ts';
import type { DataTableColumn, ExportColumn } from './tableColumn.ts';
import { TableExportButton } from './TableExportButton.tsx';
import { TableHead } from './TableHead.tsx';
import { TablePager } from './TablePager.tsx';
import { TableRow } from './TableRow.tsx';
import { toLimitOffset } from './tableUrlState.ts';
import type { TableChange, TableChangeHow, TableState } from './tableUrlState.ts';
import type { VirtualTableBody as VirtualTableBodyComponent } from './VirtualTableBody.tsx';

const messages = defineMessages({
  empty: { id: 'ui.DataTable.empty', defaultMessage: 'No record found', description: 'The only row of a list with no rows' },
  loading: { id: 'ui.DataTable.loading', defaultMessage: 'Loading', description: 'Accessible name of the spinner in a list still loading' },
});

// Only All needs the virtualizer (about 10 KB gzipped): it downloads the first time a list shows every row.
const VirtualTableBody = lazy(async () => ({ default: (await import('./VirtualTableBody.tsx')).VirtualTableBody })) as unknown as typeof VirtualTableBodyComponent;

export interface DataTableProps<Row> {
  /** Names the table (and, under All, its scroll box) for assistive technology. */
  label: string;
  /** The columns, in order: header, cell, and optionally sorting, width, alignment and export value. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows on screen: the current page, or every row under All. */
  rows: readonly Row[];
  /** A row's unique key, such as its id. */
  rowKey: (row: Row) => string;
  /** The number of rows in the whole filtered list (its `_aggregate { count }`). */
  total: number;
  /** The view: page, size, sort, search (usually from `useTableUrlState`). */
  state: TableState;
  /** Called with a new page, size or sort (the second result of `useTableUrlState` fits). */
  onStateChange: (change: TableChange, how?: TableChangeHow) => void;
  /** New rows are on their way (a page change in a transition): the current ones are dimmed. @default false */
  loading?: boolean;
  /** The screen's controls above the table, such as its search box and actions. @default none */
  toolbar?: ReactNode;
  /** Fetches every row of the current filter and sort for an export; without it there is no export button. @default none */
  exportRows?: () => Promise<readonly Row[]>;
  /** The export file's columns. @default the columns that have an `exportValue` */
  exportColumns?: readonly ExportColumn<Row>[];
  /** The export file's name, without extension. @default label */
  fileName?: string;
}

/**
 * A list with server-side paging: the screen fetches one page (or, under All, every row, rendered virtualized against
 * the page's own scroll, its header sticking to the top of the window) and its total, and re-fetches when `state`
 * changes. A sortable header sorts ascending, then flips (see `nextSort`).
 * Empty, it says "No record found".
 *
 * @example
 * const [state, change] = useTableUrlState(TABLE); // TABLE = { sortColumns, defaultSort }, module-level
 * <DataTable label={title} columns={COLUMNS} rows={data.companies} rowKey={(row) => row.id}
 *   total={data.companies_aggregate.aggregate?.count ?? 0} state={state} onStateChange={change}
 *   toolbar={<SearchBox />} exportRows={fetchAllFiltered} />
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, rowKey, total, state, onStateChange, loading = false, toolbar, exportRows } = props;
  const intl = useIntl();
  const all = state.size === 'all';
  const lastPage = state.size === 'all' ? 1 : Math.max(1, Math.ceil(total / state.size));

  // An old link, or rows deleted since: a page past the end becomes the last page, without a history entry.
  useEffect(() => {
    if (!loading && state.page > lastPage) onStateChange({ page: lastPage }, { replace: true });
  }, [loading, state.page, lastPage, onStateChange]);

  const { offset } = toLimitOffset(state, total);
  const message = (text: ReactNode) => <tbody><tr><td colSpan={columns.length} style={{ textAlign: 'center' }}>{text}</td></tr></tbody>;
  const spinner = <Spinner size={SpinnerSize.SMALL} aria-label={intl.formatMessage(messages.loading)} />;
  const body = rows.length === 0
    ? message(loading ? spinner : intl.formatMessage(messages.empty))
    : all
      ? (
        <Suspense fallback={message(spinner)}>
          <VirtualTableBody columns={columns} rows={rows} rowKey={rowKey} />
        </Suspense>
        )
      : <tbody>{rows.map((row, index) => <TableRow key={rowKey(row)} columns={columns} row={row} rowIndex={offset + index + 2} />)}</tbody>;
  const table = (
    <HTMLTable
      striped
      interactive
      className={[styles.table, all && styles.all, loading && styles.loading].filter(Boolean).join(' ')}
      aria-label={label}
      aria-rowcount={total + 1}
      aria-busy={loading}
    >
      <TableHead columns={columns} sort={state.sort} onSort={(column) => { onStateChange({ toggleSort: column }); }} />
      {body}
    </HTMLTable>
  );
  return (
    <div>
      {(toolbar !== undefined || exportRows) && (
        <div className={styles.toolbar}>
          {toolbar}
          {exportRows && (
            <div className={styles.toolbarEnd}>
              <TableExportButton
                exportRows={exportRows}
                columns={props.exportColumns ?? exportColumnsOf(columns)}
                fileName={props.fileName ?? label}
                disabled={total === 0}
              />
            </div>
          )}
        </div>
      )}
      {table}
      <TablePager page={state.page} size={state.size} total={total} onChange={onStateChange} />
    </div>
  );
}
