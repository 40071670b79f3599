import type { ExportColumn, ExportValue } from './tableColumn.ts';

/**
 * A list's rows as a file: CSV or XLSX, made in the browser from plain values (not the formatted cells) and handed
 * to the browser as a download.
 *
 * CSV follows RFC 4180: fields separated by commas, records by CRLF, a field holding a comma, quote or line break
 * wrapped in double quotes with its quotes doubled. It is UTF-8 with a byte-order mark, without which Excel reads
 * "Ação" as "AÃ§Ã£o". Commas rather than semicolons: the file is the standard one that every tool reads, numbers keep
 * their `.` decimal point; a spreadsheet user in a comma-decimal locale (pt-BR Excel expects `;`) has the XLSX.
 * Text that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets a leading
 * apostrophe, as OWASP advises against CSV injection; numbers are written as numbers and are not touched.
 * Dates are written in UTC: `2024-03-01` when they have no time of day, the full ISO 8601 form otherwise.
 *
 * XLSX comes from write-excel-file, imported only when someone exports so that it costs the list nothing before.
 */

export type ExportFormat = 'csv' | 'xlsx';

const FORMULA_START = /^[=+\-@\t\r]/;

function csvText(value: ExportValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value !== 'string') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as RFC 4180 CSV text (without the byte-order mark), a header record first. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[]): string {
  const records = [
    columns.map((column) => csvField(column.header)),
    ...rows.map((row) => columns.map((column) => csvField(csvText(column.value(row))))),
  ];
  return records.map((fields) => fields.join(',')).join('\r\n') + '\r\n';
}

/** The rows as a CSV file: UTF-8 with a byte-order mark. */
export function csvBlob<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[]): Blob {
  return new Blob(['\uFEFF', toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
}

/** A column width in characters that fits the header and the first rows' values, within 8 to 60. */
function widthOf<Row>(rows: readonly Row[], column: ExportColumn<Row>): number {
  const lengths = rows.slice(0, 200).map((row) => csvText(column.value(row)).length);
  return Math.min(60, Math.max(8, column.header.length, ...lengths) + 2);
}

/** The rows as an XLSX workbook of one sheet, with a bold, frozen header row. */
export async function xlsxBlob<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[], sheetName = 'Sheet1'): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }));
  const body = rows.map((row) => columns.map((column) => {
    const value = column.value(row);
    return value === null || value === undefined ? null : { value, format: column.format };
  }));
  return writeXlsxFile([header, ...body], {
    // Excel's limits on a sheet's name: 31 characters, none of : \ / ? * [ ].
    sheet: sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1',
    dateFormat: 'yyyy-mm-dd',
    stickyRowsCount: 1,
    columns: columns.map((column) => ({ width: widthOf(rows, column) })),
  }).toBlob();
}

/** Hands a file to the browser as a download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Firefox starts the download after the click returns: give it a moment before the URL stops resolving.
  setTimeout(() => { URL.revokeObjectURL(url); }, 1000);
}

/** Makes the file of the rows in a format and downloads it as `<baseName>.csv` or `<baseName>.xlsx`. */
export async function exportTable<Row>(format: ExportFormat, rows: readonly Row[], columns: readonly ExportColumn<Row>[], baseName: string): Promise<void> {
  const blob = format === 'csv' ? csvBlob(rows, columns) : await xlsxBlob(rows, columns, baseName);
  downloadBlob(blob, `${baseName}.${format}`);
}
