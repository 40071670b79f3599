import { Intent } from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { showToast } from '../../ui/toaster.ts';
import { storageFailureMessage } from './storageFailureMessage.ts';
import { useFileStorage } from './useFileStorage.ts';

const messages = defineMessages({
  failed: {
    id: 'dataroom.useDownloadFile.failed',
    defaultMessage: 'The document could not be downloaded. Please try again.',
    description: 'Toast when a document could not be downloaded',
  },
});

/**
 * Downloads a document: asks the files service for a presigned URL (it lives a minute) and follows it through a
 * link with the document's name, so the browser saves it under that name.
 *
 * @returns The function that downloads (by file id and name), and the id of the file being prepared, if any.
 */
export function useDownloadFile(): [(fileId: string, name: string) => void, string | null] {
  const intl = useIntl();
  const storage = useFileStorage();
  const [pending, setPending] = useState<string | null>(null);
  const download = useCallback((fileId: string, name: string) => {
    setPending(fileId);
    storage.downloadUrl(fileId).then((url) => {
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    }, (error: unknown) => {
      showToast(intl.formatMessage(storageFailureMessage(error, messages.failed)), Intent.DANGER);
    }).finally(() => { setPending(null); });
  }, [intl, storage]);
  return [download, pending];
}
