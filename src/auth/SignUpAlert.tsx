import { Callout } from '@blueprintjs/core';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import type { AuthError } from './authClient.ts';
import { authMessages } from './authMessages.ts';
import { AuthProblemAlert } from './AuthProblemAlert.tsx';
import styles from './authScreens.module.css';

const messages = defineMessages({
  registered: {
    id: 'auth.SignUpAlert.registered',
    defaultMessage: 'Email is already registered',
    description: 'Alert when signing up with an e-mail that already has an account; a sign-in link follows',
  },
});

/** Why a sign-up was refused (spec §8): the e-mail has an account, or what the service said otherwise. */
export type SignUpRefusal = 'registered' | { readonly error: AuthError | null };

/** The alert above the sign-up form; for a registered e-mail it offers the way to sign in instead. */
export function SignUpAlert({ refusal }: { refusal: SignUpRefusal }) {
  if (refusal !== 'registered') return <AuthProblemAlert error={refusal.error} />;
  return (
    <Callout intent="danger" role="alert" className={styles.alert}>
      <FormattedMessage {...messages.registered} />{' '}
      <Link to={paths.signIn}><FormattedMessage {...authMessages.goToSignIn} /></Link>
    </Callout>
  );
}
