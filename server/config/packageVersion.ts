/** The project's version from package.json, read once (the auth service reports it at /version). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isRecord } from '../../common/isRecord.ts';

export function packageVersion(): string {
  const parsed: unknown = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'));
  return isRecord(parsed) && typeof parsed.version === 'string' ? parsed.version : '0.0.0';
}
