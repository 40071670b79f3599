import type { ConfigurationScreenQuery$variables } from '../../../__generated__/ConfigurationScreenQuery.graphql.ts';
import { toLimitOffset, toOrderBy } from '../../ui/dataTable/tableUrlState.ts';
import type { OrderByColumns, TableState, TableUrlOptions } from '../../ui/dataTable/tableUrlState.ts';
import { NIL_UUID } from '../../app/routeParams.ts';

type MemberWhere = ConfigurationScreenQuery$variables['where'];
type MemberOrderBy = ConfigurationScreenQuery$variables['orderBy'][number];

/** The members list's view in the address: sortable by name (the default), e-mail, role and since when. */
export const MEMBERS_TABLE: TableUrlOptions = { sortColumns: ['name', 'email', 'role', 'since'], defaultSort: 'name' };

const ORDER: OrderByColumns<MemberOrderBy> = {
  name: (direction) => [{ user: { sort: { display_name_sort: direction } } }, { user: { displayName: direction } }],
  email: (direction) => ({ user: { email: direction } }),
  role: (direction) => ({ role: direction }),
  since: (direction) => ({ created_at: direction }),
};

/** `text` as a literal inside an `_ilike` pattern: its `%`, `_` and `\` match themselves. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The members of an organization whose name or e-mail contains the search text. */
export function membersWhere(organizationId: string | null, q: string): MemberWhere {
  const organization: MemberWhere = { organization_id: { _eq: organizationId ?? NIL_UUID } };
  const text = q.trim();
  if (text === '') return organization;
  const pattern = `%${likeLiteral(text)}%`;
  return { _and: [organization, { _or: [{ user: { displayName: { _ilike: pattern } } }, { user: { email: { _ilike: pattern } } }] }] };
}

/** The variables of ConfigurationScreenQuery for a view of the members list. */
export function configurationVariables(state: TableState, organizationId: string | null, userId: string | null): ConfigurationScreenQuery$variables {
  return {
    where: membersWhere(organizationId, state.q),
    orderBy: toOrderBy<MemberOrderBy>(state.sort, ORDER, { id: 'asc' }),
    ...toLimitOffset(state),
    organizationId: organizationId ?? NIL_UUID,
    userId: userId ?? NIL_UUID,
  };
}
