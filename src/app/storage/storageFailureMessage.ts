import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { FileStorageError } from './fileStorage.ts';

const messages = defineMessages({
  notAllowed: {
    id: 'dataroom.storageFailure.notAllowed',
    defaultMessage: 'You do not have permission to do this. Only editors and owners of the organization can.',
    description: 'The files service refused: the user\'s role may not change the dataroom',
  },
  notFound: {
    id: 'dataroom.storageFailure.notFound',
    defaultMessage: 'This document no longer exists. It may have been deleted by someone else.',
    description: 'The files service does not know the document (deleted meanwhile, or no longer visible)',
  },
  network: {
    id: 'dataroom.storageFailure.network',
    defaultMessage: 'The server could not be reached. Check your connection and try again.',
    description: 'A call to the files service got no answer',
  },
});

/** The translated reason a files call failed, or `fallback` for a failure the portal cannot explain. */
export function storageFailureMessage(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  if (!(error instanceof FileStorageError)) return fallback;
  switch (error.failure.kind) {
    case 'not-allowed': return messages.notAllowed;
    case 'not-found': return messages.notFound;
    case 'network': return messages.network;
    case 'too-big':
    case 'unknown': return fallback;
  }
}
