import { Button, Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { NotAllowedError, refusalMessage, refusalOf } from '../../ui/refusal.ts';
import { showToast } from '../../ui/toaster.ts';
import { useDeleteInviteMutation } from './useDeleteInviteMutation.ts';
import { ConfirmDeleteAlert } from '../../ui/ConfirmDeleteAlert.tsx';

const messages = defineMessages({
  delete: { id: 'invites.DeleteInviteButton.delete', defaultMessage: 'Delete', description: 'Button that withdraws a pending invite' },
  deleted: { id: 'invites.DeleteInviteButton.deleted', defaultMessage: 'Invite deleted', description: 'Toast after a pending invite was withdrawn' },
  failed: {
    id: 'invites.DeleteInviteButton.failed',
    defaultMessage: 'The invite could not be deleted. It may have been answered meanwhile; please try again.',
    description: 'Withdrawing an invite failed',
  },
});

const confirmMessage = defineMessage<{ email: string }>({
  id: 'invites.DeleteInviteButton.confirm',
  defaultMessage: 'Delete the pending invite to {email}? They will no longer be able to accept it.',
  description: 'Asks before withdrawing a pending invite; {email} is the invitee\'s address',
});

/** "Delete" on a pending invite, which asks first (spec §4: a pending invite can be deleted after confirmation). */
export function DeleteInviteButton({ inviteId, email }: { inviteId: string; email: string }) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useDeleteInviteMutation();
  const confirm = () => {
    remove(inviteId, {
      onCompleted: () => { setConfirming(false); showToast(intl.formatMessage(messages.deleted)); },
      onError: (error) => {
        setConfirming(false);
        // No row deleted: the invite was answered (or withdrawn) meanwhile, most likely, since only editors see this.
        const message: MessageDescriptor = error instanceof NotAllowedError ? messages.failed : refusalMessage(refusalOf(error), {}, messages.failed);
        showToast(intl.formatMessage(message), Intent.DANGER);
      },
    });
  };
  return (
    <>
      <Button variant="minimal" size="small" intent={Intent.DANGER} icon={<TrashIcon />} text={intl.formatMessage(messages.delete)}
        onClick={() => { setConfirming(true); }} />
      <ConfirmDeleteAlert
        isOpen={confirming}
        confirmText={intl.formatMessage(messages.delete)}
        onConfirm={confirm}
        onCancel={() => { setConfirming(false); }}
        working={removing}
      >
        {intl.formatMessage(confirmMessage, { email })}
      </ConfirmDeleteAlert>
    </>
  );
}
