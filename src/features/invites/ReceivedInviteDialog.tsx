import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReceivedInviteDialog_invite$key } from '../../../__generated__/ReceivedInviteDialog_invite.graphql.ts';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { NotAllowedError } from '../../ui/refusal.ts';
import { showToast } from '../../ui/toaster.ts';
import { AcceptOutcome, AcceptOutcomeLoading } from './AcceptOutcome.tsx';
import { useAnswerInviteMutation } from './useAnswerInviteMutation.ts';
import type { InviteAnswer } from './useAnswerInviteMutation.ts';
import { useInviteLabels } from './useInviteLabels.ts';

const messages = defineMessages({
  title: { id: 'invites.ReceivedInviteDialog.title', defaultMessage: 'You have been invited', description: 'Title of the dialog showing an invite the user received' },
  accept: { id: 'invites.ReceivedInviteDialog.accept', defaultMessage: 'Accept', description: 'Accepts the invite' },
  decline: { id: 'invites.ReceivedInviteDialog.decline', defaultMessage: 'Decline', description: 'Declines the invite' },
  declined: { id: 'invites.ReceivedInviteDialog.declined', defaultMessage: 'Invite declined', description: 'Toast after declining an invite' },
  gone: { id: 'invites.ReceivedInviteDialog.gone', defaultMessage: 'This invite is no longer open.', description: 'The invite was withdrawn or answered elsewhere' },
  failed: { id: 'invites.ReceivedInviteDialog.failed', defaultMessage: 'The invite could not be answered. Please try again.', description: 'Answering an invite failed' },
});
const invitedBy = defineMessage<{ inviter: string; organization: string }>({
  id: 'invites.ReceivedInviteDialog.invitedBy', defaultMessage: '{inviter} invited you to join {organization}.', description: 'Who invited the user, and where',
});
const invited = defineMessage<{ organization: string }>({
  id: 'invites.ReceivedInviteDialog.invited', defaultMessage: 'You have been invited to join {organization}.', description: 'Where the user was invited, the inviter unknown',
});
const roleLine = defineMessage<{ role: string }>({
  id: 'invites.ReceivedInviteDialog.role', defaultMessage: 'Role: {role}', description: 'The role the invite grants',
});
const companyLine = defineMessage<{ company: string }>({
  id: 'invites.ReceivedInviteDialog.company', defaultMessage: 'Company: {company}', description: 'The company the invitee will follow',
});
const walletLine = defineMessage<{ wallet: string }>({
  id: 'invites.ReceivedInviteDialog.wallet', defaultMessage: 'Wallet: {wallet}', description: 'The wallet the invitee will be attached to',
});
const joined = defineMessage<{ organization: string }>({
  id: 'invites.ReceivedInviteDialog.joined', defaultMessage: 'You joined {organization}.', description: 'Toast after accepting an invite',
});

/**
 * One invite the user received: who invited them, to which organization (and company or wallet), with which role,
 * what accepting will do, and Accept or Decline. Closing it puts the decision off (`onPutOff`).
 */
export function ReceivedInviteDialog({ invite, onAnswered, onPutOff }: {
  invite: ReceivedInviteDialog_invite$key;
  /** Accepted, declined, or found no longer open: the next invite may show. */
  onAnswered: () => void;
  /** Closed without an answer. */
  onPutOff: () => void;
}) {
  const intl = useIntl();
  const labels = useInviteLabels();
  const userId = useAuthUser()?.id ?? '';
  const data = useFragment(graphql`
    fragment ReceivedInviteDialog_invite on portfolio_invite {
      id
      role
      organization_id
      organization_name
      company_name
      wallet_name
      inviter_name
    }
  `, invite);
  const [answer] = useAnswerInviteMutation();
  const [answering, setAnswering] = useState<InviteAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  // Before accepting, the invitee is no member and may not read the organization, company, wallet or inviter rows:
  // the invite carries their names as they were when it was sent.
  const organization = data.organization_name;
  const inviter = data.inviter_name ?? null;
  const company = data.company_name ?? null;
  const wallet = data.wallet_name ?? null;

  const respond = (status: InviteAnswer) => {
    setAnswering(status);
    setFailed(false);
    answer(data.id, status, {
      onCompleted: (joinedName) => {
        showToast(joinedName === null ? intl.formatMessage(messages.declined) : intl.formatMessage(joined, { organization: joinedName }));
        onAnswered();
      },
      onError: (error) => {
        setAnswering(null);
        if (error instanceof NotAllowedError) {
          showToast(intl.formatMessage(messages.gone), Intent.WARNING);
          onAnswered();
        } else setFailed(true);
      },
    });
  };

  return (
    <Dialog isOpen onClose={onPutOff} title={intl.formatMessage(messages.title)}>
      <DialogBody>
        <p>{inviter !== null ? intl.formatMessage(invitedBy, { inviter, organization }) : intl.formatMessage(invited, { organization })}</p>
        <p>{intl.formatMessage(roleLine, { role: labels.role(data.role) })}</p>
        {company !== null && <p>{intl.formatMessage(companyLine, { company })}</p>}
        {wallet !== null && <p>{intl.formatMessage(walletLine, { wallet })}</p>}
        <Suspense fallback={<AcceptOutcomeLoading />}>
          <AcceptOutcome organizationId={data.organization_id} organization={organization} userId={userId} role={data.role} company={company} wallet={wallet} />
        </Suspense>
        {failed && <Callout intent={Intent.DANGER} role="alert">{intl.formatMessage(messages.failed)}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={(
          <>
            <Button text={intl.formatMessage(messages.decline)} loading={answering === 'declined'} disabled={answering !== null} onClick={() => { respond('declined'); }} />
            <Button intent={Intent.PRIMARY} text={intl.formatMessage(messages.accept)} loading={answering === 'accepted'} disabled={answering !== null} onClick={() => { respond('accepted'); }} />
          </>
        )}
      />
    </Dialog>
  );
}
