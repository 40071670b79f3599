import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths.ts';
import { asRole, interceptOperation, mockId, openPortal } from '../../testing/testPortal.tsx';
import { FileStorageError, type FileStorage } from '../../app/storage/fileStorage.ts';
import { COLD_RENDER } from '../../testing/coldRender.ts';

// The files service: a fake per test, in place of nhost-js.
const storage = vi.hoisted(() => ({
  upload: vi.fn<FileStorage['upload']>(),
  downloadUrl: vi.fn<FileStorage['downloadUrl']>(),
  remove: vi.fn<FileStorage['remove']>(),
}));
vi.mock('../../app/storage/createFileStorage.ts', () => ({ createFileStorage: () => storage }));

const COMPANY_ID = mockId('portfolio_company', 3);
const SLOW = COLD_RENDER;

const documents: MockResolvers = {
  portfolio_company: () => ({ name: 'Cerrado Agrotech Ltda', document: '11222333000181' }),
  portfolio_plan: () => ({ configuration: { modules: { dataroom: true } } }),
  buckets: () => ({ maxUploadFileSize: 50_000_000 }),
  Query: () => ({ portfolio_company_file: [{}, {}] }),
  portfolio_company_file_aggregate_fields: () => ({ count: 2 }),
  files: (context) => (context.path?.includes('0')
    ? { id: 'f0000000-0000-4000-8000-000000000001', name: 'Board deck Q2.pdf', size: 2_400_000, mimeType: 'application/pdf' }
    : { id: 'f0000000-0000-4000-8000-000000000002', name: 'Cap table.xlsx', size: 48_200, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  users: () => ({ displayName: 'Ana Lima' }),
};

function open(...overrides: MockResolvers[]) {
  return openPortal(paths.companyDataroom(COMPANY_ID), Object.assign({}, asRole('owner'), documents, ...overrides) as MockResolvers);
}

const table = () => screen.findByRole('table', { name: 'Documents' }, SLOW);
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Documents to upload');
const choose = (...files: File[]) => { fireEvent.change(fileInput(), { target: { files } }); };
const uploads = () => screen.getByRole('list', { name: 'Uploads' });

describe('<CompanyDataroomScreen>', () => {
  beforeEach(() => {
    storage.upload.mockImplementation((file) => Promise.resolve({ id: crypto.randomUUID(), name: file.name, size: file.size, mimeType: file.type }));
    storage.downloadUrl.mockResolvedValue('http://files.test/presigned');
    storage.remove.mockResolvedValue();
  });
  afterEach(() => {
    for (const call of Object.values(storage)) call.mockReset();
    vi.restoreAllMocks();
  });

  it('lists the documents: name, type, size, who uploaded them and when, with their actions', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Dataroom' }, SLOW)).toBeTruthy();
    const headers = within(await table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Type', 'Size', 'Uploaded by', 'Uploaded at', 'Actions']);
    const cells = (await bodyRows()).map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Board deck Q2.pdf', 'PDF', '2.4 MB', 'Ana Lima'],
      ['Cap table.xlsx', 'Spreadsheet', '48.2 kB', 'Ana Lima'],
    ]);
    expect(screen.getByText(/shared with every member of/)).toBeTruthy();
    expect(screen.getByText('Any type of document, several at a time, up to 50 MB each.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(paths.company(COMPANY_ID));
  });

  it('says the module is not enabled, with the way to contact us, when the plan lacks it', async () => {
    open({ portfolio_plan: () => ({ configuration: { modules: { dataroom: false } } }) });
    expect(await screen.findByRole('heading', { name: 'The dataroom module is not enabled for this organization' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(paths.contact);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByLabelText('Documents to upload')).toBeNull();
  });

  it('uploads the files chosen one after another, files each under the company, and reads the list again', async () => {
    const { environment } = open();
    await table();
    const filed = interceptOperation(environment, 'useAddDataroomFileMutation');
    const listed = interceptOperation(environment, 'CompanyDataroomScreenQuery');
    choose(new File(['%PDF-1.7 deck'], 'Deck.pdf', { type: 'application/pdf' }), new File(['a,b'], 'Numbers.csv', { type: 'text/csv' }));
    await waitFor(() => { expect(within(uploads()).getAllByText('Uploaded')).toHaveLength(2); });
    expect(storage.upload.mock.calls.map(([file, bucket]) => [file.name, bucket])).toEqual([['Deck.pdf', 'dataroom'], ['Numbers.csv', 'dataroom']]);
    const ids = await Promise.all(storage.upload.mock.results.map((result) => result.value as Promise<{ id: string }>));
    expect(filed).toEqual(ids.map(({ id }) => ({ companyId: COMPANY_ID, fileId: id })));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('2 documents uploaded');
    await waitFor(() => { expect(listed.length).toBeGreaterThan(0); });
    fireEvent.click(screen.getByRole('button', { name: 'Clear list' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
  });

  it('takes files dropped on the upload area', async () => {
    open();
    await table();
    const zone = screen.getByText('Drag documents here').closest('div')?.parentElement as HTMLElement;
    const files = [new File(['x'], 'Dropped.txt', { type: 'text/plain' })];
    fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
    await waitFor(() => { expect(within(uploads()).getByText('Uploaded')).toBeTruthy(); });
    expect(storage.upload.mock.calls[0][0].name).toBe('Dropped.txt');
  });

  it('refuses a file over the size limit or empty before sending it, and says why', async () => {
    open({ buckets: () => ({ maxUploadFileSize: 1000 }) });
    await table();
    choose(new File(['x'.repeat(2000)], 'Big.pdf'), new File([], 'Empty.pdf'));
    const list = uploads();
    expect(within(list).getByText('The file is larger than 1 kB, the most a document can be.')).toBeTruthy();
    expect(within(list).getByText('The file is empty.')).toBeTruthy();
    expect(storage.upload).not.toHaveBeenCalled();
  });

  it('shows the server\'s refusal of an upload, translated, and removes a file the company could not take', async () => {
    const { environment } = open();
    await table();
    storage.upload.mockRejectedValueOnce(new FileStorageError({ kind: 'too-big', maxSize: 50_000_000 }, 'file too big'));
    choose(new File(['%PDF'], 'Huge.pdf'));
    expect(await within(uploads()).findByText('The file is larger than 50 MB, the most a document can be.')).toBeTruthy();

    storage.upload.mockResolvedValueOnce({ id: 'f0000000-0000-4000-8000-0000000000aa', name: 'Late.pdf', size: 4, mimeType: 'application/pdf' });
    interceptOperation(environment, 'useAddDataroomFileMutation', {
      data: { insert_portfolio_company_file_one: null },
      errors: [{ message: 'check constraint of an insert permission has failed', extensions: { code: 'permission-error', path: '$' } }],
    } as never);
    choose(new File(['%PDF'], 'Late.pdf'));
    expect(await within(uploads()).findByText('You do not have permission to add documents. Only editors and owners of the organization can.')).toBeTruthy();
    expect(storage.remove).toHaveBeenCalledWith('f0000000-0000-4000-8000-0000000000aa');
  });

  it('downloads a document through a presigned URL, under its name', async () => {
    open();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Download Board deck Q2.pdf' }));
    await waitFor(() => { expect(click).toHaveBeenCalledTimes(1); });
    expect(storage.downloadUrl).toHaveBeenCalledWith('f0000000-0000-4000-8000-000000000001');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect([link.href, link.download]).toEqual(['http://files.test/presigned', 'Board deck Q2.pdf']);
  });

  it('deletes a document after a confirmation, and keeps it when the server refuses', async () => {
    open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Cap table.xlsx' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toMatch(/^Delete Cap table\.xlsx from the dataroom of Cerrado Agrotech Ltda\?/);
    storage.remove.mockRejectedValueOnce(new FileStorageError({ kind: 'not-allowed' }, 'you are not authorized'));
    fireEvent.click(within(alert).getByRole('button', { name: 'Delete' }));
    expect(await within(alert).findByRole('alert')).toBeTruthy();
    expect(within(alert).getByRole('alert').textContent).toBe('You do not have permission to do this. Only editors and owners of the organization can.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Delete' }));
    await waitFor(() => { expect(screen.queryByRole('alertdialog')).toBeNull(); });
    expect(storage.remove.mock.calls).toEqual([['f0000000-0000-4000-8000-000000000002'], ['f0000000-0000-4000-8000-000000000002']]);
  });

  it('shows a viewer the documents with upload and delete disabled', async () => {
    open(asRole('viewer'));
    await table();
    expect(screen.getByRole('button', { name: 'Choose files' }).getAttribute('aria-disabled')).toBe('true');
    expect(fileInput().disabled).toBe(true);
    expect(screen.getByText('Only editors and owners of the organization can add documents.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Board deck Q2.pdf' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Download Board deck Q2.pdf' }).getAttribute('aria-disabled')).toBeNull();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Delete Board deck Q2.pdf' })); await Promise.resolve(); });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
