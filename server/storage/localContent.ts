/**
 * Where the files' bytes live: one file per stored file under the storage directory, named by the file's id (a
 * uuid, checked here again), never by anything a user typed, so a name such as `../../etc/passwd` is only ever a
 * value in a database row. Bytes are written to a temporary name and renamed into place, so a reader never sees
 * half a file; the etag is the bytes' MD5 in quotes, as S3 gives it for a single-part upload.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isFileId = (id: string): boolean => UUID.test(id);

/** A byte range of a stored file, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

export class LocalContent {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  private pathOf(id: string): string {
    if (!isFileId(id)) throw new Error(`not a file id: ${JSON.stringify(id)}`);
    return path.join(this.dir, id);
  }

  /** Stores the bytes under `id`; resolves to their etag. */
  async put(id: string, bytes: Uint8Array): Promise<string> {
    const target = this.pathOf(id);
    const temporary = path.join(this.dir, `.upload-${id}-${randomBytes(6).toString('hex')}`);
    try {
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return `"${createHash('md5').update(bytes).digest('hex')}"`;
  }

  /** The stored size, or null when nothing is stored under `id`. */
  async size(id: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(id))).size;
    } catch {
      return null;
    }
  }

  /** The bytes (or a range of them) as a stream. */
  read(id: string, range?: ByteRange): Readable {
    return createReadStream(this.pathOf(id), range ? { start: range.start, end: range.end } : {});
  }

  /** Removes the bytes; nothing stored is not an error (a retried delete). */
  async delete(id: string): Promise<void> {
    await rm(this.pathOf(id), { force: true });
  }

  /** The ids of every stored file, and the temporary files an interrupted upload left (their names start with a dot). */
  async list(): Promise<{ ids: string[]; leftovers: string[] }> {
    const names = await readdir(this.dir);
    return {
      ids: names.filter(isFileId),
      leftovers: names.filter((name) => name.startsWith('.upload-')),
    };
  }

  /** Removes a temporary file `list` reported, if it is older than an hour (an upload under way keeps its own). */
  async removeLeftover(name: string, now = Date.now()): Promise<void> {
    if (!name.startsWith('.upload-') || name.includes('/') || name.includes('\\')) return;
    const file = path.join(this.dir, name);
    const modified = await stat(file).then((info) => info.mtimeMs, () => null);
    if (modified !== null && now - modified > 60 * 60 * 1000) await rm(file, { force: true });
  }
}
