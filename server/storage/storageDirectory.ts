/**
 * The directory of the files' bytes: the configured one, or (DATA_DIR=memory) one temporary directory for the
 * process, made on first use and the same on every later call.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

let temporary: string | null = null;

export function storageDirectory(configured: string | null): string {
  if (configured !== null) return configured;
  temporary ??= mkdtempSync(path.join(tmpdir(), 'portal-storage-'));
  return temporary;
}
