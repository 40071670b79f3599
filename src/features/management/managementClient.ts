/**
 * Whose books the management screens analyse: one accounting client at a time, kept in the address (`?client=`), so a
 * link names it and the back button returns to it. Without one, the organization's own client comes first, then its
 * companies' in name order.
 */
import { managementOf, paths } from '../../app/paths.ts';

export interface ClientChoice {
  readonly id: string;
  readonly name: string;
  /** The organization's own business, rather than a portfolio company. */
  readonly own: boolean;
}

export const CLIENT_PARAM = 'client';

/** The client the address names when it is one of the choices, else the first choice, else none. */
export function chosenClient(choices: readonly ClientChoice[], requested: string | null): ClientChoice | null {
  return choices.find((choice) => choice.id === requested) ?? choices.at(0) ?? null;
}

/** A management path with the client in its query string (paths.managementOf), or the bare path without one. */
export function withClient(path: string, clientId: string | null): string {
  return clientId ? managementOf(path, clientId) : path;
}

/**
 * Which accounts the from-to lists when it is opened from a figure (`?from=2026-01&to=2026-10`, and `&category=…`
 * once per category, or `&unclassified=1`): those behind that figure's cash in those months. Without it, all of them.
 */
export interface MappingScope {
  /** `YYYY-MM-01`. */
  readonly from: string;
  readonly to: string;
  /** The categories (accounting.account ids) of the rows; empty for every row. */
  readonly categories: readonly string[];
  /** Only the cash that feeds no category. */
  readonly unclassified: boolean;
}

const MAPPING_SCOPE_PARAMS = { from: 'from', to: 'to', category: 'category', unclassified: 'unclassified' } as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The from-to of the accounts behind a figure: all rows of its months unless it names categories or the unclassified. */
export function mappingFor(clientId: string, scope: Pick<MappingScope, 'from' | 'to'> & Partial<MappingScope>): string {
  const search = new URLSearchParams({ [MAPPING_SCOPE_PARAMS.from]: scope.from.slice(0, 7), [MAPPING_SCOPE_PARAMS.to]: scope.to.slice(0, 7) });
  for (const category of scope.categories ?? []) search.append(MAPPING_SCOPE_PARAMS.category, category);
  if (scope.unclassified) search.set(MAPPING_SCOPE_PARAMS.unclassified, '1');
  return `${managementOf(paths.managementMapping, clientId)}&${search.toString()}`;
}

/** The scope the address names, or none when it names no valid months. */
export function mappingScopeOf(params: URLSearchParams): MappingScope | null {
  const from = params.get(MAPPING_SCOPE_PARAMS.from) ?? '';
  const to = params.get(MAPPING_SCOPE_PARAMS.to) ?? '';
  if (!MONTH.test(from) || !MONTH.test(to)) return null;
  const [first, last] = from <= to ? [from, to] : [to, from];
  return {
    from: `${first}-01`, to: `${last}-01`,
    categories: params.getAll(MAPPING_SCOPE_PARAMS.category).filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
    unclassified: params.get(MAPPING_SCOPE_PARAMS.unclassified) === '1',
  };
}
