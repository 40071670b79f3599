/**
 * What each organization role may do in the portal, as the server's permissions enforce it
 * (nhost/metadata/databases/default/tables/portfolio_*.yaml; roleCapabilities.test.tsx reads them back and fails when
 * this table and the permissions disagree). The roles tab shows it.
 */
import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { OrganizationRole } from '../../app/organizations/organizationRole.ts';

const capabilities = defineMessages({
  view: {
    id: 'configuration.roleCapabilities.view',
    defaultMessage: 'See the organization\'s companies, wallets, investments, reports, alerts, members and invites',
    description: 'Capability of a role',
  },
  companies: { id: 'configuration.roleCapabilities.companies', defaultMessage: 'Create, edit and delete companies', description: 'Capability of a role' },
  wallets: {
    id: 'configuration.roleCapabilities.wallets',
    defaultMessage: 'Create, edit and delete wallets, and choose their companies and users',
    description: 'Capability of a role',
  },
  investments: {
    id: 'configuration.roleCapabilities.investments',
    defaultMessage: 'Record, correct and delete investments and valuation reports',
    description: 'Capability of a role',
  },
  alerts: { id: 'configuration.roleCapabilities.alerts', defaultMessage: 'Raise and resolve alerts', description: 'Capability of a role' },
  invite: {
    id: 'configuration.roleCapabilities.invite',
    defaultMessage: 'Invite people as viewers or editors, and withdraw pending invites',
    description: 'Capability of a role',
  },
  inviteOwners: { id: 'configuration.roleCapabilities.inviteOwners', defaultMessage: 'Invite people as owners', description: 'Capability of a role' },
  companyUsers: {
    id: 'configuration.roleCapabilities.companyUsers',
    defaultMessage: 'Remove people from a company\'s users',
    description: 'Capability of a role',
  },
  organization: {
    id: 'configuration.roleCapabilities.organization',
    defaultMessage: 'Rename the organization, move it, and create organizations under it',
    description: 'Capability of a role',
  },
  members: {
    id: 'configuration.roleCapabilities.members',
    defaultMessage: 'Change members\' roles and remove members',
    description: 'Capability of a role',
  },
  deleteOrganization: { id: 'configuration.roleCapabilities.deleteOrganization', defaultMessage: 'Delete the organization', description: 'Capability of a role' },
  leave: { id: 'configuration.roleCapabilities.leave', defaultMessage: 'Leave the organization', description: 'Capability of a role' },
});

export type CapabilityId = keyof typeof capabilities;

export interface Capability {
  readonly id: CapabilityId;
  readonly message: MessageDescriptor;
  /** The roles that have it. */
  readonly roles: readonly OrganizationRole[];
}

const ALL: readonly OrganizationRole[] = ['viewer', 'editor', 'owner'];
const EDITORS: readonly OrganizationRole[] = ['editor', 'owner'];
const OWNERS: readonly OrganizationRole[] = ['owner'];

const ROLES_BY_CAPABILITY: Readonly<Record<CapabilityId, readonly OrganizationRole[]>> = {
  view: ALL,
  companies: EDITORS,
  wallets: EDITORS,
  investments: EDITORS,
  alerts: EDITORS,
  invite: EDITORS,
  inviteOwners: OWNERS,
  companyUsers: EDITORS,
  organization: EDITORS,
  members: OWNERS,
  deleteOrganization: OWNERS,
  leave: ALL,
};

/** Every capability, from what every member may do to what only owners may. */
export const CAPABILITIES: readonly Capability[] = (Object.keys(ROLES_BY_CAPABILITY) as CapabilityId[])
  .map((id) => ({ id, message: capabilities[id], roles: ROLES_BY_CAPABILITY[id] }));
