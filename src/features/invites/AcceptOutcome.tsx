import { Classes } from '@blueprintjs/core';
import { defineMessage } from 'react-intl';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AcceptOutcomeQuery } from '../../../__generated__/AcceptOutcomeQuery.graphql.ts';
import { ORGANIZATION_ROLES } from '../../app/organizations/organizationRole.ts';
import { useInviteLabels } from './useInviteLabels.ts';

const joinAs = defineMessage<{ organization: string; role: string }>({
  id: 'invites.AcceptOutcome.joinAs',
  defaultMessage: 'Accepting makes you a member of {organization} as {role}.',
  description: 'What accepting an invite does for someone who is not a member yet',
});
const keep = defineMessage<{ organization: string; current: string }>({
  id: 'invites.AcceptOutcome.keep',
  defaultMessage: 'You are already {current} in {organization}; accepting keeps that role.',
  description: 'Accepting an invite whose role is not above the one the user has: the higher role stays',
});
const raise = defineMessage<{ organization: string; current: string; role: string }>({
  id: 'invites.AcceptOutcome.raise',
  defaultMessage: 'You are {current} in {organization}; accepting makes you {role}.',
  description: 'Accepting an invite with a higher role than the one the user has: the role goes up',
});
const follow = defineMessage<{ company: string }>({
  id: 'invites.AcceptOutcome.follow',
  defaultMessage: 'You will also follow the company {company}.',
  description: 'Accepting an invite to a company: the user follows it',
});
const walletAccess = defineMessage<{ wallet: string }>({
  id: 'invites.AcceptOutcome.wallet',
  defaultMessage: 'You will also see the wallet {wallet}.',
  description: 'Accepting an invite to a wallet: the user is attached to it',
});

const rank = (role: string): number => (ORGANIZATION_ROLES as readonly string[]).indexOf(role);

export interface AcceptOutcomeProps {
  organizationId: string;
  organization: string;
  userId: string;
  role: string;
  company: string | null;
  wallet: string | null;
}

/**
 * What accepting an invite will do, as the database does it (portfolio.invite_answer): someone who is not a member
 * joins with the invited role; a member keeps a role at least as high, or rises to the invited one; a company's
 * invite adds them as its follower, a wallet's to its users.
 */
export function AcceptOutcome({ organizationId, organization, userId, role, company, wallet }: AcceptOutcomeProps) {
  const intl = useIntl();
  const labels = useInviteLabels();
  // The user's own membership row, which they may read once a member: none before.
  const data = useLazyLoadQuery<AcceptOutcomeQuery>(graphql`
    query AcceptOutcomeQuery($organizationId: uuid!, $userId: uuid!) {
      portfolio_organization_user(where: { organization_id: { _eq: $organizationId }, user_id: { _eq: $userId } }, limit: 1) {
        id
        role
      }
    }
  `, { organizationId, userId }, { fetchPolicy: 'store-or-network' });
  const current = data.portfolio_organization_user.at(0)?.role ?? null;
  const invited = labels.role(role);
  let membership: string;
  if (current === null) membership = intl.formatMessage(joinAs, { organization, role: invited });
  else if (rank(current) >= rank(role)) membership = intl.formatMessage(keep, { organization, current: labels.role(current) });
  else membership = intl.formatMessage(raise, { organization, current: labels.role(current), role: invited });
  return (
    <p>
      {membership}
      {company !== null && <> {intl.formatMessage(follow, { company })}</>}
      {wallet !== null && <> {intl.formatMessage(walletAccess, { wallet })}</>}
    </p>
  );
}

/** A line's height while the membership is read. */
export function AcceptOutcomeLoading() {
  return <p className={Classes.SKELETON}>&nbsp;</p>;
}
