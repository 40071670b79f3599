/**
 * The inherited roles of `inherited_roles.yaml` in an order where every role comes after the inherited roles it is
 * made of, so each one's permissions can be combined from its parents' finished ones (Hasura's `orderRoles`). Roles
 * that form a cycle cannot be ordered: Hasura refuses such metadata; the engine drops them, reports them with
 * Hasura's message, and serves the rest.
 */
import type { InheritedRole } from './types.ts';
import type { InconsistentObject } from './validateMetadata.ts';

export interface OrderedInheritedRoles {
  ordered: InheritedRole[];
  inconsistent: InconsistentObject[];
}

export function orderInheritedRoles(roles: readonly InheritedRole[]): OrderedInheritedRoles {
  const byName = new Map<string, InheritedRole>();
  const inconsistent: InconsistentObject[] = [];
  for (const role of roles) {
    if (byName.has(role.role_name)) {
      inconsistent.push({
        definition: role, name: `inherited_role ${role.role_name}`,
        reason: `Inconsistent object: multiple definitions for the inherited role "${role.role_name}"`, type: 'inherited_role',
      });
      continue;
    }
    byName.set(role.role_name, role);
  }

  const ordered: InheritedRole[] = [];
  const done = new Set<string>();
  const cyclic = new Set<string>();
  // Depth-first over parents; `path` is the chain of roles being visited, so a parent already on it closes a cycle.
  const visit = (name: string, path: string[]): void => {
    const role = byName.get(name);
    if (!role || done.has(name) || cyclic.has(name)) return;
    const at = path.indexOf(name);
    if (at >= 0) {
      const cycle = path.slice(at);
      for (const member of cycle) cyclic.add(member);
      inconsistent.push(cycleReport(cycle, byName));
      return;
    }
    for (const parent of role.role_set) visit(parent, [...path, name]);
    if (cyclic.has(name)) return;
    done.add(name);
    ordered.push(role);
  };
  // Starting from the alphabetically first role makes the reported cycle the same whatever the file's order.
  for (const name of [...byName.keys()].sort()) visit(name, []);
  return { ordered: ordered.filter((r) => !cyclic.has(r.role_name)), inconsistent };
}

/** Hasura's words: `found cycle(s) in roles: ["a","b","c","a"]`, each role followed by one of its parents. */
function cycleReport(cycle: string[], byName: ReadonlyMap<string, InheritedRole>): InconsistentObject {
  const first = cycle[0];
  const roles = [...cycle, first];
  return {
    definition: byName.get(first), name: `inherited_role ${first}`,
    reason: `found cycle(s) in roles: ${JSON.stringify(roles)}`, type: 'inherited_role',
  };
}
