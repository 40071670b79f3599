/** The roles of an organization's members that may change its data (spec §6: viewer, editor, owner). */
const EDITING_ROLES: readonly string[] = ['editor', 'owner'];

/** Whether a member with this role may change the organization's data; no role (not a member) may not. */
export function canEdit(role: string | null | undefined): boolean {
  return role !== null && role !== undefined && EDITING_ROLES.includes(role);
}
