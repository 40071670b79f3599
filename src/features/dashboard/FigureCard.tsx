import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './dashboard.module.css';

export interface FigureCardProps {
  /** What the figure is: "Invested (net)". */
  label: string;
  icon: ReactNode;
  /** The figure, one line per currency. */
  children: ReactNode;
  /** A line under it: its date, a link. */
  note?: ReactNode;
}

/** One figure of the totals, as a card: a group named by its label, so a screen reader says what the number is. */
export function FigureCard({ label, icon, children, note }: FigureCardProps) {
  const labelId = useId();
  return (
    <Card className={styles.figureCard} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.figureLabel}>{icon}{label}</p>
      <div className={styles.figureValue}>{children}</div>
      {note !== undefined && <div className={styles.figureNote}>{note}</div>}
    </Card>
  );
}
