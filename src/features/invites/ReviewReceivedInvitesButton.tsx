import { Button } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { receivedInvites } from './receivedInvitesStore.ts';

const messages = defineMessages({
  review: {
    id: 'invites.ReviewReceivedInvitesButton.review',
    defaultMessage: 'Answer now',
    description: 'Opens the received invites the user has not answered, one dialog after the other',
  },
});

/** Opens again the received invites the user put off (the shell's dialog shows them one after the other). */
export function ReviewReceivedInvitesButton() {
  const intl = useIntl();
  return <Button size="small" variant="outlined" text={intl.formatMessage(messages.review)} onClick={() => { receivedInvites.review(); }} />;
}
