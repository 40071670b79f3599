/**
 * Words every invite screen shares: the organization roles an invite grants and the states an invite goes through
 * (spec §4: pending, accepted, declined).
 */
import { useMemo } from 'react';
import type { OrganizationRole } from '../../app/organizations/organizationRole.ts';
import { defineMessages, useIntl } from 'react-intl';

/** The role an invite grants: one of the organization's roles. */
export type InviteRole = OrganizationRole;
export type InviteStatus = 'pending' | 'accepted' | 'declined';

const roles = defineMessages({
  viewer: { id: 'invites.useInviteLabels.roleViewer', defaultMessage: 'Viewer', description: 'Organization role: may view its data' },
  editor: { id: 'invites.useInviteLabels.roleEditor', defaultMessage: 'Editor', description: 'Organization role: may change its data' },
  owner: { id: 'invites.useInviteLabels.roleOwner', defaultMessage: 'Owner', description: 'Organization role: owns it and may do everything' },
});

const statuses = defineMessages({
  pending: { id: 'invites.useInviteLabels.statusPending', defaultMessage: 'Pending', description: 'Invite status: not answered yet' },
  accepted: { id: 'invites.useInviteLabels.statusAccepted', defaultMessage: 'Accepted', description: 'Invite status: the invitee joined' },
  declined: { id: 'invites.useInviteLabels.statusDeclined', defaultMessage: 'Declined', description: 'Invite status: the invitee said no' },
});

export interface InviteLabels {
  /** A role's name; an unknown value (one added on the server later) shows as it is. */
  role: (role: string) => string;
  /** A status's name; an unknown value shows as it is. */
  status: (status: string) => string;
}

/** The translated names of roles and statuses. */
export function useInviteLabels(): InviteLabels {
  const intl = useIntl();
  return useMemo(() => ({
    role: (role) => (Object.hasOwn(roles, role) ? intl.formatMessage(roles[role as InviteRole]) : role),
    status: (status) => (Object.hasOwn(statuses, status) ? intl.formatMessage(statuses[status as InviteStatus]) : status),
  }), [intl]);
}
