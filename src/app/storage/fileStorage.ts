/**
 * The portal's view of the files API (/v1/storage): the three calls the dataroom makes, with failures sorted into the
 * kinds a screen words differently. The product's implementation is nhost-js's storage client (nhostFileStorage.ts);
 * `npm run dev:mock` and the component tests use one that keeps files in memory (memoryFileStorage.ts).
 */

/** A stored file, as the upload answers it. */
export interface StoredFile {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly mimeType: string;
}

/** Why a call failed. */
export type StorageFailure =
  /** Larger than the bucket takes; `maxSize` in bytes when the server said. */
  | { readonly kind: 'too-big'; readonly maxSize: number | null }
  /** The user's role may not do this (a viewer uploading, a plan without the dataroom). */
  | { readonly kind: 'not-allowed' }
  /** The file is gone, or not visible to the user. */
  | { readonly kind: 'not-found' }
  /** No answer reached the portal. */
  | { readonly kind: 'network' }
  | { readonly kind: 'unknown' };

export class FileStorageError extends Error {
  override name = 'FileStorageError';

  constructor(readonly failure: StorageFailure, message: string) {
    super(message);
  }
}

export interface FileStorage {
  /** Stores `file` in `bucketId` under its own name; rejects with a {@link FileStorageError}. */
  upload(file: File, bucketId: string): Promise<StoredFile>;
  /** A URL that downloads the file without a token for a short while (a presigned URL). */
  downloadUrl(fileId: string): Promise<string>;
  /** Deletes the file (and, through the database, its place in the dataroom). */
  remove(fileId: string): Promise<void>;
}

/** The failure a hasura-storage answer describes: its status and `error.message`. */
export function failureOf(status: number, message: string, data?: unknown): StorageFailure {
  if (status === 0) return { kind: 'network' };
  if (status === 413 || message === 'file too big') {
    const maxSize = typeof data === 'object' && data !== null && 'maxSize' in data && typeof data.maxSize === 'number' ? data.maxSize : null;
    return { kind: 'too-big', maxSize };
  }
  if (status === 401 || status === 403) return { kind: 'not-allowed' };
  if (status === 404 || message === 'file not found') return { kind: 'not-found' };
  return { kind: 'unknown' };
}
