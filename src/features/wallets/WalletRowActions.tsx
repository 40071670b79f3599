import { Button, ButtonGroup, Callout, Intent, Tooltip } from '@blueprintjs/core';
import { EyeOpenIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { paths } from '../../app/paths.ts';
import { ConfirmDeleteAlert } from '../../ui/ConfirmDeleteAlert.tsx';
import { refusalMessage, refusalOf } from '../../ui/refusal.ts';
import { showToast } from '../../ui/toaster.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { useDeleteWalletMutation } from './useDeleteWalletMutation.ts';

const messages = defineMessages({
  details: { id: 'wallets.WalletRowActions.details', defaultMessage: 'Details', description: 'Tooltip of the link to a wallet\'s details' },
  delete: { id: 'wallets.WalletRowActions.delete', defaultMessage: 'Delete', description: 'Tooltip of the button that deletes a wallet (after a confirmation)' },
  failed: {
    id: 'wallets.WalletRowActions.failed',
    defaultMessage: 'The wallet could not be deleted. Please try again.',
    description: 'Deleting a wallet failed for another reason than permissions',
  },
});
const detailsOf = defineMessage<{ wallet: string }>({
  id: 'wallets.WalletRowActions.detailsOf', defaultMessage: 'Details of {wallet}', description: 'Accessible name of the details link of a wallet in the list',
});
const deleteOf = defineMessage<{ wallet: string }>({
  id: 'wallets.WalletRowActions.deleteOf', defaultMessage: 'Delete {wallet}', description: 'Accessible name of the delete button of a wallet in the list',
});
const question = defineMessage<{ wallet: string; investments: number }>({
  id: 'wallets.WalletRowActions.question',
  defaultMessage: 'Delete the wallet {wallet}? Everything in it goes with it: {investments, plural, =0 {its companies} one {# investment, its companies} other {# investments, its companies}}, alerts, users and pending invites. This cannot be undone.',
  description: 'Confirmation before deleting a wallet: what goes with it',
});
const deleted = defineMessage<{ wallet: string }>({
  id: 'wallets.WalletRowActions.deleted', defaultMessage: 'Wallet {wallet} deleted', description: 'Toast after a wallet was deleted',
});

export interface WalletRowActionsProps {
  walletId: string;
  walletName: string;
  /** How many investments go with the wallet, for the confirmation. */
  investments: number;
  /** The user edits the organization, so may delete. */
  canDelete: boolean;
}

/** A wallet's actions in the list: its details, and delete after a confirmation for editors and owners. */
export function WalletRowActions({ walletId, walletName, investments, canDelete }: WalletRowActionsProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [remove, removing] = useDeleteWalletMutation();
  const close = () => { setConfirming(false); setRefusal(null); };
  const confirm = () => {
    setRefusal(null);
    remove(walletId, {
      onCompleted: () => { close(); showToast(intl.formatMessage(deleted, { wallet: walletName })); },
      onError: (error) => { setRefusal(refusalMessage(refusalOf(error), {}, messages.failed)); },
    });
  };
  return (
    <ButtonGroup>
      <Tooltip content={intl.formatMessage(messages.details)} placement="top">
        <LinkButton variant="minimal" icon={<EyeOpenIcon />} to={paths.wallet(walletId)}
          aria-label={intl.formatMessage(detailsOf, { wallet: walletName })} />
      </Tooltip>
      {canDelete && (
        <Tooltip content={intl.formatMessage(messages.delete)} placement="top">
          <Button variant="minimal" intent={Intent.DANGER} icon={<TrashIcon />}
            aria-label={intl.formatMessage(deleteOf, { wallet: walletName })} onClick={() => { setConfirming(true); }} />
        </Tooltip>
      )}
      <ConfirmDeleteAlert isOpen={confirming} confirmText={intl.formatMessage(messages.delete)} onConfirm={confirm} onCancel={close} working={removing}>
        <p>{intl.formatMessage(question, { wallet: walletName, investments })}</p>
        {refusal && <Callout intent={Intent.DANGER} role="alert">{intl.formatMessage(refusal)}</Callout>}
      </ConfirmDeleteAlert>
    </ButtonGroup>
  );
}
