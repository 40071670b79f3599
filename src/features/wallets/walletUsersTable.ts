import type { WalletDetailsScreenQuery$variables } from '../../../__generated__/WalletDetailsScreenQuery.graphql.ts';
import { toLimitOffset, toOrderBy } from '../../ui/dataTable/tableUrlState.ts';
import type { OrderByColumns, TableState, TableUrlOptions } from '../../ui/dataTable/tableUrlState.ts';

type UsersWhere = WalletDetailsScreenQuery$variables['usersWhere'];
type UsersOrderBy = WalletDetailsScreenQuery$variables['usersOrderBy'][number];

/** The wallet users list's view in the address (on the users tab): sortable by name (the default), e-mail, since. */
export const WALLET_USERS_TABLE: TableUrlOptions = { sortColumns: ['name', 'email', 'since'], defaultSort: 'name' };

const ORDER: OrderByColumns<UsersOrderBy> = {
  name: (direction) => [{ user: { sort: { display_name_sort: direction } } }, { user: { displayName: direction } }],
  email: (direction) => ({ user: { email: direction } }),
  since: (direction) => ({ created_at: direction }),
};

/** `text` as a literal inside an `_ilike` pattern: its `%`, `_` and `\` match themselves. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The wallet's users whose name or e-mail contains the search text. */
export function walletUsersWhere(walletId: string, q: string): UsersWhere {
  const wallet: UsersWhere = { wallet_id: { _eq: walletId } };
  const text = q.trim();
  if (text === '') return wallet;
  const pattern = `%${likeLiteral(text)}%`;
  return { _and: [wallet, { user: { _or: [{ displayName: { _ilike: pattern } }, { email: { _ilike: pattern } }] } }] };
}

/** The users variables of WalletDetailsScreenQuery for a view of the users list. */
export function walletUsersVariables(walletId: string, state: TableState): Pick<
  WalletDetailsScreenQuery$variables, 'usersWhere' | 'usersOrderBy' | 'usersLimit' | 'usersOffset'
> {
  const { limit, offset } = toLimitOffset(state);
  return {
    usersWhere: walletUsersWhere(walletId, state.q),
    usersOrderBy: toOrderBy<UsersOrderBy>(state.sort, ORDER, { id: 'asc' }),
    usersLimit: limit,
    usersOffset: offset,
  };
}
