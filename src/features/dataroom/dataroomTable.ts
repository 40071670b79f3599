import type { CompanyDataroomScreenQuery$variables } from '../../../__generated__/CompanyDataroomScreenQuery.graphql.ts';
import { toLimitOffset, toOrderBy } from '../../ui/dataTable/tableUrlState.ts';
import type { OrderByColumns, TableSort, TableState, TableUrlOptions } from '../../ui/dataTable/tableUrlState.ts';
import { NIL_UUID } from '../../app/routeParams.ts';

type FileWhere = CompanyDataroomScreenQuery$variables['where'];
type FileOrderBy = CompanyDataroomScreenQuery$variables['orderBy'][number];

/** The dataroom list's view in the address: newest first unless another column is sorted. */
export const DATAROOM_TABLE: TableUrlOptions = {
  sortColumns: ['name', 'type', 'size', 'uploadedBy', 'uploadedAt'],
  defaultSort: '-uploadedAt',
};

const ORDER: OrderByColumns<FileOrderBy> = {
  name: (direction) => [{ file: { sort: { name_sort: direction } } }, { file: { name: direction } }],
  type: (direction) => ({ file: { mimeType: direction } }),
  size: (direction) => ({ file: { size: direction } }),
  uploadedBy: (direction) => [{ creator: { sort: { display_name_sort: direction } } }, { creator: { displayName: direction } }],
  uploadedAt: (direction) => ({ created_at: direction }),
};

/** The `order_by` of a sort, ending with the id so that pages never share or skip a row. */
export function dataroomOrderBy(sort: TableSort | null): FileOrderBy[] {
  return toOrderBy<FileOrderBy>(sort, ORDER, { id: 'asc' });
}

/** The company's documents whose name contains the search text (its `%`, `_` and `\` match themselves). */
export function dataroomWhere(companyId: string, q: string): FileWhere {
  const company: FileWhere = { company_id: { _eq: companyId } };
  const text = q.trim();
  if (text === '') return company;
  return { _and: [company, { file: { name: { _ilike: `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%` } } }] };
}

/** The variables of CompanyDataroomScreenQuery for a company and a view of its list. */
export function dataroomVariables(companyId: string, state: TableState, userId: string | null): CompanyDataroomScreenQuery$variables {
  return {
    companyId,
    userId: userId ?? NIL_UUID,
    where: dataroomWhere(companyId, state.q),
    orderBy: dataroomOrderBy(state.sort),
    ...toLimitOffset(state),
  };
}
