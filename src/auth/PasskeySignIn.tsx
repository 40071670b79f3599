import { Button, Callout } from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { useAuthClient } from './AuthContext.tsx';
import type { SignInResult } from './authClient.ts';
import styles from './authScreens.module.css';
import { browserHasPasskeys, passkeyProblemText } from './passkeyProblems.ts';

const messages = defineMessages({
  button: {
    id: 'auth.PasskeySignIn.button',
    defaultMessage: 'Sign in with a passkey',
    description: 'Button under the sign-in form: sign in with a passkey (fingerprint, face, device PIN or security key), no password',
  },
});

/**
 * Passkey sign-in on `/sign-in` (spec §3, §4 "security key"): a button that asks the browser for any passkey it has
 * for the portal, and, while the e-mail field is shown, the same passkeys offered in its autofill. Either signs
 * in on its own (a passkey verifies its user: no password, no code) and goes to /app. Not shown in a browser without
 * WebAuthn.
 */
export interface PasskeySignInProps {
  /** Whether sign-in's e-mail field is on the page, for the browser to list passkeys under (not while SMS is chosen). */
  autofill: boolean;
}

export function PasskeySignIn({ autofill: offerAutofill }: PasskeySignInProps) {
  const auth = useAuthClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<SignInResult['error'] | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // Bumped to offer the autofill again after the button's own ceremony, which had to cancel it.
  const [autofillRound, setAutofillRound] = useState(0);
  const autofill = useRef<AbortController | null>(null);
  const supported = browserHasPasskeys();

  useEffect(() => {
    if (!supported || !offerAutofill) return undefined;
    const controller = new AbortController();
    autofill.current = controller;
    void auth.signInWithPasskeyAutofill(controller.signal).then((result) => {
      if (result === null || controller.signal.aborted) return;
      if (result.isSuccess) void navigate(paths.app);
      else setFailure(result.error);
    });
    return () => { controller.abort(); };
  }, [auth, navigate, supported, offerAutofill, autofillRound]);

  if (!supported) return null;

  const signIn = async () => {
    // A browser runs one passkey request at a time: the autofill's gives way to the button's.
    autofill.current?.abort();
    setBusy(true);
    setFailure(undefined);
    const result = await auth.signInWithPasskey();
    setBusy(false);
    if (result.isSuccess) {
      void navigate(paths.app);
      return;
    }
    setFailure(result.error);
    setAutofillRound((round) => round + 1);
  };

  const problem = failure === undefined ? null : passkeyProblemText(failure, false);
  return (
    <div className={styles.passkey}>
      {problem && (
        <Callout intent="warning" role="alert" className={styles.alert}>
          <FormattedMessage {...problem.message} values={problem.values} />
        </Callout>
      )}
      <Button fill variant="outlined" icon={<KeyIcon />} loading={busy} text={<FormattedMessage {...messages.button} />} onClick={() => { void signIn(); }} />
    </div>
  );
}
