import type { WalletCompanyScreenQuery$variables } from '../../../__generated__/WalletCompanyScreenQuery.graphql.ts';
import { toLimitOffset, toOrderBy } from '../../ui/dataTable/tableUrlState.ts';
import type { OrderByColumns, TableState, TableUrlOptions } from '../../ui/dataTable/tableUrlState.ts';
import { investmentSearchFilter } from './investmentSearch.ts';

type OrderBy = WalletCompanyScreenQuery$variables['orderBy'][number];

/** The investments list's sortable columns and default order (newest first), in the address as `sort`. */
export const INVESTMENTS_TABLE: TableUrlOptions = { sortColumns: ['date', 'share', 'net'], defaultSort: '-date' };

const ORDER_BY: OrderByColumns<OrderBy> = {
  date: (direction) => ({ investment_date: direction }),
  share: (direction) => ({ share_percentage: direction }),
  net: (direction) => ({ net_amount: direction }),
};

/**
 * The list's variables for a view of the address: the wallet's investments in the company of `walletCompanyId`,
 * narrowed by the search, sorted, one page of them. The loader and the export use the same, so a file holds what the
 * list shows.
 */
export function investmentsVariables(walletId: string, walletCompanyId: string, state: TableState, locale: string) {
  const search = investmentSearchFilter(state.q, locale);
  const where = {
    wallet_id: { _eq: walletId },
    wallet_company: { id: { _eq: walletCompanyId } },
    ...(search === null ? {} : { _and: [search] }),
  };
  const { limit, offset } = toLimitOffset(state);
  return { where, limit, offset, orderBy: toOrderBy(state.sort, ORDER_BY, { id: 'asc' }) };
}
