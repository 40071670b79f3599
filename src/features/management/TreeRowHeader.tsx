import { Button } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { useCallback, useState } from 'react';
import classes from './financial/financial.module.css';

/**
 * Which rows of a tree table are unfolded, by key: the money grids of the financial analysis and the accounting
 * statements unfold the same way.
 *
 * @param initiallyOpen - The keys unfolded on first render.
 * @returns The unfolded keys and the function that folds or unfolds one.
 */
export function useOpenRows(initiallyOpen: () => Iterable<string>): [ReadonlySet<string>, (key: string) => void] {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen()));
  const toggle = useCallback((key: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key); else next.add(key);
      return next;
    });
  }, []);
  return [open, toggle];
}

export interface TreeRowHeaderProps {
  readonly label: string;
  /** A code shown before the label (a category's number, an account's code). */
  readonly code?: string;
  readonly depth: number;
  /** Whether the row unfolds; its button's accessible name. */
  readonly expand: { readonly isOpen: boolean; readonly label: string; readonly onToggle: () => void } | null;
  /** A heading row spans the whole table. */
  readonly colSpan?: number;
}

/** The first cell of a tree table's row: indented by depth, with the button that unfolds it, its code and label. */
export function TreeRowHeader({ label, code, depth, expand, colSpan }: TreeRowHeaderProps) {
  return (
    <th scope="row" className={classes.rowHeader} style={{ paddingLeft: 8 + depth * 18 }} colSpan={colSpan}>
      {expand
        ? (
          <Button
            variant="minimal"
            size="small"
            icon={expand.isOpen ? <ChevronDownIcon /> : <ChevronRightIcon />}
            aria-expanded={expand.isOpen}
            aria-label={expand.label}
            onClick={expand.onToggle}
          />
        )
        : <span className={classes.caretSpace} />}
      {code && <span className={classes.code}>{code}</span>}
      {label}
    </th>
  );
}
