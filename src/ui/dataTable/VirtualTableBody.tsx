import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
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
}

/**
 * The body of a table of every row ("All"), with only the rows in the window's view (and a margin) in the document.
 * The page itself scrolls, as it does for any other page of rows: no box of its own inside a scrolling page, so the
 * wheel, the keyboard (End, Page Down) and the browser's find move through the list the usual way. Two spacer rows
 * stand for the rest above and below, so the table keeps its semantics and its columns stay aligned with the header.
 * Rows are measured as they render (a wrapped cell makes a taller row); until then they count as one line.
 */
export function VirtualTableBody<Row>({ columns, rows, rowKey }: VirtualTableBodyProps<Row>) {
  const body = useRef<HTMLTableSectionElement>(null);
  // Where the rows start in the document: the virtualizer counts the window's scroll from there.
  const [scrollMargin, setScrollMargin] = useState(0);
  // The height of a row as drawn, once one is measured: a row of buttons is taller than a line of text. The rows not
  // drawn yet are estimated at it, so the body's height is right from the start: with a wrong estimate each row
  // measured above the view moves the scroll position, which stops a scroll under way (End, a fling) short of its end.
  const drawnHeight = useRef<number | null>(null);
  const getItemKey = useCallback((index: number) => {
    const row = rows[index];
    return row === undefined ? index : rowKey(row);
  }, [rows, rowKey]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => drawnHeight.current ?? ROW_HEIGHT,
    getItemKey,
    overscan: OVERSCAN,
    scrollMargin,
    // A row that measures 0 (its table hidden with display: none) would make every row "visible": keep the estimate.
    measureElement: (element, entry, instance) => {
      const height = measureElement(element, entry, instance);
      if (height > 0) drawnHeight.current ??= height;
      return height || ROW_HEIGHT;
    },
  });
  // Read again after each scroll step and change of rows (content above may have grown meanwhile: a notice, a
  // wrapped toolbar), and stored only when it moved.
  const scrolled = virtualizer.scrollOffset;
  useLayoutEffect(() => {
    const top = body.current ? body.current.getBoundingClientRect().top + window.scrollY : 0;
    if (Math.abs(top - scrollMargin) >= 1) setScrollMargin(top);
  }, [scrolled, rows.length, scrollMargin]);
  const items = virtualizer.getVirtualItems();
  const first = items.at(0);
  // Items' positions include the margin; the spacers measure from the body's top.
  const before = (first?.start ?? scrollMargin) - scrollMargin;
  const after = virtualizer.getTotalSize() - ((items.at(-1)?.end ?? scrollMargin) - scrollMargin);
  return (
    <tbody ref={body}>
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
