import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';

/**
 * A list's view kept in the address, so a link reproduces it: `?page=2&size=25&sort=-name&q=acme`. The route's
 * loader reads it with `readTableState(new URL(request.url).searchParams, OPTIONS)` to build its query variables
 * (`toLimitOffset`, `toOrderBy`); the screen reads and changes it with `useTableUrlState(OPTIONS)`. Parameters the
 * table does not own (a screen's filters) are left as they are.
 */

/** The page sizes of every list (spec §9). */
export const PAGE_SIZES = [10, 25, 50, 100, 'all'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export interface TableSort {
  column: string;
  direction: 'asc' | 'desc';
}

export interface TableState {
  /** 1-based. */
  page: number;
  size: PageSize;
  sort: TableSort | null;
  /** The search text, untrimmed (the screen trims it when it builds its filter). */
  q: string;
}

/**
 * A change of the view. `toggleSort` names a column whose header was clicked: the new sort is worked out from the
 * view the change applies to (see `nextSort`), not from the one on screen, which is stale while a page loads.
 */
export type TableChange = Partial<TableState> & { toggleSort?: string };

export interface TableUrlOptions {
  /** The sort used when the address names none (or a junk one), as in the URL: `name` or `-createdAt`. */
  defaultSort?: string;
  /** The columns that may be sorted on; any other `sort` in the address falls back to `defaultSort`. */
  sortColumns?: readonly string[];
}

const SORT_FORMAT = /^(-?)([A-Za-z_][\w.]*)$/;

function parseSort(text: string | null, options: TableUrlOptions): TableSort | null {
  const match = text === null ? null : SORT_FORMAT.exec(text);
  if (!match?.[2] || (options.sortColumns && !options.sortColumns.includes(match[2]))) return null;
  return { column: match[2], direction: match[1] === '-' ? 'desc' : 'asc' };
}

/** `-name` for a descending sort on name, `name` for ascending. */
export function formatSort(sort: TableSort): string {
  return `${sort.direction === 'desc' ? '-' : ''}${sort.column}`;
}

/** The view a set of search parameters describes; anything missing or malformed takes its default. */
export function readTableState(params: URLSearchParams, options: TableUrlOptions = {}): TableState {
  const pageText = params.get('page') ?? '';
  const page = /^[1-9]\d{0,8}$/.test(pageText) ? Number(pageText) : 1;
  const size = PAGE_SIZES.find((candidate) => String(candidate) === params.get('size')) ?? DEFAULT_PAGE_SIZE;
  const sort = parseSort(params.get('sort'), options) ?? parseSort(options.defaultSort ?? null, {});
  return { page, size, sort, q: params.get('q') ?? '' };
}

/** A copy of `params` describing `state`; defaults are left out, so the plain list has a plain address. */
export function writeTableState(params: URLSearchParams, state: TableState, options: TableUrlOptions = {}): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value === null) next.delete(name);
    else next.set(name, value);
  };
  const sort = state.sort ? formatSort(state.sort) : null;
  set('page', state.page > 1 ? String(state.page) : null);
  set('size', state.size === DEFAULT_PAGE_SIZE ? null : String(state.size));
  set('sort', sort === null || sort === options.defaultSort ? null : sort);
  set('q', state.q === '' ? null : state.q);
  return next;
}

/** Applies a change; a new size, sort or search starts again at page 1 (the old page may no longer exist). */
export function applyTableChange(state: TableState, change: TableChange): TableState {
  const { toggleSort, ...values } = change;
  const next = { ...state, ...values, ...(toggleSort === undefined ? {} : { sort: nextSort(state.sort, toggleSort) }) };
  const sortChanged = (next.sort ? formatSort(next.sort) : '') !== (state.sort ? formatSort(state.sort) : '');
  const restart = next.size !== state.size || next.q !== state.q || sortChanged;
  return restart ? { ...next, page: 1 } : next;
}

