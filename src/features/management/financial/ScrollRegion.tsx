import type { ReactNode } from 'react';
import classes from './financial.module.css';

/**
 * A wide table's horizontal scroller: a named region that takes the keyboard's focus, so a person without a mouse
 * can scroll the months too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.gridScroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
