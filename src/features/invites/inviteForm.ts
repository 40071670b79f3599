/**
 * The invite form's values, its checks before sending (spec §5) and the wording of the server's refusals.
 */
import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { emailProblem } from '../../auth/authValidation.ts';
import type { InviteRole } from './useInviteLabels.ts';

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
};

/** What is wrong with the values; empty when they may be sent. */
export function validateInvite(values: InviteFormValues): InviteFormErrors {
  const errors: InviteFormErrors = {};
  if (values.name.trim() === '') errors.name = inviteFormMessages.nameRequired;
  const email = emailProblem(values.email);
  if (email) errors.email = email === 'required' ? inviteFormMessages.emailRequired : inviteFormMessages.emailInvalid;
  if (values.organizationId === '') errors.organization = inviteFormMessages.organizationRequired;
  return errors;
}
