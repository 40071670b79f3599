/**
 * Gives each inherited role (`inherited_roles.yaml`) its permissions in the catalog, as Hasura builds them into its
 * schema cache, so the later stages treat it as any other role:
 *
 * - a permission written for the inherited role itself overrides the inherited one (per table and kind);
 * - select: combined from the parents that have one (permissions/combineSelectPermissions.ts), with redactions;
 * - insert, update, delete: inherited only when every parent that has one has the same one; parents that disagree
 *   leave the role without it and are reported, with Hasura's message, as an inconsistency;
 * - functions: granted when any parent is granted (a function permission is a yes or no);
 * - an inherited role of inherited roles reads their finished permissions, so roles are done parents first.
 *
 * Runs after functions and computed fields are resolved, so the parents' permissions are the ones that survived.
 */
import type { InheritedRole, Metadata } from '../metadata/types.ts';
import { orderInheritedRoles } from '../metadata/inheritedRoles.ts';
import type { InconsistentObject } from '../metadata/validateMetadata.ts';
import { canonicalJson, combineSelectPermissions, type ParentSelect } from '../permissions/combineSelectPermissions.ts';
import type { CatalogTable, EngineCatalog, Redactions, TablePermissions } from './types.ts';

const SOURCE = 'default';
type MutationKind = 'insert' | 'update' | 'delete';

export function inheritRoles(metadata: Metadata, catalog: EngineCatalog): InconsistentObject[] {
  const { ordered, inconsistent } = orderInheritedRoles(metadata.inherited_roles ?? []);
  if (ordered.length === 0) return inconsistent;
  for (const role of ordered) {
    for (const table of catalog.tables) inconsistent.push(...inheritTable(table, role));
    for (const fn of catalog.functions) {
      if (!fn.permissions.has(role.role_name) && role.role_set.some((parent) => fn.permissions.has(parent))) {
        fn.permissions = new Set([...fn.permissions, role.role_name]);
      }
    }
  }
  catalog.roles = new Set([...catalog.roles, ...ordered.map((r) => r.role_name)]);
  return inconsistent;
}

function inheritTable(table: CatalogTable, role: InheritedRole): InconsistentObject[] {
  const name = role.role_name;
  const permissions: TablePermissions = table.permissions;
  const next: TablePermissions = { ...permissions };
  const found: InconsistentObject[] = [];

  if (!permissions.select.has(name)) {
    const parents: ParentSelect[] = role.role_set.flatMap((parent) => {
      const permission = permissions.select.get(parent);
      return permission ? [{ permission, redactions: permissions.redactions?.get(parent) }] : [];
    });
    if (parents.length > 0) {
      const combined = combineSelectPermissions(table, parents);
      next.select = new Map([...permissions.select, [name, combined.permission]]);
      const redactions = new Map<string, Redactions>(permissions.redactions ?? []);
      redactions.set(name, combined.redactions);
      next.redactions = redactions;
    }
  }

  const agreed = <P>(kind: MutationKind, current: ReadonlyMap<string, P>): ReadonlyMap<string, P> => {
    if (current.has(name)) return current;
    const defined = role.role_set.flatMap((parent) => {
      const permission = current.get(parent);
      return permission ? [permission] : [];
    });
    if (defined.length === 0) return current;
    if (new Set(defined.map(canonicalJson)).size > 1) {
      found.push(conflict(name, kind, table));
      return current;
    }
    return new Map([...current, [name, defined[0]]]);
  };
  next.insert = agreed('insert', permissions.insert);
  next.update = agreed('update', permissions.update);
  next.delete = agreed('delete', permissions.delete);
  table.permissions = next;
  return found;
}

/** Hasura's `ConflictingInheritedPermission`: the parents' permissions differ and the role has none of its own. */
function conflict(role: string, kind: MutationKind, table: CatalogTable): InconsistentObject {
  return {
    entity: { permission_type: kind, source: SOURCE, table: table.qualified },
    name: role,
    reason: `Could not inherit permission for the role '${role}' for the entity: '${kind} permission, table: ${table.qualified}, source: '${SOURCE}''`,
    type: 'inherited role permission inconsistency',
  };
}
