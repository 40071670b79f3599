import { Button, Callout, Card, H2, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { PrivacyPolicyGate_query$key } from '../../../__generated__/PrivacyPolicyGate_query.graphql.ts';
import type { PrivacyPolicyGateAcceptMutation } from '../../../__generated__/PrivacyPolicyGateAcceptMutation.graphql.ts';
import { useAuthClient } from '../../auth/AuthContext.tsx';
import { PolicyDocument, policyMessages } from '../privacy/PolicyDocument.tsx';
import { logout } from './logout.ts';
import styles from './PrivacyPolicyGate.module.css';

const messages = defineMessages({
  intro: {
    id: 'app.PrivacyPolicyGate.intro',
    defaultMessage: 'To use the portal, read and accept our privacy policy.',
    description: 'Asked on first use',
  },
  updated: {
    id: 'app.PrivacyPolicyGate.updated',
    defaultMessage: 'Our privacy policy has changed. Read and accept the new version to continue.',
    description: 'Asked again after the policy was updated',
  },
  accept: { id: 'app.PrivacyPolicyGate.accept', defaultMessage: 'I accept', description: 'Accept the policy' },
  decline: { id: 'app.PrivacyPolicyGate.decline', defaultMessage: 'Decline and log out', description: 'Refuse the policy' },
  failed: {
    id: 'app.PrivacyPolicyGate.failed',
    defaultMessage: 'Your acceptance could not be saved. Please try again.',
    description: 'The acceptance mutation failed',
  },
});

/**
 * Keeps the portal behind the current privacy policy (spec §4): a user who has not accepted the current version —
 * never, or only an older one — reads it and accepts before anything else shows; declining logs out, here and now:
 * the gate stands in front of every route under /app, /app/logout's screen included, so it cannot be a navigation.
 */
export function PrivacyPolicyGate({ query, children }: { query: PrivacyPolicyGate_query$key; children: ReactNode }) {
  const intl = useIntl();
  const auth = useAuthClient();
  const [leaving, setLeaving] = useState(false);
  const data = useFragment(
    graphql`
      fragment PrivacyPolicyGate_query on query_root {
        portfolio_privacy_policy(where: { is_current: { _eq: true } }, limit: 1) {
          id
          version
          published_at
          content_en
          content_pt_br
          acceptances {
            id
          }
        }
        portfolio_privacy_policy_acceptance(limit: 1) {
          id
        }
      }
    `,
    query,
  );
  const [accept, accepting] = useMutation<PrivacyPolicyGateAcceptMutation>(graphql`
    mutation PrivacyPolicyGateAcceptMutation($policyId: uuid!) {
      insert_portfolio_privacy_policy_acceptance_one(object: { privacy_policy_id: $policyId }) {
        id
        privacy_policy {
          id
          acceptances {
            id
          }
        }
      }
    }
  `);
  const policy = data.portfolio_privacy_policy.at(0);
  const [failed, setFailed] = useState(false);
  // No policy published, or the current one accepted: nothing stands in the way.
  if (!policy || policy.acceptances.length > 0) return children;

  const acceptedBefore = data.portfolio_privacy_policy_acceptance.length > 0;
  return (
    <main className={styles.page}>
      <Card className={styles.card} elevation={2}>
        <H2>{intl.formatMessage(policyMessages.title)}</H2>
        <p>{intl.formatMessage(acceptedBefore ? messages.updated : messages.intro)}</p>
        <PolicyDocument policy={policy} />
        {failed ? <Callout intent={Intent.DANGER} role="alert">{intl.formatMessage(messages.failed)}</Callout> : null}
        <div className={styles.actions}>
          <Button
            variant="minimal"
            loading={leaving}
            disabled={accepting}
            text={intl.formatMessage(messages.decline)}
            onClick={() => {
              setLeaving(true);
              void logout(auth);
            }}
          />
          <Button
            intent={Intent.PRIMARY}
            loading={accepting}
            disabled={leaving}
            text={intl.formatMessage(messages.accept)}
            onClick={() => {
              setFailed(false);
              accept({ variables: { policyId: policy.id }, onError: () => { setFailed(true); } });
            }}
          />
        </div>
      </Card>
    </main>
  );
}
