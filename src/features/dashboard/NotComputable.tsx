import { Classes, Tooltip } from '@blueprintjs/core';
import { InfoSignIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styles from './dashboard.module.css';

const messages = defineMessages({
  notComputable: { id: 'dashboard.NotComputable.notComputable', defaultMessage: 'Not computable', description: 'In place of a figure the data gives no answer for' },
});

/** "Not computable" in place of a figure, with why: on hover and focus, and read by screen readers with it. */
export function NotComputable({ why }: { why: string }) {
  const intl = useIntl();
  const id = useId();
  return (
    <Tooltip content={why} placement="bottom">
      <span tabIndex={0} className={`${styles.noted} ${styles.notComputable}`} aria-describedby={id}>
        {intl.formatMessage(messages.notComputable)} <InfoSignIcon size={14} className={Classes.TEXT_MUTED} />
        <span id={id} className={styles.visuallyHidden}>{why}</span>
      </span>
    </Tooltip>
  );
}
