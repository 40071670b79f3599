import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { IntlRoot } from '../../i18n/IntlRoot.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { DataTable } from './DataTable.tsx';
import type { DataTableColumn } from './tableColumn.ts';
import { toLimitOffset, useTableUrlState } from './tableUrlState.ts';

interface Company { id: string; name: string; city: string }

const companies = (count: number): Company[] =>
  Array.from({ length: count }, (_, index) => ({ id: `c${index + 1}`, name: `Company ${index + 1}`, city: index % 2 ? 'Recife' : 'São Paulo' }));

const COLUMNS: DataTableColumn<Company>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, exportValue: (row) => row.name },
  { id: 'city', header: 'City', cell: (row) => row.city },
];
const OPTIONS = { sortColumns: ['name'] };

/** A screen as the portal's are: the view in the address, one page of rows "fetched" for it. */
function CompaniesList({ all, exportRows }: { all: Company[]; exportRows?: () => Promise<readonly Company[]> }) {
  const [state, change] = useTableUrlState(OPTIONS);
  const { limit, offset } = toLimitOffset(state, all.length);
  const rows = all.slice(offset, limit === null ? undefined : offset + limit);
  return (
    <DataTable
      label="Companies"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      total={all.length}
      state={state}
      onStateChange={change}
      exportRows={exportRows}
    />
  );
}

function show(all: Company[], { url = '/companies', locale = 'en', exportRows }: { url?: string; locale?: Locale; exportRows?: () => Promise<readonly Company[]> } = {}) {
  const router = createMemoryRouter([{ path: '/companies', element: <CompaniesList all={all} exportRows={exportRows} /> }], { initialEntries: [url] });
  const view = render(<IntlRoot locale={locale}><RouterProvider router={router} /></IntlRoot>);
  return { ...view, router };
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Companies' })).getAllByRole<HTMLTableRowElement>('row').slice(1);

afterEach(() => { vi.restoreAllMocks(); });

describe('<DataTable>', () => {
  it('shows the headers and one page of rows', () => {
    show(companies(57));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'City']);
    expect(bodyRows()).toHaveLength(10);
    expect(within(bodyRows()[0]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Company 1', 'São Paulo']);
    expect(screen.getByRole('status').textContent).toBe('Showing 1–10 of 57 records');
  });

  it('says "No record found" when the list is empty', () => {
    show([]);
    expect(screen.getByRole('cell', { name: 'No record found' })).toBeTruthy();
  });

  it('says it in Brazilian Portuguese too', () => {
    show([], { locale: 'pt-BR' });
    expect(screen.getByRole('cell', { name: 'Nenhum registro encontrado' })).toBeTruthy();
  });

  it('sorts by a column from its header, ascending then descending, in the address', () => {
    const { router } = show(companies(57), { url: '/companies?page=3' });
    const header = () => screen.getByRole('columnheader', { name: 'Name' });
    expect(header().getAttribute('aria-sort')).toBeNull();
    expect(within(screen.getByRole('columnheader', { name: 'City' })).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(router.state.location.search).toBe('?sort=name');
    expect(header().getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(router.state.location.search).toBe('?sort=-name');
    expect(header().getAttribute('aria-sort')).toBe('descending');
  });

  it('builds a second quick click on the view still loading, not on the one on screen', async () => {
    // A loader that holds each navigation until the test lets it go, as a slow network would.
    const releases: (() => void)[] = [];
    const router = createMemoryRouter([{
      path: '/companies',
      loader: () => new Promise<null>((resolve) => { releases.push(() => { resolve(null); }); }),
      element: <CompaniesList all={companies(57)} />,
    }], { initialEntries: ['/companies'], hydrationData: { loaderData: { 0: null } } });
    render(<IntlRoot locale="en"><RouterProvider router={router} /></IntlRoot>);

    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => { expect(router.state.navigation.location?.search).toBe('?sort=name'); });
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => { expect(router.state.navigation.location?.search).toBe('?sort=-name'); });
    act(() => { for (const release of releases) release(); });
    await waitFor(() => { expect(router.state.location.search).toBe('?sort=-name'); });
  });

  it('pages through the address', () => {
    const { router } = show(companies(57));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(bodyRows()[0].textContent).toContain('Company 11');
    expect(screen.getByRole('status').textContent).toBe('Showing 11–20 of 57 records');
    expect(bodyRows()[0].getAttribute('aria-rowindex')).toBe('12');

    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '25' } });
    expect(router.state.location.search).toBe('?size=25');
    expect(bodyRows()).toHaveLength(25);
  });

  it('turns a page past the end into the last page', () => {
    const { router } = show(companies(57), { url: '/companies?page=9' });
    expect(router.state.location.search).toBe('?page=6');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(bodyRows()).toHaveLength(7);
  });
});

