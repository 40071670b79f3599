import { defineMessages } from 'react-intl';
import { canEdit, isOwner } from '../../app/organizations/organizationRole.ts';
import type { Allowed } from './OrganizationRowActions.tsx';

const reasons = defineMessages({
  editorsOnly: {
    id: 'organizations.actions.editorsOnly',
    defaultMessage: 'Only editors and owners of this organization can do this',
    description: 'Tooltip of an organization action disabled for a viewer',
  },
  parentEditorsOnly: {
    id: 'organizations.actions.parentEditorsOnly',
    defaultMessage: 'To rename or move it you must be an editor or owner of its parent organization too',
    description: 'Tooltip: renaming a child organization needs the editor or owner role in its parent as well',
  },
  ownersOnly: {
    id: 'organizations.actions.ownersOnly',
    defaultMessage: 'Only owners can delete an organization',
    description: 'Tooltip of the delete action disabled for a viewer or an editor',
  },
  hasChildren: {
    id: 'organizations.actions.hasChildren',
    defaultMessage: 'Delete or move its child organizations first',
    description: 'Tooltip of the delete action disabled while the organization has child organizations',
  },
});

export interface RowFacts {
  /** The user's role in the organization. */
  role: string | null | undefined;
  /** The organization sits under a parent. */
  hasParent: boolean;
  /** The user's role in that parent; undefined when the user cannot see it (not a member). */
  parentRole: string | null | undefined;
  /** It has child organizations the user can see. */
  hasChildren: boolean;
}

/**
 * Which of a row's actions the user may use, as the server's permissions decide
 * (nhost/metadata/databases/default/tables/portfolio_organization.yaml): a child is added by an editor or owner of
 * the parent; an update needs the editor or owner role in the organization and, its row checked again after the
 * change, in its parent; only owners delete, and the database refuses while children remain (ON DELETE RESTRICT).
 */
export function rowActions({ role, hasParent, parentRole, hasChildren }: RowFacts): { addChild: Allowed; edit: Allowed; remove: Allowed } {
  const editor = canEdit(role);
  return {
    addChild: editor ? null : reasons.editorsOnly,
    edit: !editor ? reasons.editorsOnly : hasParent && !canEdit(parentRole) ? reasons.parentEditorsOnly : null,
    remove: !isOwner(role) ? reasons.ownersOnly : hasChildren ? reasons.hasChildren : null,
  };
}
