import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  applyTableChange, nextSort, readTableState, toLimitOffset, toOrderBy, useTableUrlState, writeTableState,
} from './tableUrlState.ts';
import type { OrderByColumns, TableState, TableUrlOptions } from './tableUrlState.ts';

const read = (query: string, options?: TableUrlOptions) => readTableState(new URLSearchParams(query), options);
const DEFAULTS: TableState = { page: 1, size: 10, sort: null, q: '' };

describe('readTableState', () => {
  it('reads page, size, sort and search', () => {
    expect(read('page=3&size=25&sort=-name&q=A%C3%A7%C3%A3o+x')).toEqual({
      page: 3, size: 25, sort: { column: 'name', direction: 'desc' }, q: 'Ação x',
    });
    expect(read('size=all&sort=organization.name')).toEqual({ ...DEFAULTS, size: 'all', sort: { column: 'organization.name', direction: 'asc' } });
  });

  it('falls back to the defaults on junk', () => {
    for (const query of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=99999999999', 'size=7', 'size=ALL', 'sort=--x', 'sort=1abc', 'sort=']) {
      expect(read(query), query).toEqual(DEFAULTS);
    }
  });

  it('takes the default sort when the address names none, or a column that cannot be sorted', () => {
    const options = { defaultSort: '-createdAt', sortColumns: ['name', 'createdAt'] };
    expect(read('', options).sort).toEqual({ column: 'createdAt', direction: 'desc' });
    expect(read('sort=password', options).sort).toEqual({ column: 'createdAt', direction: 'desc' });
    expect(read('sort=name', options).sort).toEqual({ column: 'name', direction: 'asc' });
  });
});

describe('writeTableState', () => {
  it('leaves defaults out and keeps the parameters it does not own', () => {
    const params = writeTableState(new URLSearchParams('status=active&page=4'), DEFAULTS);
    expect(params.toString()).toBe('status=active');
  });

  it('writes what differs from the defaults, and reads back the same view', () => {
    const state: TableState = { page: 2, size: 'all', sort: { column: 'name', direction: 'desc' }, q: 'a&b' };
    const params = writeTableState(new URLSearchParams(), state);
    expect(params.toString()).toBe('page=2&size=all&sort=-name&q=a%26b');
    expect(readTableState(params)).toEqual(state);
  });

  it('leaves the default sort out', () => {
    const options = { defaultSort: '-createdAt' };
    expect(writeTableState(new URLSearchParams(), { ...DEFAULTS, sort: { column: 'createdAt', direction: 'desc' } }, options).has('sort')).toBe(false);
    expect(writeTableState(new URLSearchParams(), { ...DEFAULTS, sort: { column: 'createdAt', direction: 'asc' } }, options).get('sort')).toBe('createdAt');
  });
});

describe('applyTableChange', () => {
  const onPage3: TableState = { ...DEFAULTS, page: 3 };

  it('keeps the page when only the page changes', () => {
    expect(applyTableChange(onPage3, { page: 4 }).page).toBe(4);
  });

  it('goes back to page 1 when the size, the search or the sort changes', () => {
    expect(applyTableChange(onPage3, { size: 50 })).toEqual({ ...DEFAULTS, size: 50 });
    expect(applyTableChange(onPage3, { q: 'acme' })).toEqual({ ...DEFAULTS, q: 'acme' });
    expect(applyTableChange(onPage3, { sort: { column: 'name', direction: 'asc' } }).page).toBe(1);
  });

  it('keeps the page when a change repeats the current values', () => {
    expect(applyTableChange(onPage3, { size: 10, q: '' }).page).toBe(3);
  });
});

describe('nextSort', () => {
  it('sorts a new column ascending, then flips between ascending and descending', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ column: 'name', direction: 'asc' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ column: 'name', direction: 'desc' });
    expect(nextSort(second, 'name')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextSort(second, 'city')).toEqual({ column: 'city', direction: 'asc' });
  });
});

describe('toLimitOffset', () => {
  it('pages by each size', () => {
    expect(toLimitOffset({ page: 1, size: 10 })).toEqual({ limit: 10, offset: 0 });
    expect(toLimitOffset({ page: 2, size: 10 })).toEqual({ limit: 10, offset: 10 });
    expect(toLimitOffset({ page: 3, size: 25 })).toEqual({ limit: 25, offset: 50 });
    expect(toLimitOffset({ page: 2, size: 50 })).toEqual({ limit: 50, offset: 50 });
    expect(toLimitOffset({ page: 4, size: 100 })).toEqual({ limit: 100, offset: 300 });
  });

  it('asks for every row under All', () => {
    expect(toLimitOffset({ page: 5, size: 'all' })).toEqual({ limit: null, offset: 0 });
  });

  it('reads a page past the end as the last one when the total is known', () => {
    expect(toLimitOffset({ page: 9, size: 10 }, 57)).toEqual({ limit: 10, offset: 50 });
    expect(toLimitOffset({ page: 9, size: 10 }, 0)).toEqual({ limit: 10, offset: 0 });
  });
});

describe('toOrderBy', () => {
  // A screen names its generated `order_by` input type here.
  const columns: OrderByColumns<Record<string, unknown>> = {
    name: (dir) => ({ name: dir }),
    organization: (dir) => ({ organization: { name: dir } }),
    folded: (dir) => [{ name_sort: dir }, { name: dir }],
  };

  it('turns a sort into Hasura order_by, empty values last both ways', () => {
    expect(toOrderBy({ column: 'name', direction: 'asc' }, columns)).toEqual([{ name: 'asc' }]);
    expect(toOrderBy({ column: 'organization', direction: 'desc' }, columns)).toEqual([{ organization: { name: 'desc_nulls_last' } }]);
  });

  it('ends with the tie-breaker, which alone orders an unsorted or unknown column', () => {
    expect(toOrderBy({ column: 'name', direction: 'desc' }, columns, { id: 'asc' })).toEqual([{ name: 'desc_nulls_last' }, { id: 'asc' }]);
    expect(toOrderBy(null, columns, { id: 'asc' })).toEqual([{ id: 'asc' }]);
    expect(toOrderBy({ column: 'toString', direction: 'asc' }, columns)).toEqual([]);
  });

  it('gives every entry of a column that sorts by several, a name by its key and then by itself', () => {
    expect(toOrderBy({ column: 'folded', direction: 'desc' }, columns, { id: 'asc' }))
      .toEqual([{ name_sort: 'desc_nulls_last' }, { name: 'desc_nulls_last' }, { id: 'asc' }]);
  });
});

describe('useTableUrlState', () => {
  it('reads the address and changes it, pushing page changes and replacing search changes', () => {
    let latest: ReturnType<typeof useTableUrlState> | undefined;
    function List() {
      latest = useTableUrlState();
      return null;
    }
    const router = createMemoryRouter([{ path: '/list', element: <List /> }], { initialEntries: ['/list?page=3&status=open'] });
    render(<RouterProvider router={router} />);
    expect(latest![0]).toEqual({ ...DEFAULTS, page: 3 });

    act(() => { latest![1]({ page: 4 }); });
    expect(router.state.location.search).toBe('?page=4&status=open');
    expect(router.state.historyAction).toBe('PUSH');
    expect(latest![0].page).toBe(4);

    act(() => { latest![1]({ size: 25 }); });
    expect(router.state.location.search).toBe('?status=open&size=25');
    expect(latest![0]).toEqual({ ...DEFAULTS, size: 25 });

    act(() => { latest![1]({ q: 'acme' }); });
    expect(router.state.location.search).toBe('?status=open&size=25&q=acme');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
