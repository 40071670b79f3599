import { Button, Tag } from '@blueprintjs/core';
import { EnvelopeIcon } from '@blueprintjs/icons';
import { defineMessage, useIntl } from 'react-intl';
import { receivedInvites, useReceivedInvites } from './receivedInvitesStore.ts';

const label = defineMessage<{ count: number }>({
  id: 'invites.ReceivedInvitesButton.label',
  defaultMessage: '{count, plural, one {# invite waiting for your answer} other {# invites waiting for your answer}}',
  description: 'Top-bar button that opens the invites the user received and has not answered',
});

/**
 * The top bar's way back to received invites the user put off: shown while any is pending, it opens them again, one
 * dialog after the other.
 */
export function ReceivedInvitesButton() {
  const intl = useIntl();
  const { pending } = useReceivedInvites();
  if (pending.length === 0) return null;
  const text = intl.formatMessage(label, { count: pending.length });
  return (
    <Button
      variant="minimal"
      icon={<EnvelopeIcon />}
      aria-label={text}
      title={text}
      onClick={() => { receivedInvites.review(); }}
    >
      <Tag intent="primary" round>{pending.length}</Tag>
    </Button>
  );
}