/**
 * The sort after a click on a column's header: a new column starts ascending, the sorted one flips between
 * ascending and descending. There is no "unsorted" step: limit/offset paging needs a fixed order, and the default
 * order is one click away on its own column.
 */
export function nextSort(current: TableSort | null, column: string): TableSort {
  if (current?.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** How to record a change in the browser's history. */
export interface TableChangeHow {
  /** Replace the current entry instead of pushing one. @default true when the change is to the search text */
  replace?: boolean;
}

/**
 * The table's view from the address and a function to change it. Page, size and sort changes push a history
 * entry (Back returns to the previous view); typing in the search box replaces it, so Back does not replay
 * keystrokes. Pass `options` as a module-level constant: a new object on each render recomputes the state.
 */
export function useTableUrlState(options: TableUrlOptions = NO_OPTIONS) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(params, options), [params, options]);
  // While a change's page loads, the address still shows the view before it: a second change (a quick second click
  // on a header, the next page) must build on the view being loaded, or it would repeat the first.
  const location = useLocation();
  const navigation = useNavigation();
  const pendingSearch = navigation.location?.pathname === location.pathname ? navigation.location.search : null;
  const pending = useRef<string | null>(pendingSearch);
  useLayoutEffect(() => { pending.current = pendingSearch; }, [pendingSearch]);
  const change = useCallback((patch: TableChange, how: TableChangeHow = {}) => {
    setParams(
      (current) => {
        const base = pending.current === null ? current : new URLSearchParams(pending.current);
        return writeTableState(base, applyTableChange(readTableState(base, options), patch), options);
      },
      { replace: how.replace ?? 'q' in patch },
    );
  }, [setParams, options]);
  return [state, change] as const;
}

const NO_OPTIONS: TableUrlOptions = {};

/**
 * The GraphQL paging variables for a view: `limit: null` (no limit) for All. Given the number of rows, a page past
 * the end (an old link, rows deleted since) is read as the last page.
 */
export function toLimitOffset(state: Pick<TableState, 'page' | 'size'>, total?: number): { limit: number | null; offset: number } {
  if (state.size === 'all') return { limit: null, offset: 0 };
  const lastPage = total === undefined ? Infinity : Math.max(1, Math.ceil(total / state.size));
  return { limit: state.size, offset: (Math.min(state.page, lastPage) - 1) * state.size };
}

/**
 * Hasura's `order_by` directions as we use them: empty values last both ways (PostgreSQL's `asc` already puts nulls
 * last, its `desc` would put them first).
 */
export type OrderDirection = 'asc' | 'desc_nulls_last';

/**
 * For each sortable column, its `order_by` entries: `{ document: (dir) => ({ document: dir }) }`. A name sorts by its
 * key, the name with accents and case folded (`name_sort`, nhost/README.md "Sorting by a name"), then by the name
 * itself, so a column may give several: `{ name: (dir) => [{ name_sort: dir }, { name: dir }] }`.
 */
export type OrderByColumns<T> = Readonly<Record<string, (direction: OrderDirection) => T | readonly T[]>>;

/**
 * The `order_by` variable for a sort: the column's entries, then `tieBreaker` (a unique column such as `{ id: 'asc' }`)
 * so that rows with equal values keep one order from page to page. An unknown column sorts by the tie-breaker only.
 */
export function toOrderBy<T>(sort: TableSort | null, columns: OrderByColumns<T>, tieBreaker?: T): T[] {
  const entry = sort && Object.hasOwn(columns, sort.column) ? columns[sort.column] : undefined;
  const entries = entry?.(sort?.direction === 'desc' ? 'desc_nulls_last' : 'asc');
  const ordered: T[] = entries === undefined ? [] : Array.isArray(entries) ? [...(entries as readonly T[])] : [entries as T];
  return tieBreaker === undefined ? ordered : [...ordered, tieBreaker];
}
