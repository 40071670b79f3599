import { normalizeCnpj } from '../../../common/cnpj.ts';
import type { WalletsScreenQuery$variables } from '../../../__generated__/WalletsScreenQuery.graphql.ts';
import { toLimitOffset, toOrderBy } from '../../ui/dataTable/tableUrlState.ts';
import type { OrderByColumns, TableSort, TableState, TableUrlOptions } from '../../ui/dataTable/tableUrlState.ts';
import { isUuid, NIL_UUID } from '../../app/routeParams.ts';

type WalletWhere = WalletsScreenQuery$variables['where'];
type WalletOrderBy = WalletsScreenQuery$variables['orderBy'][number];

/** The wallets list's view in the address: sortable by name (the default), tax ID, segment, group, organization, update. */
export const WALLETS_TABLE: TableUrlOptions = {
  sortColumns: ['name', 'taxId', 'segment', 'group', 'organization', 'updatedAt'],
  defaultSort: 'name',
};

/** The address parameter of the company filter: `?company=<uuid>`, the wallets holding that company. */
export const COMPANY_PARAM = 'company';

/** The company the list is filtered by, from the address; anything but a uuid is no filter. */
export function companyFilterOf(params: URLSearchParams): string | null {
  const id = params.get(COMPANY_PARAM) ?? '';
  return isUuid(id) ? id.toLowerCase() : null;
}

/**
 * The `order_by` of a sort, ending with the id so pages never share or skip a row. Names sort by their keys (accents
 * and case folded), then by themselves; the segment and the group by their names in `locale`.
 */
export function walletsOrderBy(sort: TableSort | null, locale: string): WalletOrderBy[] {
  const order: OrderByColumns<WalletOrderBy> = {
    name: (direction) => [{ name_sort: direction }, { name: direction }],
    taxId: (direction) => ({ tax_id: direction }),
    segment: (direction) => (locale === 'en'
      ? [{ segment: { en_name_sort: direction } }, { segment: { en_name: direction } }]
      : [{ segment: { pt_br_name_sort: direction } }, { segment: { pt_br_name: direction } }]),
    group: (direction) => (locale === 'en'
      ? [{ en_group_name_sort: direction }, { en_group_name: direction }]
      : [{ pt_br_group_name_sort: direction }, { pt_br_group_name: direction }]),
    organization: (direction) => [{ organization: { name_sort: direction } }, { organization: { name: direction } }],
    updatedAt: (direction) => ({ updated_at: direction }),
  };
  return toOrderBy<WalletOrderBy>(sort, order, { id: 'asc' });
}

/** `text` as a literal inside an `_ilike` pattern: its `%`, `_` and `\` match themselves. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The wallets of an organization, narrowed to those holding `companyId`, whose name contains the search text or
 * whose tax ID contains it once written as stored (no mask, upper case: `wallet_normalize_tax_id`).
 */
export function walletsWhere(organizationId: string | null, q: string, companyId: string | null): WalletWhere {
  const parts: WalletWhere[] = [{ organization_id: { _eq: organizationId ?? NIL_UUID } }];
  if (companyId !== null) parts.push({ wallet_companies: { company_id: { _eq: companyId } } });
  const text = q.trim();
  if (text !== '') {
    const taxId = normalizeCnpj(text).replace(/[^0-9A-Z]/g, '');
    const byName: WalletWhere = { name: { _ilike: `%${likeLiteral(text)}%` } };
    parts.push(taxId === '' ? byName : { _or: [byName, { tax_id: { _ilike: `%${taxId}%` } }] });
  }
  return parts.length === 1 ? parts[0] : { _and: parts };
}

/** The variables of WalletsScreenQuery for a view of the list. */
export function walletsVariables(
  state: TableState,
  filter: { organizationId: string | null; userId: string | null; companyId: string | null; locale: string },
): WalletsScreenQuery$variables {
  const { limit, offset } = toLimitOffset(state);
  return {
    where: walletsWhere(filter.organizationId, state.q, filter.companyId),
    orderBy: walletsOrderBy(state.sort, filter.locale),
    limit,
    offset,
    organizationId: filter.organizationId ?? NIL_UUID,
    userId: filter.userId ?? NIL_UUID,
    companyId: filter.companyId ?? NIL_UUID,
  };
}
