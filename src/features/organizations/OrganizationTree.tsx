import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OrganizationTree_query$data, OrganizationTree_query$key } from '../../../__generated__/OrganizationTree_query.graphql.ts';
import { selectOrganization, useSelectedOrganizationId } from '../../app/organizations/organizationSelection.ts';
import { canEdit } from '../../app/organizations/organizationRole.ts';
import { CreateOrganizationDialog } from './CreateOrganizationDialog.tsx';
import { DeleteOrganizationAlert } from './DeleteOrganizationAlert.tsx';
import { EditOrganizationDialog } from './EditOrganizationDialog.tsx';
import type { EditedOrganization } from './EditOrganizationDialog.tsx';
import { rowActions } from './organizationActions.ts';
import type { ParentOption } from './OrganizationForm.tsx';
import { OrganizationRowActions } from './OrganizationRowActions.tsx';
import { buildTree, descendantsOf, matchingWithAncestors, pathOf, visibleRows } from './organizationTree.ts';
import { OrganizationTreeTable } from './OrganizationTreeTable.tsx';
import type { OrganizationLine } from './OrganizationTreeTable.tsx';
import { OrganizationTreeToolbar } from './OrganizationTreeToolbar.tsx';
import { useRoleLabel } from '../../app/organizations/useRoleLabel.ts';
import { useSearchText } from './useSearchText.ts';

const messages = defineMessages({
  label: { id: 'organizations.OrganizationTree.label', defaultMessage: 'My organizations', description: 'Accessible name of the organizations table' },
});

type Organization = OrganizationTree_query$data['organizations'][number];
type Line = OrganizationLine & { readonly role: string | null };

/**
 * The user's organizations as a tree, searchable by name (`?q=` in the address), each with its actions, and the
 * dialogs those open. Every branch starts open: the hierarchy is what this page is for.
 */
export function OrganizationTree({ query }: { query: OrganizationTree_query$key }) {
  const intl = useIntl();
  const roleLabel = useRoleLabel();
  const currentId = useSelectedOrganizationId();
  const [search, setSearch] = useSearchText();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [creatingUnder, setCreatingUnder] = useState<{ parentId: string | null } | null>(null);
  const [editing, setEditing] = useState<EditedOrganization | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const { organizations } = useFragment(
    graphql`
      fragment OrganizationTree_query on query_root {
        organizations: portfolio_organization(
          where: { organization_users: { user_id: { _eq: $userId } } }
          order_by: [{ name_sort: asc }, { name: asc }, { id: asc }]
        ) {
          id
          name
          parent_id
          created_at
          membership: organization_users(where: { user_id: { _eq: $userId } }) {
            id
            role
          }
          members: organization_users_aggregate {
            aggregate {
              count
            }
          }
          companies_aggregate {
            aggregate {
              count
            }
          }
        }
      }
    `,
    query,
  );

  const lines = useMemo(() => {
    const names = new Map(organizations.map((organization) => [organization.id, organization.name]));
    return organizations.map((organization: Organization): Line => {
      const role = organization.membership.at(0)?.role ?? null;
      return {
        id: organization.id, name: organization.name, parent_id: organization.parent_id, created_at: organization.created_at,
        role, roleLabel: role === null ? '' : roleLabel(role),
        parentName: organization.parent_id == null ? null : names.get(organization.parent_id) ?? null,
        memberCount: organization.members.aggregate?.count ?? 0,
        companyCount: organization.companies_aggregate.aggregate?.count ?? 0,
      };
    });
  }, [organizations, roleLabel]);
  const tree = useMemo(() => buildTree(lines), [lines]);
  const matches = useMemo(() => matchingWithAncestors(tree, lines, search), [tree, lines, search]);
  const rows = visibleRows(tree, collapsed, matches);
  // Where an organization may be created or moved: any the user edits, listed as the tree goes.
  const allRows = useMemo(() => visibleRows(tree, new Set()), [tree]);
  const parentOptions = (excluded: ReadonlySet<string>): ParentOption[] => allRows
    .filter((row) => canEdit(row.item.role) && !excluded.has(row.item.id))
    .map((row) => ({ id: row.item.id, label: pathOf(tree, row.item).join(' › ') }));

  const byId = new Map(lines.map((line) => [line.id, line]));
  const withChildren = [...tree.children.keys()];
  const toggle = (id: string) => {
    const next = new Set(collapsed);
    if (!next.delete(id)) next.add(id);
    setCollapsed(next);
  };

  return (
    <>
      <OrganizationTreeToolbar
        search={search} onSearch={setSearch} canToggle={withChildren.length > 0 && matches === undefined}
        onExpandAll={() => { setCollapsed(new Set()); }} onCollapseAll={() => { setCollapsed(new Set(withChildren)); }}
        onCreate={() => { setCreatingUnder({ parentId: null }); }}
      />
      <OrganizationTreeTable
        label={intl.formatMessage(messages.label)}
        rows={rows}
        searching={matches !== undefined}
        currentId={currentId}
        onToggle={toggle}
        actions={({ item, hasChildren }) => {
          const parent = item.parent_id == null ? undefined : byId.get(item.parent_id);
          const allowed = rowActions({
            role: item.role, hasParent: item.parent_id != null, parentRole: parent?.role, hasChildren: tree.children.has(item.id) || hasChildren,
          });
          return (
            <OrganizationRowActions
              name={item.name} current={item.id === currentId} {...allowed}
              onSelect={() => { selectOrganization(item.id, lines.map((line) => line.id)); }}
              onAddChild={() => { setCreatingUnder({ parentId: item.id }); }}
              onEdit={() => { setEditing({ id: item.id, name: item.name, parentId: item.parent_id ?? null }); }}
              onDelete={() => { setDeleting({ id: item.id, name: item.name }); }}
            />
          );
        }}
      />
      <CreateOrganizationDialog
        isOpen={creatingUnder !== null} parentId={creatingUnder?.parentId ?? null} parents={parentOptions(new Set())}
        onClose={() => { setCreatingUnder(null); }}
      />
      <EditOrganizationDialog
        organization={editing}
        parents={editing ? parentOptions(new Set([editing.id, ...descendantsOf(tree, editing.id)])) : []}
        onClose={() => { setEditing(null); }}
      />
      <DeleteOrganizationAlert organization={deleting} onClose={() => { setDeleting(null); }} />
    </>
  );
}
