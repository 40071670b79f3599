import type { AuthClient } from '../../auth/authClient.ts';
import { FileStorageError, failureOf, type FileStorage } from './fileStorage.ts';

/** What nhost-js puts in the error of a download URL or a deletion: `new Error(<the answer's body>)`. */
function failureFromBody(error: unknown): FileStorageError {
  const text = error instanceof Error ? error.message : String(error);
  // fetch itself failed: no answer at all.
  if (error instanceof TypeError) return new FileStorageError({ kind: 'network' }, text);
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } };
    const message = typeof body.error?.message === 'string' ? body.error.message : '';
    const status = message === 'file not found' ? 404 : message === 'you are not authorized' ? 403 : 500;
    return new FileStorageError(failureOf(status, message), message);
  } catch {
    return new FileStorageError({ kind: 'unknown' }, text);
  }
}

/**
 * The files API through `@nhost/nhost-js` 3.x's own storage client, unmodified: the same package (and chunk) as the
 * auth client, with the session's current access token set before each call, so a refreshed token is always the one
 * sent.
 *
 * @param storageUrl - `{backend}/v1/storage` (serviceUrls.ts).
 */
export function nhostFileStorage(auth: AuthClient, storageUrl: string): FileStorage {
  const client = async () => {
    const { HasuraStorageClient } = await import('@nhost/nhost-js');
    const storage = new HasuraStorageClient({ url: storageUrl });
    storage.setAccessToken(auth.getAccessToken() ?? undefined);
    return storage;
  };
  return {
    upload: async (file, bucketId) => {
      const { fileMetadata, error } = await (await client()).upload({ file, bucketId, name: file.name });
      if (error) throw new FileStorageError(failureOf(error.status, error.message), error.message);
      // One file uploaded: nhost-js answers its metadata itself.
      if ('processedFiles' in fileMetadata) throw new FileStorageError({ kind: 'unknown' }, 'the upload answered a list');
      return { id: fileMetadata.id, name: fileMetadata.name, size: fileMetadata.size, mimeType: fileMetadata.mimeType };
    },
    downloadUrl: async (fileId) => {
      const { presignedUrl, error } = await (await client()).getPresignedUrl({ fileId });
      if (error) throw failureFromBody(error);
      return presignedUrl.url;
    },
    remove: async (fileId) => {
      const { error } = await (await client()).delete({ fileId });
      if (error) throw failureFromBody(error);
    },
  };
}
