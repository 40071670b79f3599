import { defineMessages, useIntl } from 'react-intl';
import type { NewRequestForm_query$key } from '../../../__generated__/NewRequestForm_query.graphql.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { NewRequestForm } from './NewRequestForm.tsx';
import styles from './requests.module.css';

const messages = defineMessages({
  title: { id: 'requests.NewRequestDialog.title', defaultMessage: 'New request', description: 'Title of the new KPI request dialog' },
});

/** The new-request form in a dialog; the form is made anew each time it opens, so it starts empty. */
export function NewRequestDialog({ isOpen, onClose, query, organizationId, today }: {
  isOpen: boolean;
  onClose: () => void;
  query: NewRequestForm_query$key;
  organizationId: string;
  today: string;
}) {
  const intl = useIntl();
  return (
    <FormDialog isOpen={isOpen} onClose={onClose} title={intl.formatMessage(messages.title)} className={styles.dialog}>
      {isOpen && <NewRequestForm query={query} organizationId={organizationId} today={today} onDone={onClose} />}
    </FormDialog>
  );
}
