/**
 * Metadata fixtures for the schema check: a copy of `nhost/metadata` with some table files edited the way a backend
 * engineer edits them by hand, so that a case changes what a role sees without touching the real metadata.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { DEFAULT_METADATA_DIR } from '../../server/engine/metadata/loadMetadata.ts';
import type { TableMetadata } from '../../server/engine/metadata/types.ts';

/** Edits of table files, keyed by file name under `databases/default/tables/` (`portfolio_company.yaml`). */
export type TableEdits = Record<string, (table: TableMetadata) => void>;

/** Copies the real metadata into a new folder under `parent`, applies `edits` there and returns the folder. */
export function editedMetadata(parent: string, edits: TableEdits): string {
  const dir = mkdtempSync(path.join(parent, 'metadata-'));
  cpSync(DEFAULT_METADATA_DIR, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(dir, 'databases/default/tables', file);
    const table = YAML.parse(readFileSync(full, 'utf8')) as TableMetadata;
    edit(table);
    writeFileSync(full, YAML.stringify(table));
  }
  return dir;
}

/** The column list of `role`'s select permission, to edit in place. */
export function selectColumns(table: TableMetadata, role: string): string[] {
  const columns = table.select_permissions?.find((permission) => permission.role === role)?.permission.columns;
  if (!Array.isArray(columns)) throw new Error(`${table.table.name}: ${role} has no select permission listing columns`);
  return columns;
}

/** Removes `column` from every permission's column list, as Hasura requires before the column can be dropped. */
export function forgetColumn(table: TableMetadata, column: string): void {
  const permissions = [...(table.select_permissions ?? []), ...(table.insert_permissions ?? []), ...(table.update_permissions ?? [])];
  for (const { permission } of permissions) {
    if (Array.isArray(permission.columns)) permission.columns = permission.columns.filter((name) => name !== column);
  }
}
