import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { refusalMessage } from '../../ui/refusal.ts';
import { organizationRefusalOf } from '../../app/organizations/triggerRefusal.ts';

export const memberMessages = defineMessages({
  keepAnOwner: {
    id: 'configuration.errors.keepAnOwner',
    defaultMessage: 'An organization must keep at least one owner. Make another member an owner first.',
    description: 'The last owner of an organization can be neither demoted nor removed',
  },
  ownersOnly: {
    id: 'configuration.errors.ownersOnly',
    defaultMessage: 'Only owners of the organization can change roles and remove members.',
    description: 'The server refused a role change or removal: the user is not an owner',
  },
  changeFailed: {
    id: 'configuration.errors.changeFailed',
    defaultMessage: 'The role could not be changed. Please try again.',
    description: 'Changing a member\'s role failed for another reason',
  },
  removeFailed: {
    id: 'configuration.errors.removeFailed',
    defaultMessage: 'The member could not be removed. Please try again.',
    description: 'Removing a member failed for another reason',
  },
});

/** Why a member's role could not be changed or the member removed, translated. */
export function memberRefusal(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  const refusal = organizationRefusalOf(error);
  if (refusal.kind === 'permission') return memberMessages.ownersOnly;
  return refusalMessage(refusal, { organization_user_keep_an_owner: memberMessages.keepAnOwner }, fallback);
}
