import { HTMLSelect } from '@blueprintjs/core';
import { defineMessage, useIntl } from 'react-intl';
import { isOrganizationRole, ORGANIZATION_ROLES } from '../../app/organizations/organizationRole.ts';
import type { OrganizationRole } from '../../app/organizations/organizationRole.ts';
import { useRoleLabel } from '../../app/organizations/useRoleLabel.ts';

const roleOf = defineMessage<{ name: string }>({
  id: 'configuration.MemberRoleSelect.roleOf',
  defaultMessage: 'Role of {name}',
  description: 'Accessible name of the select that changes a member\'s role',
});

export interface MemberRoleSelectProps {
  name: string;
  role: string;
  /** While the change is being saved. */
  saving: boolean;
  onChange: (role: OrganizationRole) => void;
}

/** The role select an owner changes a member's role with (spec §2, configuration: change role, select role). */
export function MemberRoleSelect({ name, role, saving, onChange }: MemberRoleSelectProps) {
  const intl = useIntl();
  const roleLabel = useRoleLabel();
  return (
    <HTMLSelect
      aria-label={intl.formatMessage(roleOf, { name })}
      value={role}
      disabled={saving}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (isOrganizationRole(chosen)) onChange(chosen);
      }}
      options={ORGANIZATION_ROLES.map((value) => ({ value, label: roleLabel(value) }))}
    />
  );
}
