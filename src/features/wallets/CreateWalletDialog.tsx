import { defineMessages, useIntl } from 'react-intl';
import type { CreateWalletForm_query$key } from '../../../__generated__/CreateWalletForm_query.graphql.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { CreateWalletForm } from './CreateWalletForm.tsx';

const messages = defineMessages({
  title: { id: 'wallets.CreateWalletDialog.title', defaultMessage: 'Create wallet', description: 'Title of the new wallet dialog' },
});

export interface CreateWalletDialogProps {
  /** The route query, for the organizations the user may add wallets to and the segments. */
  query: CreateWalletForm_query$key;
  isOpen: boolean;
  /** Called on cancel, and once the wallet is stored (the list is then fetched again). */
  onClose: () => void;
}

/**
 * The create-wallet dialog (spec §2: name, tax ID, segment, group, organization). Its form is mounted only while it
 * is open, so each opening starts blank; a refusal keeps the dialog open with everything typed.
 */
export function CreateWalletDialog({ query, isOpen, onClose }: CreateWalletDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog isOpen={isOpen} onClose={onClose} title={intl.formatMessage(messages.title)}>
      <CreateWalletForm query={query} onDone={onClose} />
    </FormDialog>
  );
}
