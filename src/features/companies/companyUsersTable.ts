import type { CompanySettingsScreenQuery$variables } from '../../../__generated__/CompanySettingsScreenQuery.graphql.ts';
import { toLimitOffset, toOrderBy } from '../../ui/dataTable/tableUrlState.ts';
import type { OrderByColumns, TableState, TableUrlOptions } from '../../ui/dataTable/tableUrlState.ts';

type UserOrderBy = CompanySettingsScreenQuery$variables['orderBy'][number];

/** The company users list's view in the address: sortable by name (the default), e-mail and since when. */
export const COMPANY_USERS_TABLE: TableUrlOptions = { sortColumns: ['name', 'email', 'since'], defaultSort: 'name' };

const ORDER: OrderByColumns<UserOrderBy> = {
  name: (direction) => [{ user: { sort: { display_name_sort: direction } } }, { user: { displayName: direction } }],
  email: (direction) => ({ user: { email: direction } }),
  since: (direction) => ({ created_at: direction }),
};

/** The paging and order variables of CompanySettingsScreenQuery for a view of the users list. */
export function companyUsersPage(state: TableState): Pick<CompanySettingsScreenQuery$variables, 'limit' | 'offset' | 'orderBy'> {
  return { ...toLimitOffset(state), orderBy: toOrderBy<UserOrderBy>(state.sort, ORDER, { id: 'asc' }) };
}
