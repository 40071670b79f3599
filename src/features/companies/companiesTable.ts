import { normalizeCnpj } from '../../../common/cnpj.ts';
import type { CompaniesScreenQuery$variables } from '../../../__generated__/CompaniesScreenQuery.graphql.ts';
import { toLimitOffset, toOrderBy } from '../../ui/dataTable/tableUrlState.ts';
import { NIL_UUID } from '../../app/routeParams.ts';
import type { OrderByColumns, TableSort, TableState, TableUrlOptions } from '../../ui/dataTable/tableUrlState.ts';

type CompanyWhere = CompaniesScreenQuery$variables['where'];
type CompanyOrderBy = CompaniesScreenQuery$variables['orderBy'][number];


/** The companies list's view in the address: sortable by name (the default), tax ID and organization. */
export const COMPANIES_TABLE: TableUrlOptions = { sortColumns: ['name', 'document', 'organization'], defaultSort: 'name' };

const ORDER: OrderByColumns<CompanyOrderBy> = {
  name: (direction) => [{ name_sort: direction }, { name: direction }],
  document: (direction) => ({ document: direction }),
  organization: (direction) => [{ organization: { name_sort: direction } }, { organization: { name: direction } }],
};

/** The `order_by` of a sort, ending with the id so that pages never share or skip a row. */
export function companiesOrderBy(sort: TableSort | null): CompanyOrderBy[] {
  return toOrderBy<CompanyOrderBy>(sort, ORDER, { id: 'asc' });
}

/** `text` as a literal inside an `_ilike` pattern: its `%`, `_` and `\` match themselves. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The companies of an organization whose name contains the search text, or whose tax ID contains it once written
 * as the database stores CNPJs (`company_normalize_document`: no mask, upper case), so `12.345.678/0001-95`,
 * `12345678000195` and `345.678` all find the same company.
 */
export function companiesWhere(organizationId: string | null, q: string): CompanyWhere {
  const organization: CompanyWhere = { organization_id: { _eq: organizationId ?? NIL_UUID } };
  const text = q.trim();
  if (text === '') return organization;
  const taxId = normalizeCnpj(text).replace(/[^0-9A-Z]/g, '');
  const byName: CompanyWhere = { name: { _ilike: `%${likeLiteral(text)}%` } };
  const byTaxId: CompanyWhere[] = taxId === '' ? [] : [{ document: { _ilike: `%${taxId}%` } }];
  return { _and: [organization, { _or: [byName, ...byTaxId] }] };
}

/** The variables of CompaniesScreenQuery for a view of the list. */
export function companiesVariables(state: TableState, organizationId: string | null, userId: string | null): CompaniesScreenQuery$variables {
  const { limit, offset } = toLimitOffset(state);
  return {
    where: companiesWhere(organizationId, state.q),
    orderBy: companiesOrderBy(state.sort),
    limit,
    offset,
    organizationId: organizationId ?? NIL_UUID,
    userId: userId ?? NIL_UUID,
  };
}
