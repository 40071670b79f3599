import { defineMessages, useIntl } from 'react-intl';
import type { CreateCompanyForm_query$key } from '../../../__generated__/CreateCompanyForm_query.graphql.ts';
import { CreateCompanyForm } from './CreateCompanyForm.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';

const messages = defineMessages({
  title: { id: 'companies.CreateCompanyDialog.title', defaultMessage: 'Create company', description: 'Title of the new company dialog' },
});

export interface CreateCompanyDialogProps {
  /** The route query, for the organizations the user may add companies to. */
  query: CreateCompanyForm_query$key;
  isOpen: boolean;
  /** Called on cancel, and once the company is stored (the list is then fetched again). */
  onClose: () => void;
}

/**
 * The create-company dialog (spec §2: name, document, organization). Its form is mounted only while it is open, so
 * each opening starts blank; a refusal keeps the dialog open with everything typed.
 */
export function CreateCompanyDialog({ query, isOpen, onClose }: CreateCompanyDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog isOpen={isOpen} onClose={onClose} title={intl.formatMessage(messages.title)}>
      <CreateCompanyForm query={query} onDone={onClose} />
    </FormDialog>
  );
}