describe('<DataTable> under All', () => {
  /** A Blueprint table row of one line, as a browser lays it out. */
  const ROW = 40;

  /** Where the table's body starts in the document, below the toolbar and the header. */
  const BODY_TOP = 120;
  let scrollY = 0;

  /**
   * jsdom lays nothing out: give the window a height and a scroll position, each row one line, and the body its place
   * in the document (its box moves up as the window scrolls down), as a browser would.
   */
  function layOut() {
    scrollY = 0;
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(600);
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'TR' ? ROW : 0;
    });
    vi.spyOn(HTMLTableSectionElement.prototype, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, BODY_TOP - scrollY, 800, 0));
  }

  /** Scrolls the window to `y`, as the wheel or the End key would. */
  function scrollWindowTo(y: number) {
    scrollY = y;
    act(() => { fireEvent.scroll(window); });
  }

  /** The list of every row; the virtualized body is a chunk of its own, loaded when first needed. */
  async function showAll(count: number) {
    show(companies(count), { url: '/companies?size=all' });
    await waitFor(() => { expect(bodyRows().length).toBeGreaterThan(10); });
  }

  it('renders 10,000 rows with only those in view in the document', async () => {
    layOut();
    await showAll(10_000);
    const table = screen.getByRole('table', { name: 'Companies' });
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    const rendered = bodyRows();
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[0].cells[0].textContent).toBe('Company 1');
    expect(screen.getByRole('status').textContent).toBe('Showing 1–10,000 of 10,000 records');
  });

  it('renders the rows the window is scrolled to, with no scroll box of its own', async () => {
    layOut();
    await showAll(10_000);
    expect(screen.queryByRole('region', { name: 'Companies' })).toBeNull();
    scrollWindowTo(BODY_TOP + ROW * 5000);
    const rendered = bodyRows();
    expect(rendered.length).toBeLessThan(60);
    const names = rendered.map((row) => row.cells[0].textContent);
    expect(names).toContain('Company 5001');
    expect(names).not.toContain('Company 1');
    expect(rendered[names.indexOf('Company 5001')].getAttribute('aria-rowindex')).toBe('5002');
    // The spacer rows stand for the rows left out: the body keeps the height of all 10,000.
    const table = screen.getByRole('table', { name: 'Companies' });
    const spacers = [...table.querySelectorAll<HTMLElement>('tr[aria-hidden="true"] > td')].map((cell) => parseFloat(cell.style.height) || 0);
    expect(spacers.reduce((sum, height) => sum + height, 0) + rendered.length * ROW).toBe(10_000 * ROW);
  });
});

describe('<DataTable> export', () => {
  /** The files handed to the browser to download. */
  function captureDownloads() {
    const files: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => { const url = `blob:${blobs.size}`; blobs.set(url, blob as Blob); return url; });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    return files;
  }

  it('exports every row the screen fetches, with the columns that have an export value', async () => {
    const files = captureDownloads();
    const exportRows = vi.fn(() => Promise.resolve(companies(57)));
    show(companies(57), { exportRows });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Export CSV' }));
    await waitFor(() => { expect(files).toHaveLength(1); });
    expect(exportRows).toHaveBeenCalledOnce();
    expect(files[0].name).toBe('Companies.csv');
    const text = await files[0].blob.text();
    expect(text.split('\r\n').slice(0, 3)).toEqual(['Name', 'Company 1', 'Company 2']);
    expect(text.split('\r\n')).toHaveLength(59);
  });

  it('says when the export failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show(companies(3), { exportRows: () => Promise.reject(new Error('network')) });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Export XLSX' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The export failed. Try again.');
  });

  it('has no export button without a way to fetch the rows, and a disabled one for an empty list', () => {
    show(companies(3));
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    cleanup();
    show([], { exportRows: () => Promise.resolve([]) });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export' }).disabled).toBe(true);
  });
});
