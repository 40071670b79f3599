import { Tooltip } from '@blueprintjs/core';
import { useFormatMoney } from '../../ui/useFormatMoney.ts';
import styles from './dashboard.module.css';
import { useFormatCompactMoney } from '../../ui/useFormatCompactMoney.ts';

/**
 * An amount in a card: short (`R$ 253,7 mi`) to read at a glance, the exact amount to the cent on hover and focus,
 * and the exact amount alone for screen readers.
 */
export function MoneyAmount({ amount, currency }: { amount: string; currency: string }) {
  const exact = useFormatMoney()(amount, currency);
  const short = useFormatCompactMoney()(amount, currency);
  if (short === exact) return <span>{exact}</span>;
  return (
    <Tooltip content={exact} placement="bottom">
      <span tabIndex={0} className={styles.noted}>
        <span aria-hidden="true">{short}</span>
        <span className={styles.visuallyHidden}>{exact}</span>
      </span>
    </Tooltip>
  );
}
