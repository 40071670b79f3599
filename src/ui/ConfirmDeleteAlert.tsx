import { Alert, Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  cancel: { id: 'ui.ConfirmDeleteAlert.cancel', defaultMessage: 'Cancel', description: 'Keeps what was about to be deleted' },
});

export interface ConfirmDeleteAlertProps {
  isOpen: boolean;
  /** The question, naming what goes (and any refusal under it). */
  children: ReactNode;
  /** The confirm button's text ("Delete", "Remove"). */
  confirmText: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the deletion is under way: the confirm button spins and Escape does not cancel. @default false */
  working?: boolean;
}

/** The question asked before anything is deleted: a danger-intent Alert with the trash icon, confirm and Cancel. */
export function ConfirmDeleteAlert({ isOpen, children, confirmText, onConfirm, onCancel, working = false }: ConfirmDeleteAlertProps) {
  const intl = useIntl();
  return (
    <Alert
      isOpen={isOpen}
      intent={Intent.DANGER}
      icon={<TrashIcon />}
      confirmButtonText={confirmText}
      cancelButtonText={intl.formatMessage(messages.cancel)}
      onConfirm={onConfirm}
      onCancel={onCancel}
      loading={working}
      canEscapeKeyCancel={!working}
    >
      {children}
    </Alert>
  );
}
