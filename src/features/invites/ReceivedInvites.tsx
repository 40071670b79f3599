import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type {
  ReceivedInvitesSubscription, ReceivedInvitesSubscription$data,
} from '../../../__generated__/ReceivedInvitesSubscription.graphql.ts';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import type { ReceivedInviteDialog as ReceivedInviteDialogComponent } from './ReceivedInviteDialog.tsx';
import { receivedInvites, useReceivedInvites } from './receivedInvitesStore.ts';

// The shell mounts this on every page, and most visits have no invite: the dialog's code downloads when one arrives.
const ReceivedInviteDialog = lazy(async () => ({ default: (await import('./ReceivedInviteDialog.tsx')).ReceivedInviteDialog })) as unknown as typeof ReceivedInviteDialogComponent;

/**
 * A live query (the engine pushes a new result whenever it changes): the pending invites addressed to the user,
 * whose e-mail is theirs, oldest first.
 */
const subscription = graphql`
  subscription ReceivedInvitesSubscription($userId: uuid!) {
    portfolio_invite(where: { status: { _eq: pending }, invitee: { id: { _eq: $userId } } }, order_by: { created_at: asc }) {
      id
      status
      ...ReceivedInviteDialog_invite
    }
  }
`;

type Invites = ReceivedInvitesSubscription$data['portfolio_invite'];

/**
 * The invites the signed-in user receives, live (spec §2: "a received invite opens a dialog with accept or
 * decline"): mounted once in the shell, it shows one dialog per pending invite, one after the other, once per
 * sign-in; closing one puts it off until the user opens it from the top bar or home (receivedInvitesStore.ts).
 */
export function ReceivedInvites() {
  const userId = useAuthUser()?.id;
  return userId ? <ReceivedInvitesOf key={userId} userId={userId} /> : null;
}

function ReceivedInvitesOf({ userId }: { userId: string }) {
  // Null until the live query's first answer: only then is "no invite" known, and a put-off one may be forgotten.
  const [invites, setInvites] = useState<Invites | null>(null);
  const { putOff } = useReceivedInvites();
  // Answered during this visit: the next pending one shows without waiting for the server's next push.
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const config = useMemo((): GraphQLSubscriptionConfig<ReceivedInvitesSubscription> => ({
    subscription,
    variables: { userId },
    onNext: (response) => { setInvites(response?.portfolio_invite ?? []); },
    // The socket reconnects by itself; an invite missed meanwhile shows on the next push or visit.
    onError: (error) => { console.warn('The received-invites subscription failed', error); },
  }), [userId]);
  useSubscription(config);

  const open = (invites ?? []).filter((invite) => invite.status === 'pending' && !answered.has(invite.id));
  const openIds = invites === null ? null : open.map((invite) => invite.id).join(',');
  useEffect(() => {
    if (openIds !== null) receivedInvites.setPending(openIds === '' ? [] : openIds.split(','));
  }, [openIds]);

  const current = open.find((invite) => !putOff.has(invite.id));
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ReceivedInviteDialog
        key={current.id}
        invite={current}
        onAnswered={() => { setAnswered((previous) => new Set(previous).add(current.id)); }}
        onPutOff={() => { receivedInvites.putOff(current.id); }}
      />
    </Suspense>
  );
}
