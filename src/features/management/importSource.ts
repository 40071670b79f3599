/** The formats the import function reads, as it names them. */
export type ImportSource = 'spreadsheet' | 'ofx' | 'ecd';

export const IMPORT_SOURCES: readonly ImportSource[] = ['spreadsheet', 'ofx', 'ecd'];

/** The format a file's name suggests: the user may still choose another before importing. */
export function sourceOfFileName(name: string): ImportSource {
  const extension = name.toLowerCase().split('.').at(-1) ?? '';
  if (extension === 'ofx' || extension === 'qfx') return 'ofx';
  if (extension === 'txt' || extension === 'sped') return 'ecd';
  return 'spreadsheet';
}
