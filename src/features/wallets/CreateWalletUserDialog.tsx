import { defineMessages, useIntl } from 'react-intl';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { CreateWalletUserForm } from './CreateWalletUserForm.tsx';
import type { WalletScope } from './walletScope.ts';

const messages = defineMessages({
  title: { id: 'wallets.CreateWalletUserDialog.title', defaultMessage: 'Create user', description: 'Title of the dialog that invites a person to a wallet' },
});

export interface CreateWalletUserDialogProps {
  isOpen: boolean;
  /** Called on cancel and once the invite is stored. */
  onClose: () => void;
  scope: WalletScope;
}

/** The create-user dialog of a wallet's users tab; its form is mounted only while open, so each opening is blank. */
export function CreateWalletUserDialog({ isOpen, onClose, scope }: CreateWalletUserDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog isOpen={isOpen} onClose={onClose} title={intl.formatMessage(messages.title)}>
      <CreateWalletUserForm scope={scope} onDone={onClose} />
    </FormDialog>
  );
}
