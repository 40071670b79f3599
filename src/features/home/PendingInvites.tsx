import { Callout, Card, H3, Intent, Tag } from '@blueprintjs/core';
import { EnvelopeIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PendingInvites_query$key } from '../../../__generated__/PendingInvites_query.graphql.ts';
import { paths } from '../../app/paths.ts';
import { ReviewReceivedInvitesButton } from '../invites/ReviewReceivedInvitesButton.tsx';
import styles from './home.module.css';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';

const messages = defineMessages({
  title: { id: 'home.PendingInvites.title', defaultMessage: 'Pending invites', description: 'Heading of the organization\'s unanswered invites on home' },
  none: { id: 'home.PendingInvites.none', defaultMessage: 'Every invite sent has been answered.', description: 'The organization has no pending invite' },
  manage: { id: 'home.PendingInvites.manage', defaultMessage: 'Manage invites', description: 'Link to the page listing the organization\'s invites' },
  received: { id: 'home.PendingInvites.received', defaultMessage: 'Invites for you', description: 'Title of the note about invites the user received' },
});
const pendingCount = defineMessage<{ count: number }>({
  id: 'home.PendingInvites.count', defaultMessage: '{count, plural, one {# pending} other {# pending}}', description: 'How many invites await an answer',
});
const sentTo = defineMessage<{ target: string }>({
  id: 'home.PendingInvites.to', defaultMessage: 'to follow {target}', description: 'What an invite asks to follow: a company or a wallet',
});
const receivedFrom = defineMessage<{ organization: string; inviter: string }>({
  id: 'home.PendingInvites.receivedFrom', defaultMessage: '{organization}, invited by {inviter}', description: 'An invite the user received: the organization and who sent it',
});
const receivedNote = defineMessage<{ count: number }>({
  id: 'home.PendingInvites.receivedNote',
  defaultMessage: '{count, plural, one {An invite awaits your answer.} other {# invites await your answer.}}',
  description: 'Note about invites the user received and has not answered',
});

/**
 * The organization's invites still waiting for an answer, and a note of those the user received. Received invites
 * are answered in the shell's dialog (ReceivedInvites); the answer updates their status in the store, so the note
 * leaves as soon as the last one is answered.
 */
export function PendingInvites({ query }: { query: PendingInvites_query$key }) {
  const intl = useIntl();
  const data = useFragment(graphql`
    fragment PendingInvites_query on query_root
    @argumentDefinitions(organizationId: { type: "uuid!" }, userId: { type: "uuid!" }) {
      invitesPendingCount: portfolio_invite_aggregate(
        where: { organization_id: { _eq: $organizationId }, status: { _eq: pending } }
      ) {
        aggregate {
          count
        }
      }
      invitesPending: portfolio_invite(
        where: { organization_id: { _eq: $organizationId }, status: { _eq: pending } }
        order_by: [{ created_at: desc }, { id: asc }]
        limit: 5
      ) {
        id
        name
        email
        created_at
        company_name
        wallet_name
      }
      invitesReceived: portfolio_invite(
        where: { status: { _eq: pending }, invitee: { id: { _eq: $userId } } }
        order_by: [{ created_at: asc }, { id: asc }]
      ) {
        id
        status
        organization_name
        inviter_name
      }
    }
  `, query);
  const count = data.invitesPendingCount.aggregate?.count ?? 0;
  const received = data.invitesReceived.filter((invite) => invite.status === 'pending');
  return (
    <Card className={styles.panel} role="region" aria-labelledby="home-invites">
      <div className={styles.panelHeader}>
        <H3 id="home-invites">{intl.formatMessage(messages.title)}</H3>
        {count > 0 && <Tag minimal round>{intl.formatMessage(pendingCount, { count })}</Tag>}
      </div>
      {received.length > 0 && (
        <Callout intent={Intent.PRIMARY} icon={<EnvelopeIcon />} title={intl.formatMessage(messages.received)} className={styles.callout}>
          <p>{intl.formatMessage(receivedNote, { count: received.length })} <ReviewReceivedInvitesButton /></p>
          <ul className={styles.plainList}>
            {received.map((invite) => (
              <li key={invite.id}>
                {invite.inviter_name
                  ? intl.formatMessage(receivedFrom, { organization: invite.organization_name, inviter: invite.inviter_name })
                  : invite.organization_name}
              </li>
            ))}
          </ul>
        </Callout>
      )}
      {data.invitesPending.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage(messages.none)}</p>
      ) : (
        <ul className={styles.list}>
          {data.invitesPending.map((invite) => {
            const target = invite.company_name ?? invite.wallet_name;
            return (
              <li key={invite.id} className={styles.invite}>
                <strong>{invite.name}</strong>
                <span className={styles.muted}>{invite.email}</span>
                <span className={styles.meta}>
                  {target ? `${intl.formatMessage(sentTo, { target })} · ` : ''}
                  {formatTimestamp(intl, invite.created_at)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <Link to={paths.myCompanies} className={styles.panelLink}>{intl.formatMessage(messages.manage)}</Link>
    </Card>
  );
}
