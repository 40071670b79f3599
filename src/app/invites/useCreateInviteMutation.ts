import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateInviteMutation as Mutation } from '../../../__generated__/useCreateInviteMutation.graphql.ts';
import { invitesChanged } from './invitesVersion.ts';
import type { OrganizationRole as InviteRole } from '../organizations/organizationRole.ts';

/** What the invite form sends. */
export interface NewInvite {
  name: string;
  email: string;
  organizationId: string;
  /** The company the invitee will follow, or null for the organization alone. */
  companyId: string | null;
  /** The wallet the invitee is attached to on accepting (a wallet's users tab). @default none */
  walletId?: string | null;
  role: InviteRole;
}

export interface CreateInviteCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * Creates a pending invite; the server records who invited and e-mails the invitee (server/invites/). Once stored,
 * every invite list on screen fetches again (see invitesVersion.ts).
 *
 * @returns The function that invites, and whether an invite is in flight.
 */
export function useCreateInviteMutation(): [(invite: NewInvite, callbacks: CreateInviteCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateInviteMutation($object: portfolio_invite_insert_input!) {
      insert_portfolio_invite_one(object: $object) {
        id
        status
      }
    }
  `);
  const create = useCallback((invite: NewInvite, { onCompleted, onError }: CreateInviteCallbacks) => {
    commit({
      variables: {
        object: {
          name: invite.name.trim(), email: invite.email.trim(), organization_id: invite.organizationId,
          company_id: invite.companyId, role: invite.role,
          ...(invite.walletId ? { wallet_id: invite.walletId } : {}),
        },
      },
      onCompleted: (response) => {
        if (!response.insert_portfolio_invite_one) {
          onError(new Error('The invite was not created'));
          return;
        }
        invitesChanged();
        onCompleted();
      },
      onError,
    });
  }, [commit]);
  return [create, inFlight];
}
