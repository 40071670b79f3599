import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { isOrganizationRole } from './organizationRole.ts';

const roles = defineMessages({
  viewer: { id: 'organizations.useRoleLabel.viewer', defaultMessage: 'Viewer', description: 'Organization role: may view its data' },
  editor: { id: 'organizations.useRoleLabel.editor', defaultMessage: 'Editor', description: 'Organization role: may change its data' },
  owner: { id: 'organizations.useRoleLabel.owner', defaultMessage: 'Owner', description: 'Organization role: owns it, manages its members' },
});

/** The translated name of an organization role; a role the portal does not know yet shows as the server names it. */
export function useRoleLabel(): (role: string) => string {
  const intl = useIntl();
  return useCallback((role: string) => (isOrganizationRole(role) ? intl.formatMessage(roles[role]) : role), [intl]);
}
