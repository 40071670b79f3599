import type { FileStorage, StoredFile } from './fileStorage.ts';

/**
 * Files kept in the page's memory, for `npm run dev:mock` (no backend) and the component tests: uploads succeed at
 * once, a download URL is a `blob:` URL of the stored bytes, and `files` shows what is stored.
 */
export function memoryFileStorage(): FileStorage & { readonly files: ReadonlyMap<string, File> } {
  const files = new Map<string, File>();
  return {
    files,
    upload: (file, _bucketId): Promise<StoredFile> => {
      const id = crypto.randomUUID();
      files.set(id, file);
      return Promise.resolve({ id, name: file.name, size: file.size, mimeType: file.type || 'application/octet-stream' });
    },
    downloadUrl: (fileId) => {
      const file = files.get(fileId);
      return Promise.resolve(file ? URL.createObjectURL(file) : 'data:text/plain,');
    },
    remove: (fileId) => {
      files.delete(fileId);
      return Promise.resolve();
    },
  };
}
