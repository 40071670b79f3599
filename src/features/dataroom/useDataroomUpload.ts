import { Intent } from '@blueprintjs/core';
import { useCallback, useRef, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useRevalidator } from 'react-router-dom';
import { refusalOf } from '../../ui/refusal.ts';
import { showToast } from '../../ui/toaster.ts';
import { FileStorageError } from '../../app/storage/fileStorage.ts';
import { useAddDataroomFileMutation } from './useAddDataroomFileMutation.ts';
import { useFileStorage } from '../../app/storage/useFileStorage.ts';
import { useFormatFileSize } from './useFormatFileSize.ts';

/** The bucket the dataroom's files go to (created by the storage migration, with its size limit). */
export const DATAROOM_BUCKET = 'dataroom';

const messages = defineMessages({
  empty: { id: 'dataroom.useDataroomUpload.empty', defaultMessage: 'The file is empty.', description: 'Why a file was not uploaded: it has no content' },
  notAllowed: {
    id: 'dataroom.useDataroomUpload.notAllowed',
    defaultMessage: 'You do not have permission to add documents. Only editors and owners of the organization can.',
    description: 'Why a file was not uploaded: the user\'s role may not add documents',
  },
  network: {
    id: 'dataroom.useDataroomUpload.network',
    defaultMessage: 'The server could not be reached. Check your connection and try again.',
    description: 'Why a file was not uploaded: no answer from the server',
  },
  failed: {
    id: 'dataroom.useDataroomUpload.failed',
    defaultMessage: 'The file could not be uploaded. Please try again.',
    description: 'Why a file was not uploaded, when the portal cannot say more',
  },
});

const tooBigMessage = defineMessage<{ limit: string }>({
  id: 'dataroom.useDataroomUpload.tooBig',
  defaultMessage: 'The file is larger than {limit}, the most a document can be.',
  description: 'Why a file was not uploaded: it is over the dataroom\'s size limit (formatted, such as 50 MB)',
});

const uploadedMessage = defineMessage<{ count: number }>({
  id: 'dataroom.useDataroomUpload.uploaded',
  defaultMessage: '{count, plural, one {# document uploaded} other {# documents uploaded}}',
  description: 'Toast once the files chosen have been uploaded',
});

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

/** One file the user chose, and where its upload is. */
export interface UploadItem {
  readonly key: string;
  readonly name: string;
  readonly size: number;
  readonly status: UploadStatus;
  /** Why it failed, translated. */
  readonly problem: string | null;
}

interface Queued {
  readonly key: string;
  readonly file: File;
}

let lastKey = 0;

/**
 * The dataroom's uploads: each chosen file is checked against the size limit, stored through the files service
 * (nhost-js), then filed under the company (a `company_file` row); a file the company could not take is deleted again,
 * so nothing is left half-added. Files go one after another; once a round is over, the list is read again.
 *
 * @param maxSize - The bucket's limit in bytes, when known: larger files are refused before being sent.
 */
export function useDataroomUpload(companyId: string, maxSize: number | null) {
  const intl = useIntl();
  const storage = useFileStorage();
  const formatSize = useFormatFileSize();
  const revalidator = useRevalidator();
  const [addFile] = useAddDataroomFileMutation();
  const [items, setItems] = useState<readonly UploadItem[]>([]);
  const queue = useRef<Queued[]>([]);
  const running = useRef(false);

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const problemOf = useCallback((error: unknown): string => {
    if (error instanceof FileStorageError) {
      switch (error.failure.kind) {
        case 'too-big': {
          const limit = error.failure.maxSize ?? maxSize;
          return limit === null ? intl.formatMessage(messages.failed) : intl.formatMessage(tooBigMessage, { limit: formatSize(limit) });
        }
        case 'not-allowed': return intl.formatMessage(messages.notAllowed);
        case 'network': return intl.formatMessage(messages.network);
        default: return intl.formatMessage(messages.failed);
      }
    }
    const refusal = refusalOf(error);
    const descriptor: MessageDescriptor = refusal.kind === 'permission' ? messages.notAllowed
      : refusal.kind === 'network' ? messages.network : messages.failed;
    return intl.formatMessage(descriptor);
  }, [intl, formatSize, maxSize]);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    let uploaded = 0;
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      const { key, file } = next;
      update(key, { status: 'uploading' });
      try {
        const stored = await storage.upload(file, DATAROOM_BUCKET);
        try {
          await addFile(companyId, stored.id);
        } catch (error) {
          await storage.remove(stored.id).catch(() => undefined);
          throw error;
        }
        uploaded += 1;
        update(key, { status: 'done' });
      } catch (error) {
        update(key, { status: 'failed', problem: problemOf(error) });
      }
    }
    running.current = false;
    if (uploaded > 0) {
      showToast(intl.formatMessage(uploadedMessage, { count: uploaded }), Intent.SUCCESS);
      void revalidator.revalidate();
    }
  }, [addFile, companyId, intl, problemOf, revalidator, storage, update]);

  /** Adds files to the uploads and starts them (after those already under way). */
  const add = useCallback((files: readonly File[]) => {
    const added: UploadItem[] = [];
    for (const file of files) {
      lastKey += 1;
      const key = `upload-${String(lastKey)}`;
      const problem = file.size === 0 ? intl.formatMessage(messages.empty)
        : maxSize !== null && file.size > maxSize ? intl.formatMessage(tooBigMessage, { limit: formatSize(maxSize) })
          : null;
      added.push({ key, name: file.name, size: file.size, status: problem ? 'failed' : 'waiting', problem });
      if (!problem) queue.current.push({ key, file });
    }
    setItems((list) => [...list, ...added]);
    void run();
  }, [formatSize, intl, maxSize, run]);

  /** Forgets the finished uploads (done or failed); those under way stay. */
  const clear = useCallback(() => {
    setItems((list) => list.filter((item) => item.status === 'waiting' || item.status === 'uploading'));
  }, []);

  return { items, add, clear };
}
