/**
 * The roles of an organization's members (spec §6: viewer, editor, owner; `portfolio.organization_role`) and what
 * each may do, as the server's permissions enforce it (nhost/metadata/databases/default/tables/): editors and owners
 * change the organization's data, owners alone manage its members and delete it. The portal offers an action only to
 * the roles these say may use it; the server refuses it anyway.
 */

/** Every role, from the least to the most it may do. */
export const ORGANIZATION_ROLES = ['viewer', 'editor', 'owner'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** The roles of an organization's members that may change its data. */
const EDITING_ROLES: readonly string[] = ['editor', 'owner'];

/** Whether `value` is one of the roles (a role added on the server later is not, until the portal knows it). */
export function isOrganizationRole(value: unknown): value is OrganizationRole {
  return typeof value === 'string' && (ORGANIZATION_ROLES as readonly string[]).includes(value);
}

/**
 * Whether a member with this role may change the organization's data (companies, wallets, reports, investments,
 * invites, its name and place, child organizations); no role (not a member) may not.
 */
export function canEdit(role: string | null | undefined): boolean {
  return role !== null && role !== undefined && EDITING_ROLES.includes(role);
}

/** Whether a member with this role owns the organization: changes members' roles, removes members, deletes it. */
export function isOwner(role: string | null | undefined): boolean {
  return role === 'owner';
}
