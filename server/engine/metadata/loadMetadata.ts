/**
 * Reads a Hasura metadata directory (config v3): `version.yaml`, `databases/databases.yaml` and every file it
 * reaches through `"!include <file>"` strings, which name a file relative to the including file's folder.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { Metadata, SourceMetadata, TableMetadata } from './types.ts';
import { isRecord } from '../../../common/isRecord.ts';

export const DEFAULT_METADATA_DIR = path.resolve(import.meta.dirname, '../../../nhost/metadata');

const INCLUDE = /^!include\s+(.+)$/;

/** Parses a YAML file and replaces every `!include` string, at any depth, by the included file's content. */
function readWithIncludes(file: string): unknown {
  const value: unknown = YAML.parse(readFileSync(file, 'utf8'));
  return resolveIncludes(value, path.dirname(file));
}

function resolveIncludes(value: unknown, dir: string): unknown {
  if (typeof value === 'string') {
    const match = INCLUDE.exec(value);
    return match ? readWithIncludes(path.join(dir, match[1].trim())) : value;
  }
  if (Array.isArray(value)) return value.map((item) => resolveIncludes(item, dir));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveIncludes(item, dir)]));
  }
  return value;
}

export class MetadataError extends Error {
  override name = 'MetadataError';
}


/** A table entry names its table; the rest of its shape is checked against the database by validateMetadata. */
function isTableEntry(value: unknown): value is TableMetadata {
  return isRecord(value) && isRecord(value.table) && typeof value.table.name === 'string' &&
    typeof value.table.schema === 'string';
}

export function loadMetadata(dir: string = DEFAULT_METADATA_DIR): Metadata {
  const versionFile: unknown = YAML.parse(readFileSync(path.join(dir, 'version.yaml'), 'utf8'));
  const version = isRecord(versionFile) ? versionFile.version : undefined;
  if (version !== 3) throw new MetadataError(`${dir}/version.yaml: expected version 3, found ${String(version)}`);

  const databases = readWithIncludes(path.join(dir, 'databases', 'databases.yaml'));
  if (!Array.isArray(databases)) throw new MetadataError('databases/databases.yaml must be a list of sources');

  const sources: SourceMetadata[] = databases.map((source: unknown, index) => {
    if (!isRecord(source) || typeof source.name !== 'string') {
      throw new MetadataError(`databases.yaml: source ${index} has no name`);
    }
    const tables = source.tables ?? [];
    if (!Array.isArray(tables)) throw new MetadataError(`source ${source.name}: tables must be a list`);
    const checked = tables.map((table: unknown, i) => {
      if (!isTableEntry(table)) {
        throw new MetadataError(`source ${String(source.name)}: table entry ${i} lacks table.schema or table.name`);
      }
      return table;
    });
    const kind = typeof source.kind === 'string' ? source.kind : 'postgres';
    return { name: source.name, kind, tables: checked };
  });
  return { version, sources };
}
