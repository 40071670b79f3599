/**
 * The invite form's values, its checks before sending (spec §5) and the wording of the server's refusals.
 */
import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { emailProblem } from '../../auth/authValidation.ts';
import { triggerRefusalOf } from '../../ui/refusal.ts';
import type { Refusal, TriggerMessage } from '../../ui/refusal.ts';
import type { OrganizationRole as InviteRole } from '../organizations/organizationRole.ts';

export interface InviteFormValues {
  name: string;
  email: string;
  organizationId: string;
  role: InviteRole;
}

export type InviteFormErrors = Partial<Record<'name' | 'email' | 'organization', MessageDescriptor>>;

export const inviteFormMessages = defineMessages({
  nameRequired: { id: 'invites.inviteForm.nameRequired', defaultMessage: 'Name is required', description: 'The invitee\'s name was left empty' },
  emailRequired: { id: 'invites.inviteForm.emailRequired', defaultMessage: 'Email is required', description: 'The invitee\'s e-mail was left empty' },
  emailInvalid: { id: 'invites.inviteForm.emailInvalid', defaultMessage: 'Email must be valid', description: 'The invitee\'s e-mail is not an e-mail address' },
  organizationRequired: { id: 'invites.inviteForm.organizationRequired', defaultMessage: 'Organization is required', description: 'No organization was chosen for the invite' },
  sent: { id: 'invites.inviteForm.sent', defaultMessage: 'Invite sent successfully!', description: 'Toast after an invite was created (spec §8)' },
  failed: { id: 'invites.inviteForm.failed', defaultMessage: 'Failed to send invite. Please try again.', description: 'Creating an invite failed (spec §8)' },
  self: {
    id: 'invites.inviteForm.self',
    defaultMessage: 'You cannot invite yourself. Enter the e-mail of the person you want to invite.',
    description: 'The e-mail of the invite is the signed-in user\'s own',
  },
  alreadyMember: {
    id: 'invites.inviteForm.alreadyMember',
    defaultMessage: 'This person is already a member of the organization with this role or a higher one, so the invite would change nothing.',
    description: 'The invitee already has the membership (and the company or wallet) the invite would give',
  },
  duplicate: {
    id: 'invites.inviteForm.duplicate',
    defaultMessage: 'This e-mail already has a pending invite here. Delete that invite first to send a new one.',
    description: 'The person already has an unanswered invite to the same organization (and company)',
  },
});

/** The form's messages for the database rules an invite can break (the form checks most of them first). */
export const INVITE_CONSTRAINT_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  invite_one_pending_per_target: inviteFormMessages.duplicate,
  email_check: inviteFormMessages.emailInvalid,
  invite_name_not_blank: inviteFormMessages.nameRequired,
  invite_not_to_self: inviteFormMessages.self,
  invite_not_to_member: inviteFormMessages.alreadyMember,
};

/** The invite triggers' refusals (nhost/migrations/default/1795132807800_invite_refusals/up.sql), by their text. */
const INVITE_TRIGGER_MESSAGES: readonly TriggerMessage[] = [
  [/cannot be addressed to the person who sends it/, 'invite_not_to_self'],
  [/already a member of the organization with this role or a higher one/, 'invite_not_to_member'],
];

/** Why the server refused an invite, its triggers' refusals read as the constraints they name. */
export function inviteRefusalOf(error: unknown): Refusal {
  return triggerRefusalOf(error, INVITE_TRIGGER_MESSAGES);
}

/** Whether two e-mail addresses are the same account's: the database compares them without case. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What is wrong with the values; empty when they may be sent.
 *
 * @param ownEmail - The signed-in user's e-mail: no one invites themselves (the database refuses it too).
 */
export function validateInvite(values: Pick<InviteFormValues, 'name' | 'email' | 'organizationId'>, ownEmail: string | null): InviteFormErrors {
  const errors: InviteFormErrors = {};
  if (values.name.trim() === '') errors.name = inviteFormMessages.nameRequired;
  const email = emailProblem(values.email);
  if (email) errors.email = email === 'required' ? inviteFormMessages.emailRequired : inviteFormMessages.emailInvalid;
  else if (ownEmail !== null && sameEmail(values.email, ownEmail)) errors.email = inviteFormMessages.self;
  if (values.organizationId === '') errors.organization = inviteFormMessages.organizationRequired;
  return errors;
}
