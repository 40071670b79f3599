/**
 * The organizations a user belongs to as a tree (an organization may sit under a parent, spec §3). The user sees
 * only organizations they are a member of, so a child's parent may be missing from the list: that child is shown at
 * the top, marked as under an organization the user cannot see.
 */

/** What the tree needs of an organization. */
export interface TreeItem {
  readonly id: string;
  readonly name: string;
  readonly parent_id: string | null | undefined;
}

export interface OrganizationTree<T extends TreeItem> {
  /** The organizations at the top: no parent, or a parent the user cannot see. In the order given. */
  readonly roots: readonly T[];
  /** Each organization's children among the list, in the order given. */
  readonly children: ReadonlyMap<string, readonly T[]>;
  /** Each organization's parent among the list. */
  readonly parents: ReadonlyMap<string, T>;
}

/** One line of the tree as shown. */
export interface TreeRow<T extends TreeItem> {
  readonly item: T;
  /** 0 at the top. */
  readonly depth: number;
  readonly hasChildren: boolean;
  /** Its children are shown. */
  readonly expanded: boolean;
  /** It has a parent, which the user cannot see. */
  readonly parentHidden: boolean;
}

/** Builds the tree of `items` (already sorted as the children should be, e.g. by name). */
export function buildTree<T extends TreeItem>(items: readonly T[]): OrganizationTree<T> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const children = new Map<string, T[]>();
  const parents = new Map<string, T>();
  const roots: T[] = [];
  for (const item of items) {
    const parent = item.parent_id == null ? undefined : byId.get(item.parent_id);
    if (parent === undefined) {
      roots.push(item);
    } else {
      parents.set(item.id, parent);
      const siblings = children.get(parent.id);
      if (siblings) siblings.push(item);
      else children.set(parent.id, [item]);
    }
  }
  // The database refuses cycles (organization_parent_not_descendant); should one still arrive, its members are shown
  // at the top rather than lost.
  const reached = new Set<string>();
  const visit = (item: T): void => {
    if (reached.has(item.id)) return;
    reached.add(item.id);
    for (const child of children.get(item.id) ?? []) visit(child);
  };
  roots.forEach(visit);
  for (const item of items) {
    if (!reached.has(item.id)) {
      roots.push(item);
      visit(item);
    }
  }
  return { roots, children, parents };
}

/**
 * The lines shown: each root, then its children under it while it is expanded (not in `collapsed`), depth first.
 * With `only`, just those organizations (a search's matches and their ancestors), all expanded.
 */
export function visibleRows<T extends TreeItem>(tree: OrganizationTree<T>, collapsed: ReadonlySet<string>, only?: ReadonlySet<string>): TreeRow<T>[] {
  const rows: TreeRow<T>[] = [];
  const seen = new Set<string>();
  const walk = (item: T, depth: number): void => {
    if (seen.has(item.id) || (only && !only.has(item.id))) return;
    seen.add(item.id);
    const children = (tree.children.get(item.id) ?? []).filter((child) => !only || only.has(child.id));
    const expanded = children.length > 0 && (only !== undefined || !collapsed.has(item.id));
    const parentHidden = depth === 0 && item.parent_id != null && !tree.parents.has(item.id);
    rows.push({ item, depth, hasChildren: children.length > 0, expanded, parentHidden });
    if (expanded) for (const child of children) walk(child, depth + 1);
  };
  for (const root of tree.roots) walk(root, 0);
  return rows;
}

/** The ids of `id`'s descendants in the tree (not `id` itself). */
export function descendantsOf<T extends TreeItem>(tree: OrganizationTree<T>, id: string): Set<string> {
  const found = new Set<string>();
  const pending = [...(tree.children.get(id) ?? [])];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (found.has(next.id) || next.id === id) continue;
    found.add(next.id);
    pending.push(...(tree.children.get(next.id) ?? []));
  }
  return found;
}

/** The names from the top of the tree down to `item`'s, e.g. ["Aurora Capital", "Aurora Ventures"]. */
export function pathOf<T extends TreeItem>(tree: OrganizationTree<T>, item: T): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (let at: T | undefined = item; at !== undefined && !seen.has(at.id); at = tree.parents.get(at.id)) {
    seen.add(at.id);
    names.unshift(at.name);
  }
  return names;
}

/** The organizations whose name contains `text` (any case and accents), with their ancestors; undefined for no search. */
export function matchingWithAncestors<T extends TreeItem>(tree: OrganizationTree<T>, items: readonly T[], text: string): Set<string> | undefined {
  const needle = fold(text.trim());
  if (needle === '') return undefined;
  const kept = new Set<string>();
  for (const item of items) {
    if (!fold(item.name).includes(needle)) continue;
    for (let at: T | undefined = item; at !== undefined && !kept.has(at.id); at = tree.parents.get(at.id)) kept.add(at.id);
  }
  return kept;
}

/** Lower case without accents, so "ipe" finds "Ipê". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();
}
