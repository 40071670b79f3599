import { Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { ConfirmDeleteAlert } from '../../ui/ConfirmDeleteAlert.tsx';
import { refusalMessage, refusalOf } from '../../ui/refusal.ts';
import { showToast } from '../../ui/toaster.ts';
import { useRemoveWalletUserMutation } from './useRemoveWalletUserMutation.ts';

const messages = defineMessages({
  confirm: { id: 'wallets.RemoveWalletUserDialog.confirm', defaultMessage: 'Remove', description: 'Confirms the removal of a user from a wallet' },
  failed: {
    id: 'wallets.RemoveWalletUserDialog.failed',
    defaultMessage: 'The user could not be removed from the wallet. Please try again.',
    description: 'Removing a user from a wallet failed for another reason than permissions',
  },
});
const question = defineMessage<{ name: string; email: string; wallet: string }>({
  id: 'wallets.RemoveWalletUserDialog.question',
  defaultMessage: 'Remove {name} ({email}) from {wallet}? They lose access to this wallet; their membership of the organization is not changed.',
  description: 'Confirmation before removing a user from a wallet',
});
const removed = defineMessage<{ name: string }>({
  id: 'wallets.RemoveWalletUserDialog.removed', defaultMessage: '{name} removed from the wallet', description: 'Toast after a user was removed from a wallet',
});

/** A user of the wallet, as the remove dialog names them. */
export interface WalletUserToRemove {
  id: string;
  name: string;
  email: string;
}

export interface RemoveWalletUserDialogProps {
  /** The user to remove; none closes the dialog. */
  walletUser: WalletUserToRemove | null;
  walletName: string;
  onClose: () => void;
}

/** Asks before removing a user from a wallet, removes, and says so if the server refuses. */
export function RemoveWalletUserDialog({ walletUser, walletName, onClose }: RemoveWalletUserDialogProps) {
  const intl = useIntl();
  const [remove, removing] = useRemoveWalletUserMutation();
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const close = () => { setRefusal(null); onClose(); };
  const confirm = () => {
    if (!walletUser) return;
    setRefusal(null);
    remove(walletUser.id, {
      onCompleted: () => { showToast(intl.formatMessage(removed, { name: walletUser.name })); close(); },
      onError: (error) => { setRefusal(refusalMessage(refusalOf(error), {}, messages.failed)); },
    });
  };
  return (
    <ConfirmDeleteAlert isOpen={walletUser !== null} confirmText={intl.formatMessage(messages.confirm)} onConfirm={confirm} onCancel={close} working={removing}>
      {walletUser && <p>{intl.formatMessage(question, { name: walletUser.name, email: walletUser.email, wallet: walletName })}</p>}
      {refusal && <Callout intent={Intent.DANGER} role="alert">{intl.formatMessage(refusal)}</Callout>}
    </ConfirmDeleteAlert>
  );
}
