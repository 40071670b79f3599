import { Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useRevalidator } from 'react-router-dom';
import { ConfirmDeleteAlert } from '../../ui/ConfirmDeleteAlert.tsx';
import { showToast } from '../../ui/toaster.ts';
import type { DataroomFile } from './DataroomFilesTable.tsx';
import { storageFailureMessage } from '../../app/storage/storageFailureMessage.ts';
import { useFileStorage } from '../../app/storage/useFileStorage.ts';

const messages = defineMessages({
  confirm: { id: 'dataroom.DeleteFileDialog.confirm', defaultMessage: 'Delete', description: 'Confirms the deletion of a document' },
  failed: {
    id: 'dataroom.DeleteFileDialog.failed',
    defaultMessage: 'The document could not be deleted. Please try again.',
    description: 'A document\'s deletion failed for a reason the portal cannot name',
  },
});

const questionMessage = defineMessage<{ name: string; company: string }>({
  id: 'dataroom.DeleteFileDialog.question',
  defaultMessage: 'Delete {name} from the dataroom of {company}? It is deleted for everyone who sees this dataroom, and cannot be recovered.',
  description: 'Confirmation before deleting a document',
});

const deletedMessage = defineMessage<{ name: string }>({
  id: 'dataroom.DeleteFileDialog.deleted',
  defaultMessage: '{name} deleted',
  description: 'Toast after a document was deleted',
});

export interface DeleteFileDialogProps {
  /** The document to delete; none closes the dialog. */
  file: DataroomFile | null;
  companyName: string;
  onClose: () => void;
}

/** Asks before deleting a document, deletes it through the files service, and says so if the service refuses. */
export function DeleteFileDialog({ file, companyName, onClose }: DeleteFileDialogProps) {
  const intl = useIntl();
  const storage = useFileStorage();
  const revalidator = useRevalidator();
  const [working, setWorking] = useState(false);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const close = () => { setRefusal(null); onClose(); };
  const name = file?.file.name ?? '';
  const confirm = () => {
    if (!file) return;
    setRefusal(null);
    setWorking(true);
    storage.remove(file.file.id).then(() => {
      showToast(intl.formatMessage(deletedMessage, { name }));
      void revalidator.revalidate();
      close();
    }, (error: unknown) => {
      setRefusal(storageFailureMessage(error, messages.failed));
    }).finally(() => { setWorking(false); });
  };
  return (
    <ConfirmDeleteAlert
      isOpen={file !== null}
      confirmText={intl.formatMessage(messages.confirm)}
      onConfirm={confirm}
      onCancel={close}
      working={working}
    >
      {file && <p>{intl.formatMessage(questionMessage, { name, company: companyName })}</p>}
      {refusal && <Callout intent={Intent.DANGER} role="alert">{intl.formatMessage(refusal)}</Callout>}
    </ConfirmDeleteAlert>
  );
}
