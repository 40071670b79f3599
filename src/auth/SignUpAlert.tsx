import { Callout } from '@blueprintjs/core';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { authMessages } from './authMessages.ts';
import styles from './authScreens.module.css';

const messages = defineMessages({
  registered: {
    id: 'auth.SignUpAlert.registered',
    defaultMessage: 'Email is already registered',
    description: 'Alert when signing up with an e-mail that already has an account; a sign-in link follows',
  },
});

/** Why a sign-up was refused (spec §8): the e-mail has an account, the server was unreachable, or anything else. */
export type SignUpRefusal = 'registered' | 'network' | 'invalidCredentials';

/** The alert above the sign-up form; for a registered e-mail it offers the way to sign in instead. */
export function SignUpAlert({ refusal }: { refusal: SignUpRefusal }) {
  return (
    <Callout intent="danger" role="alert" className={styles.alert}>
      {refusal === 'registered' ? (
        <>
          <FormattedMessage {...messages.registered} />{' '}
          <Link to={paths.signIn}><FormattedMessage {...authMessages.goToSignIn} /></Link>
        </>
      ) : (
        <FormattedMessage {...authMessages[refusal]} />
      )}
    </Callout>
  );
}
