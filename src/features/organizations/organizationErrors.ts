import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { refusalMessage } from '../../ui/refusal.ts';
import { organizationRefusalOf } from '../../app/organizations/triggerRefusal.ts';

const messages = defineMessages({
  blankName: { id: 'organizations.errors.blankName', defaultMessage: 'Name is required', description: 'The server refused a blank organization name' },
  descendant: {
    id: 'organizations.errors.descendant',
    defaultMessage: 'An organization cannot be moved under one of its own child organizations.',
    description: 'The server refused to move an organization under its own descendant (a cycle)',
  },
  ownParent: {
    id: 'organizations.errors.ownParent',
    defaultMessage: 'An organization cannot be its own parent.',
    description: 'The server refused an organization as its own parent',
  },
  parentGone: {
    id: 'organizations.errors.parentGone',
    defaultMessage: 'The parent organization no longer exists. Choose another one.',
    description: 'The chosen parent organization was deleted meanwhile',
  },
  hasChildren: {
    id: 'organizations.errors.hasChildren',
    defaultMessage: 'This organization has child organizations. Delete them or move them elsewhere first.',
    description: 'The server refused to delete an organization that still has child organizations',
  },
  saveFailed: {
    id: 'organizations.errors.saveFailed',
    defaultMessage: 'The organization could not be saved. Please try again.',
    description: 'Creating or changing an organization failed for another reason',
  },
  deleteFailed: {
    id: 'organizations.errors.deleteFailed',
    defaultMessage: 'The organization could not be deleted. Please try again.',
    description: 'Deleting an organization failed for another reason',
  },
  ownersOnly: {
    id: 'organizations.errors.ownersOnly',
    defaultMessage: 'Only owners of the organization can delete it.',
    description: 'The server refused to delete an organization: the user is not its owner',
  },
});

/** Why an organization could not be created, renamed or moved, translated (a cycle, a role that may not …). */
export const saveOrganizationRefusal = (error: unknown): MessageDescriptor => refusalMessage(organizationRefusalOf(error), {
  organization_name_not_blank: messages.blankName,
  organization_parent_not_descendant: messages.descendant,
  organization_not_own_parent: messages.ownParent,
  organization_parent_id_fkey: messages.parentGone,
}, messages.saveFailed);

/** Why an organization could not be deleted, translated (it still has children, the user is not its owner …). */
export function deleteOrganizationRefusal(error: unknown): MessageDescriptor {
  const refusal = organizationRefusalOf(error);
  if (refusal.kind === 'permission') return messages.ownersOnly;
  return refusalMessage(refusal, { organization_parent_id_fkey: messages.hasChildren }, messages.deleteFailed);
}
