import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useAuthClient } from './AuthContext.tsx';
import type { AuthError } from './authClient.ts';
import { authMessages } from './authMessages.ts';
import { AuthProblemAlert } from './AuthProblemAlert.tsx';
import styles from './authScreens.module.css';
import { SubmitButton } from './SubmitButton.tsx';
import { TextField } from './TextField.tsx';
import { totpMessages, typedCode } from './totpMessages.ts';

const messages = defineMessages({
  title: {
    id: 'auth.TotpCodeForm.title',
    defaultMessage: 'Two-step verification',
    description: 'Heading of the sign-in step that asks for the authenticator app\'s code',
  },
  intro: {
    id: 'auth.TotpCodeForm.intro',
    defaultMessage: 'Enter the 6-digit code your authenticator app shows for this account.',
    description: 'Text above the one-time code field at sign-in',
  },
  code: { id: 'auth.TotpCodeForm.code', defaultMessage: 'Code', description: 'Label of the one-time code field' },
  submit: { id: 'auth.TotpCodeForm.submit', defaultMessage: 'Verify', description: 'Button that sends the one-time code' },
  expired: {
    id: 'auth.TotpCodeForm.expired',
    defaultMessage: 'This sign-in waited too long for its code. Go back and sign in again.',
    description: 'The ticket of the first step expired (invalid-ticket)',
  },
});

export interface TotpCodeFormProps {
  /** The ticket the password step gave. */
  ticket: string;
  /** Signed in. */
  onSignedIn: () => void;
  /** Back to the e-mail and password. */
  onBack: () => void;
}

/** The second step of a sign-in for an account with two-step verification on (the spec's "needs MFA" state). */
export function TotpCodeForm({ ticket, onSignedIn, onBack }: TotpCodeFormProps) {
  const auth = useAuthClient();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [refusal, setRefusal] = useState<{ error: AuthError | null } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const { code: typed, valid } = typedCode(code);
    setRefusal(null);
    setInvalid(!valid);
    if (!valid) return;
    setSending(true);
    const result = await auth.signInWithTotp(ticket, typed);
    setSending(false);
    if (result.isSuccess) onSignedIn();
    else setRefusal({ error: result.error });
  };

  const known = refusal?.error?.error === 'invalid-totp' ? totpMessages.wrongCode : refusal?.error?.error === 'invalid-ticket' ? messages.expired : null;
  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <p><strong><FormattedMessage {...messages.title} /></strong></p>
      <p><FormattedMessage {...messages.intro} /></p>
      {refusal && (known
        ? <Callout intent="danger" role="alert" className={styles.alert}><FormattedMessage {...known} /></Callout>
        : <AuthProblemAlert error={refusal.error} />)}
      <TextField
        label={<FormattedMessage {...messages.code} />}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={setCode}
        error={invalid && <FormattedMessage {...totpMessages.required} />}
      />
      <SubmitButton loading={sending} text={<FormattedMessage {...messages.submit} />} />
      <div className={styles.links}>
        <Button variant="minimal" text={<FormattedMessage {...authMessages.backToSignIn} />} onClick={onBack} />
      </div>
    </form>
  );
}
