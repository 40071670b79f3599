import { Button } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronUpIcon, DoubleCaretVerticalIcon } from '@blueprintjs/icons';
import styles from './dataTable.module.css';
import type { DataTableColumn } from './tableColumn.ts';
import type { TableSort } from './tableUrlState.ts';

export interface TableHeadProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  /** The list's current sort, shown with `aria-sort` and an arrow on its column. */
  sort: TableSort | null;
  /** Called with the column whose sortable header was clicked (the table works out the next sort: `nextSort`). */
  onSort: (column: string) => void;
}

/**
 * The header row. A sortable column's header is a button (so it is reachable by keyboard and says it can be
 * pressed); the sorted column carries `aria-sort`, which screen readers announce with the header.
 */
export function TableHead<Row>({ columns, sort, onSort }: TableHeadProps<Row>) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const direction = sort?.column === column.id ? sort.direction : null;
          const arrow = direction === 'asc' ? <ChevronUpIcon /> : direction === 'desc' ? <ChevronDownIcon /> : <DoubleCaretVerticalIcon />;
          return (
            <th
              key={column.id}
              scope="col"
              aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
              style={{ width: column.width, textAlign: column.align }}
            >
              {column.sortable
                ? (
                  <Button
                    className={styles.sortButton}
                    variant="minimal"
                    fill
                    alignText={column.align === 'right' ? 'end' : column.align === 'center' ? 'center' : 'start'}
                    endIcon={arrow}
                    onClick={() => { onSort(column.id); }}
                  >
                    {column.header}
                  </Button>
                  )
                : column.header}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
