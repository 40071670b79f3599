import { Callout, H2, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { useAuthClient } from './AuthContext.tsx';
import { authMessages } from './authMessages.ts';
import styles from './authScreens.module.css';
import { isNetworkError } from './authValidation.ts';

const messages = defineMessages({
  title: {
    id: 'auth.SignInRedirectScreen.title',
    defaultMessage: 'Sign-in link',
    description: 'Title of the page a sign-in link opens',
  },
  working: {
    id: 'auth.SignInRedirectScreen.working',
    defaultMessage: 'Signing you in…',
    description: 'Label of the spinner while signing in',
  },
  missing: {
    id: 'auth.SignInRedirectScreen.missing',
    defaultMessage: 'This sign-in link is incomplete. Sign in with your e-mail and password instead.',
    description: 'Alert when the sign-in link has no token',
  },
  failed: {
    id: 'auth.SignInRedirectScreen.failed',
    defaultMessage: 'This sign-in link is invalid or has expired. Sign in with your e-mail and password instead.',
    description: 'Alert when the token of the sign-in link was refused',
  },
});

type Status = 'working' | 'missing' | 'failed' | 'network';

/**
 * `/sign-in-redirect?token=…` (spec §2, §7): exchanges the refresh token for a session, then replaces itself with
 * /app. The spec's original has no error handling; here a missing or refused token says so and links to sign-in.
 */
export function SignInRedirectScreen() {
  const intl = useIntl();
  const auth = useAuthClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [status, setStatus] = useState<Status>(token ? 'working' : 'missing');
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs mount effects twice, and a refresh token is single-use (it rotates): exchange it only once.
    if (!token || started.current) return;
    started.current = true;
    auth.signInWithRefreshToken(token).then(
      (result) => {
        if (result.isSuccess) void navigate(paths.app, { replace: true });
        else setStatus(isNetworkError(result.error) ? 'network' : 'failed');
      },
      () => { setStatus('failed'); },
    );
  }, [auth, navigate, token]);

  return (
    <>
      <H2><FormattedMessage {...messages.title} /></H2>
      {status === 'working' ? (
        <Spinner aria-label={intl.formatMessage(messages.working)} />
      ) : (
        <Callout intent="danger" role="alert" className={styles.alert}>
          <FormattedMessage {...(status === 'network' ? authMessages.network : messages[status])} />{' '}
          <Link to={paths.signIn}><FormattedMessage {...authMessages.goToSignIn} /></Link>
        </Callout>
      )}
    </>
  );
}
