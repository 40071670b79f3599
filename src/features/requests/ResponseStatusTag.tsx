import { Intent, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { requestMessages, statusMessage } from './requestMessages.ts';
import { isOverdue, statusIntent, statusSolid } from './responseState.ts';
import styles from './requests.module.css';

export interface ResponseStatusTagProps {
  status: string;
  dueDate: string;
  /** Today's date, `YYYY-MM-DD`, against which lateness is judged. */
  today: string;
  /** The request was cancelled: nobody is late. @default false */
  cancelled?: boolean;
}

/** A response's state as a coloured tag, and a red "Late" tag beside it once the due date passed unanswered. */
export function ResponseStatusTag({ status, dueDate, today, cancelled = false }: ResponseStatusTagProps) {
  const intl = useIntl();
  const label = statusMessage(status);
  return (
    <span className={styles.tags}>
      <Tag minimal={!statusSolid(status)} intent={statusIntent(status)} round>
        {label ? intl.formatMessage(label) : status}
      </Tag>
      {isOverdue(status, dueDate, today, cancelled) && (
        <Tag intent={Intent.DANGER} round>{intl.formatMessage(requestMessages.overdue)}</Tag>
      )}
    </span>
  );
}
