import readXlsxFile from 'read-excel-file/universal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvBlob, exportTable, toCsv, xlsxBlob } from './exportTable.ts';
import type { ExportColumn } from './tableColumn.ts';

interface Company { name: string; city: string | null; amount: number; since: Date; active: boolean }

const COLUMNS: ExportColumn<Company>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'City, state', value: (row) => row.city },
  { header: 'Amount', value: (row) => row.amount, format: '#,##0.00' },
  { header: 'Since', value: (row) => row.since },
  { header: 'Active', value: (row) => row.active },
];

const ROWS: Company[] = [
  { name: 'Ação "Boa", Ltda.', city: 'São Paulo\nSP', amount: 1234.5, since: new Date('2024-03-01'), active: true },
  { name: '=HYPERLINK("http://x")', city: null, amount: -3, since: new Date('2024-03-01T12:30:00Z'), active: false },
];

/** What the browser was handed to download: the file's name and its contents. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('URL', Object.assign(URL, {
    createObjectURL: (blob: Blob) => { const url = `blob:${blobs.size}`; blobs.set(url, blob); return url; },
    revokeObjectURL: () => undefined,
  }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return files;
}

afterEach(() => { vi.restoreAllMocks(); vi.unstubAllGlobals(); });

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks (RFC 4180), with CRLF between records', () => {
    expect(toCsv(ROWS, COLUMNS)).toBe(
      'Name,"City, state",Amount,Since,Active\r\n'
      + '"Ação ""Boa"", Ltda.","São Paulo\nSP",1234.5,2024-03-01,true\r\n'
      + '"\'=HYPERLINK(""http://x"")",,-3,2024-03-01T12:30:00.000Z,false\r\n',
    );
  });

  it('defuses text a spreadsheet would run as a formula, but not negative numbers', () => {
    const cells = (value: string | number) => toCsv([{}], [{ header: 'x', value: () => value }]).split('\r\n')[1];
    expect(cells('+1')).toBe("'+1");
    expect(cells('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(cells(-1)).toBe('-1');
  });

  it('is UTF-8 with a byte-order mark, so Excel reads the accents', async () => {
    const bytes = new Uint8Array(await csvBlob(ROWS, COLUMNS).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Ação');
  });

  it('downloads as <name>.csv', async () => {
    const files = captureDownloads();
    await exportTable('csv', ROWS, COLUMNS, 'companies');
    expect(files.map((file) => file.name)).toEqual(['companies.csv']);
    expect(files[0].blob.type).toBe('text/csv;charset=utf-8');
  });
});

describe('XLSX export', () => {
  it('makes a workbook that reads back, numbers as numbers and dates as dates', async () => {
    const [sheet] = await readXlsxFile(await xlsxBlob(ROWS, COLUMNS, 'Companies'));
    expect(sheet.sheet).toBe('Companies');
    // A spreadsheet keeps a date as a fraction of days: a time of day may come back a millisecond off.
    const data = sheet.data.map((row) => row.map((cell) => (cell instanceof Date ? new Date(Math.round(cell.getTime() / 1000) * 1000) : cell)));
    expect(data).toEqual([
      ['Name', 'City, state', 'Amount', 'Since', 'Active'],
      ['Ação "Boa", Ltda.', 'São Paulo\nSP', 1234.5, new Date('2024-03-01'), true],
      ['=HYPERLINK("http://x")', null, -3, new Date('2024-03-01T12:30:00Z'), false],
    ]);
  });

  it('downloads as <name>.xlsx, a zip archive', async () => {
    const files = captureDownloads();
    await exportTable('xlsx', ROWS, COLUMNS, 'companies');
    expect(files.map((file) => file.name)).toEqual(['companies.xlsx']);
    const bytes = new Uint8Array(await files[0].blob.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(0, 2))).toBe('PK');
  });
});
