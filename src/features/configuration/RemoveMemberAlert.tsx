import { Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { ConfirmDeleteAlert } from '../../ui/ConfirmDeleteAlert.tsx';
import { showToast } from '../../ui/toaster.ts';
import { memberMessages, memberRefusal } from './memberErrors.ts';
import { useRemoveMemberMutation } from './useRemoveMemberMutation.ts';

const messages = defineMessages({
  remove: { id: 'configuration.RemoveMemberAlert.remove', defaultMessage: 'Remove', description: 'Confirms removing a member' },
  leave: { id: 'configuration.RemoveMemberAlert.leave', defaultMessage: 'Leave', description: 'Confirms the user leaving the organization' },
});

const removeQuestion = defineMessage<{ name: string; email: string; organization: string }>({
  id: 'configuration.RemoveMemberAlert.removeQuestion',
  defaultMessage: 'Remove {name} ({email}) from {organization}? They lose access to its companies, wallets and reports.',
  description: 'Confirmation before an owner removes a member',
});
const leaveQuestion = defineMessage<{ organization: string }>({
  id: 'configuration.RemoveMemberAlert.leaveQuestion',
  defaultMessage: 'Leave {organization}? You lose access to its companies, wallets and reports until someone invites you again.',
  description: 'Confirmation before the user leaves an organization',
});
const removedMessage = defineMessage<{ name: string; organization: string }>({
  id: 'configuration.RemoveMemberAlert.removed', defaultMessage: '{name} removed from {organization}', description: 'Toast after a member was removed',
});
const leftMessage = defineMessage<{ organization: string }>({
  id: 'configuration.RemoveMemberAlert.left', defaultMessage: 'You left {organization}', description: 'Toast after the user left an organization',
});

/** A member about to be removed. */
export interface MemberToRemove {
  membershipId: string;
  userId: string;
  name: string;
  email: string;
}

export interface RemoveMemberAlertProps {
  member: MemberToRemove | null;
  organizationName: string;
  onClose: () => void;
}

/** Asks before removing a member (or leaving, for the user's own row), removes, and says why if refused. */
export function RemoveMemberAlert({ member, organizationName, onClose }: RemoveMemberAlertProps) {
  const intl = useIntl();
  const me = useAuthUser()?.id;
  const [remove, removing] = useRemoveMemberMutation();
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const self = member?.userId === me;
  const close = () => { setRefusal(null); onClose(); };
  const confirm = () => {
    if (!member) return;
    setRefusal(null);
    remove(member.membershipId, member.userId, {
      onCompleted: () => {
        showToast(self
          ? intl.formatMessage(leftMessage, { organization: organizationName })
          : intl.formatMessage(removedMessage, { name: member.name, organization: organizationName }));
        close();
      },
      onError: (error) => { setRefusal(memberRefusal(error, memberMessages.removeFailed)); },
    });
  };
  return (
    <ConfirmDeleteAlert
      isOpen={member !== null}
      confirmText={intl.formatMessage(self ? messages.leave : messages.remove)}
      onConfirm={confirm}
      onCancel={close}
      working={removing}
    >
      {member && (
        <p>
          {self
            ? intl.formatMessage(leaveQuestion, { organization: organizationName })
            : intl.formatMessage(removeQuestion, { name: member.name, email: member.email, organization: organizationName })}
        </p>
      )}
      {refusal && <Callout intent={Intent.DANGER} role="alert">{intl.formatMessage(refusal)}</Callout>}
    </ConfirmDeleteAlert>
  );
}
