import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useAnswerInviteMutation as Mutation } from '../../../__generated__/useAnswerInviteMutation.graphql.ts';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { NotAllowedError } from '../../ui/refusal.ts';
import { refreshOrganizations } from '../../app/organizations/refreshOrganizations.ts';

export type InviteAnswer = 'accepted' | 'declined';

export interface AnswerInviteCallbacks {
  /** `organization`: the name of the organization joined (readable once a member), or null on a decline. */
  onCompleted: (organization: string | null) => void;
  onError: (error: Error) => void;
}

/**
 * Answers a pending invite addressed to the user (spec §4: pending → accepted | declined, once). Accepting makes the
 * user a member (the database does it in the same transaction), so the shell's organizations are fetched again
 * before `onCompleted`. The server answers null when the invite is no longer pending: a `NotAllowedError`.
 *
 * @returns The function that answers, and whether an answer is in flight.
 */
export function useAnswerInviteMutation(): [(id: string, answer: InviteAnswer, callbacks: AnswerInviteCallbacks) => void, boolean] {
  const environment = useRelayEnvironment();
  const userId = useAuthUser()?.id ?? '';
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useAnswerInviteMutation($id: uuid!, $status: portfolio_invite_status_enum!) {
      update_portfolio_invite_by_pk(pk_columns: { id: $id }, _set: { status: $status }) {
        id
        status
        answered_at
        organization {
          id
          name
        }
      }
    }
  `);
  const answer = useCallback((id: string, status: InviteAnswer, { onCompleted, onError }: AnswerInviteCallbacks) => {
    commit({
      variables: { id, status },
      onCompleted: (response) => {
        const answered = response.update_portfolio_invite_by_pk;
        if (!answered) {
          onError(new NotAllowedError('The invite is no longer pending'));
          return;
        }
        if (status === 'declined') {
          onCompleted(null);
          return;
        }
        // The membership exists whatever happens to this refresh: a failure only leaves the list stale until a reload.
        refreshOrganizations(environment, userId)
          .catch((error: unknown) => { console.error('Could not reload the organizations', error); })
          .finally(() => { onCompleted(answered.organization.name); });
      },
      onError,
    });
  }, [commit, environment, userId]);
  return [answer, inFlight];
}
