import { Button, Callout } from '@blueprintjs/core';
import { LogInIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { useAuthClient } from './AuthContext.tsx';
import type { SignInProvider } from './authClient.ts';
import { authProblemText } from './authProblems.ts';
import styles from './authScreens.module.css';
import { TotpCodeForm } from './TotpCodeForm.tsx';

const messages = defineMessages({
  group: {
    id: 'auth.ProviderButtons.group',
    defaultMessage: 'Other ways to sign in',
    description: 'Accessible name of the group of "Sign in with Google"-style buttons under the sign-in form',
  },
  emailInUse: {
    id: 'auth.ProviderButtons.emailInUse',
    defaultMessage: 'An account already uses this e-mail address, and the service you signed in with did not confirm that the address is yours. Sign in with your e-mail and password instead.',
    description: 'After a provider sign-in refused because the provider did not verify the e-mail of an existing account',
  },
  unverified: {
    id: 'auth.ProviderButtons.unverified',
    defaultMessage: 'Your account was created. Open the link we sent to your e-mail to confirm the address, then sign in again.',
    description: 'After a provider sign-in that created an account whose e-mail the provider did not verify',
  },
  providerError: {
    id: 'auth.ProviderButtons.providerError',
    defaultMessage: 'The service you chose did not sign you in (the sign-in was cancelled or refused there). Try again, or sign in with your e-mail and password.',
    description: 'After a provider sign-in the provider itself refused or the user cancelled',
  },
  failed: {
    id: 'auth.ProviderButtons.failed',
    defaultMessage: 'The sign-in through the service you chose did not finish: it took too long or was started in another window. Try again.',
    description: 'After a provider sign-in whose state was refused or whose answer could not be read',
  },
});

const signInWith = defineMessage<{ provider: string }>({
  id: 'auth.ProviderButtons.signInWith',
  defaultMessage: 'Sign in with {provider}',
  description: 'Button that signs in through another service; {provider} is its brand name (Google, GitHub, Microsoft…)',
});

/** The `error` codes of a provider's return (hasura-auth's) that mean something about that sign-in. */
const PROVIDER_MESSAGES: ReadonlyMap<string, MessageDescriptor> = new Map<string, MessageDescriptor>([
  ['email-already-in-use', messages.emailInUse],
  ['unverified-user', messages.unverified],
  ['oauth-provider-error', messages.providerError],
  ['invalid-state', messages.failed],
  ['oauth-token-echange-failed', messages.failed],
  ['oauth-profile-fetch-failed', messages.failed],
]);

/** The query parameter the portal adds to a provider's `redirectTo`, so the sign-in page knows where the user returns from. */
export const PROVIDER_RETURN_PARAM = 'provider';

/** Whether the sign-in page was opened by a provider's return (see `PROVIDER_RETURN_PARAM`). */
export function useProviderReturn(): boolean {
  const [params] = useSearchParams();
  return params.has(PROVIDER_RETURN_PARAM);
}

/**
 * The ticket of the second step when a provider's return is for an account with an authenticator app: the auth
 * service sends `mfaTicket=mfaTotp:…` instead of a refresh token (providerRoutes.ts, Note [A provider does not skip
 * the second factor]); null otherwise.
 */
export function useProviderTicket(): string | null {
  const [params] = useSearchParams();
  const ticket = params.get('mfaTicket');
  return params.has(PROVIDER_RETURN_PARAM) && ticket ? ticket : null;
}

/** The authenticator app's code after a provider's sign-in, as after a password; back leaves for the plain sign-in page. */
export function ProviderTotpStep({ ticket }: { ticket: string }) {
  const navigate = useNavigate();
  return (
    <TotpCodeForm
      ticket={ticket}
      onSignedIn={() => { void navigate(paths.app); }}
      onBack={() => { void navigate(paths.signIn, { replace: true }); }}
    />
  );
}

/**
 * Why a sign-in through a provider did not work: the auth service sends the browser back to the sign-in page with
 * `?error=<code>&errorDescription=<English text>` (hasura-auth's redirect). Nothing shows without an `error`.
 */
export function ProviderErrorNotice() {
  const [params] = useSearchParams();
  const code = params.get('error');
  if (!code) return null;
  const own = PROVIDER_MESSAGES.get(code);
  const text = own ? { message: own, values: undefined } : authProblemText({ status: 400, error: code, message: params.get('errorDescription') ?? '' });
  return (
    <Callout intent="warning" role="alert" className={styles.alert}>
      <FormattedMessage {...text.message} values={text.values} />
    </Callout>
  );
}

/**
 * A "Sign in with …" button per provider the auth service offers (GET /providers); nothing while it has not said, or
 * when it offers none. A button leaves for the provider, which sends the browser back to the sign-in page: signed in
 * (nhost-js reads the `refreshToken` there, and the page moves on to the portal), or with the error to show.
 */
export function ProviderButtons() {
  const auth = useAuthClient();
  const intl = useIntl();
  const [providers, setProviders] = useState<readonly SignInProvider[]>([]);
  const [leaving, setLeaving] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    auth.signInProviders().then((list) => { if (live) setProviders(list); }, () => { /* no buttons, the form still works */ });
    return () => { live = false; };
  }, [auth]);

  if (providers.length === 0) return null;
  return (
    <div role="group" aria-label={intl.formatMessage(messages.group)} className={`${styles.actions} ${styles.providers}`}>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="outlined"
          icon={<LogInIcon />}
          loading={leaving === provider.id}
          disabled={leaving !== null && leaving !== provider.id}
          text={<FormattedMessage {...signInWith} values={{ provider: provider.name }} />}
          onClick={() => {
            setLeaving(provider.id);
            const back = new URL(paths.signIn, window.location.origin);
            back.searchParams.set(PROVIDER_RETURN_PARAM, provider.id);
            void auth.signInWithProvider(provider.id, back.toString());
          }}
        />
      ))}
    </div>
  );
}
