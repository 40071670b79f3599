import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';
import styles from './dataTable.module.css';
import type { DataTableColumn } from './tableColumn.ts';
import { TableRow } from './TableRow.tsx';

/** A Blueprint HTMLTable row of one line of text: 11 px of padding above and below an 18 px line. */
const ROW_HEIGHT = 40;
/** Rows rendered beyond each edge of the visible window, so a fast scroll does not show blank space. */
const OVERSCAN = 12;

export interface VirtualTableBodyProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The box that scrolls (it holds the whole table, its sticky header included); null until it is mounted. */
  scrollElement: HTMLElement | null;
  /** The box's height before it is measured, so the first paint already fills it. */
  viewportHeight: number;
}

/**
 * The body of a table of every row ("All"), with only the rows in view (and a margin) in the document. Two spacer
 * rows stand for the rest above and below, so the table keeps its semantics and its columns stay aligned with the
 * header. Rows are measured as they render (a wrapped cell makes a taller row); until then they count as one line.
 * The header's own height is not subtracted from the window: the overscan margin covers it.
 */
export function VirtualTableBody<Row>({ columns, rows, rowKey, scrollElement, viewportHeight }: VirtualTableBodyProps<Row>) {
  // The height of a row as drawn, once one is measured: a row of buttons is taller than a line of text. The rows not
  // drawn yet are estimated at it, so the body's height is right from the start: with a wrong estimate each row
  // measured above the view moves the scroll position, which stops a scroll under way (End, a fling) short of its end.
  const drawnHeight = useRef<number | null>(null);
  const getItemKey = useCallback((index: number) => {
    const row = rows[index];
    return row === undefined ? index : rowKey(row);
  }, [rows, rowKey]);
  // The virtualizer is a mutable object read during render, which the React Compiler cannot memoize around: it
  // leaves this component alone, which is right for it (it re-renders on every scroll step anyway).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => drawnHeight.current ?? ROW_HEIGHT,
    getItemKey,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: viewportHeight },
    // A row that measures 0 (its table hidden with display: none) would make every row "visible": keep the estimate.
    measureElement: (element, entry, instance) => {
      const height = measureElement(element, entry, instance);
      if (height > 0) drawnHeight.current ??= height;
      return height || ROW_HEIGHT;
    },
  });
  const items = virtualizer.getVirtualItems();
  const first = items.at(0);
  const before = first?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <tbody>
      <Spacer columns={columns.length} height={before} />
      {/* Blueprint stripes odd children: a second spacer when needed keeps row i an odd child exactly when i is even. */}
      {(first?.index ?? 0) % 2 === 0 && <Spacer columns={columns.length} height={0} />}
      {items.map((item) => {
        const row = rows[item.index];
        if (row === undefined) return null;
        return (
          <TableRow
            key={item.key}
            ref={virtualizer.measureElement}
            columns={columns}
            row={row}
            rowIndex={item.index + 2}
            dataIndex={item.index}
          />
        );
      })}
      <Spacer columns={columns.length} height={after} />
    </tbody>
  );
}

function Spacer({ columns, height }: { columns: number; height: number }) {
  return (
    <tr className={styles.spacer} aria-hidden="true">
      <td colSpan={columns} style={{ height }} />
    </tr>
  );
}
