import { H2, NonIdealState } from '@blueprintjs/core';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useLoaderData } from 'react-router-dom';
import { useAuthState } from '../../auth/AuthContext.tsx';
import { authMessages } from '../../auth/authMessages.ts';
import { paths } from '../paths.ts';
import { PolicyDocument, policyMessages } from './PolicyDocument.tsx';
import type { PrivacyPolicyData } from './privacyPolicyLoader.ts';

const messages = defineMessages({
  none: {
    id: 'app.PrivacyPolicyScreen.none',
    defaultMessage: 'No privacy policy has been published yet.',
    description: 'The privacy-policy page when the portal has no current policy',
  },
  backToPortal: {
    id: 'app.PrivacyPolicyScreen.backToPortal',
    defaultMessage: 'Back to the portal',
    description: 'Link from the privacy-policy page back to the signed-in portal',
  },
});

/** `/privacy-policy`: the current policy, readable before signing in (the sign-in page links here) and after. */
export function PrivacyPolicyScreen() {
  const intl = useIntl();
  const policy = useLoaderData<PrivacyPolicyData>();
  const signedIn = useAuthState() === 'signedIn';
  return (
    <>
      <H2>{intl.formatMessage(policyMessages.title)}</H2>
      {policy ? <PolicyDocument policy={policy} /> : <NonIdealState description={intl.formatMessage(messages.none)} />}
      <Link to={signedIn ? paths.app : paths.signIn}>
        <FormattedMessage {...(signedIn ? messages.backToPortal : authMessages.backToSignIn)} />
      </Link>
    </>
  );
}
