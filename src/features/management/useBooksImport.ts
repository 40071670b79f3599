import { useCallback, useState } from 'react';
import { FunctionCallError } from '../../app/functions/functionsClient.ts';
import { useFunctions } from '../../app/functions/useFunctions.ts';
import { FileStorageError } from '../../app/storage/fileStorage.ts';
import { useFileStorage } from '../../app/storage/useFileStorage.ts';
import type { ImportSource } from './importSource.ts';

/** What the import function answers (functions/books/import.ts). */
export interface ImportAnswer {
  id: string;
  status: 'applied' | 'failed' | 'duplicate';
  rowsTotal: number | null;
  rowsWritten: number;
  rowsSkipped: number;
  rowsRefused: number;
  problems: { line: number; column?: string; code: string; params: Record<string, string> }[];
}

export type ImportState =
  | { step: 'idle' }
  | { step: 'uploading'; fileName: string }
  | { step: 'importing'; fileName: string }
  | { step: 'done'; fileName: string; source: ImportSource; answer: ImportAnswer }
  | { step: 'error'; fileName: string; reason: 'not-allowed' | 'too-big' | 'network' | 'unknown' };

/**
 * Sends a file to the books bucket through the files API, then asks the import function to import it into the
 * client's books. The rows' progress meanwhile comes from the batch itself (ImportBatches' subscription).
 */
export function useBooksImport(clientId: string): [ImportState, (file: File, source: ImportSource) => Promise<void>] {
  const storage = useFileStorage();
  const functions = useFunctions();
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const run = useCallback(async (file: File, source: ImportSource) => {
    setState({ step: 'uploading', fileName: file.name });
    try {
      const stored = await storage.upload(file, 'books');
      setState({ step: 'importing', fileName: file.name });
      const answer = await functions.call<ImportAnswer>('books/import', { clientId, fileId: stored.id, source });
      setState({ step: 'done', fileName: file.name, source, answer });
    } catch (error) {
      let reason: 'not-allowed' | 'too-big' | 'network' | 'unknown' = 'unknown';
      if (error instanceof FileStorageError) reason = error.failure.kind === 'not-found' ? 'unknown' : error.failure.kind;
      if (error instanceof FunctionCallError) reason = error.status === 403 || error.status === 401 ? 'not-allowed' : error.status === 0 ? 'network' : 'unknown';
      setState({ step: 'error', fileName: file.name, reason });
    }
  }, [clientId, functions, storage]);
  return [state, run];
}
