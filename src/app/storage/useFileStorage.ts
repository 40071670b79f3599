import { useAuthClient } from '../../auth/AuthContext.tsx';
import { createFileStorage } from './createFileStorage.ts';
import type { FileStorage } from './fileStorage.ts';

const byClient = new WeakMap<object, FileStorage>();

/** The files API for the signed-in session: one per auth client, made on first use. */
export function useFileStorage(): FileStorage {
  const auth = useAuthClient();
  let storage = byClient.get(auth);
  if (!storage) {
    storage = createFileStorage(auth);
    byClient.set(auth, storage);
  }
  return storage;
}
