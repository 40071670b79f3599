import { useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import type { OrganizationRole } from '../../app/organizations/organizationRole.ts';
import { showToast } from '../../ui/toaster.ts';
import { useRoleLabel } from '../../app/organizations/useRoleLabel.ts';
import { memberMessages, memberRefusal } from './memberErrors.ts';
import { useChangeMemberRoleMutation } from './useChangeMemberRoleMutation.ts';

const changedMessage = defineMessage<{ name: string; role: string }>({
  id: 'configuration.useRoleChange.changed',
  defaultMessage: '{name} is now {role}',
  description: 'Toast after a member\'s role was changed; {role} is the new role\'s name',
});

/** The member whose role changes. */
export interface MemberToChange {
  membershipId: string;
  userId: string;
  name: string;
  role: string;
}

export interface RoleChange {
  /** Asks for `member`'s new `role`: refused at once if it would leave no owner, confirmed first if it demotes the user. */
  request: (member: MemberToChange, role: OrganizationRole) => void;
  /** The user's own demotion, waiting for their confirmation. */
  awaiting: { member: MemberToChange; role: OrganizationRole } | null;
  confirm: () => void;
  cancel: () => void;
  /** The membership being saved. */
  savingId: string | null;
  /** Why the last change did not happen, translated by the caller. */
  problem: MessageDescriptor | null;
}

/**
 * How an owner changes a role on the configuration screen. The last owner's demotion is refused before anything is
 * sent (the database refuses it too: organization_user_keep_an_owner, shown the same way); demoting oneself from
 * owner is asked first, since only another owner can undo it.
 *
 * @param ownerCount - The organization's owners now.
 */
export function useRoleChange(ownerCount: number): RoleChange {
  const intl = useIntl();
  const roleLabel = useRoleLabel();
  const me = useAuthUser()?.id;
  const [change, changing] = useChangeMemberRoleMutation();
  const [savingId, setSavingId] = useState<string | null>(null);
  const [awaiting, setAwaiting] = useState<RoleChange['awaiting']>(null);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);

  const send = (member: MemberToChange, role: OrganizationRole) => {
    setSavingId(member.membershipId);
    change(member.membershipId, role, {
      onCompleted: () => {
        setSavingId(null);
        showToast(intl.formatMessage(changedMessage, { name: member.name, role: roleLabel(role) }));
      },
      onError: (error) => {
        setSavingId(null);
        setProblem(memberRefusal(error, memberMessages.changeFailed));
      },
    });
  };
  const request = (member: MemberToChange, role: OrganizationRole) => {
    setProblem(null);
    if (role === member.role) return;
    const demotesOwner = member.role === 'owner';
    if (demotesOwner && ownerCount <= 1) setProblem(memberMessages.keepAnOwner);
    else if (demotesOwner && member.userId === me) setAwaiting({ member, role });
    else send(member, role);
  };
  return {
    request,
    awaiting,
    confirm: () => {
      if (awaiting) send(awaiting.member, awaiting.role);
      setAwaiting(null);
    },
    cancel: () => { setAwaiting(null); },
    savingId: changing ? savingId : null,
    problem,
  };
}
