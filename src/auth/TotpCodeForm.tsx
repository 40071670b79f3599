import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { normaliseRecoveryCode } from '../../common/recoveryCode.ts';
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
  recoveryIntro: {
    id: 'auth.TotpCodeForm.recoveryIntro',
    defaultMessage: 'Enter one of the recovery codes you saved when you turned on two-step verification. Each code works once.',
    description: 'Text above the recovery code field at sign-in',
  },
  recoveryCode: { id: 'auth.TotpCodeForm.recoveryCode', defaultMessage: 'Recovery code', description: 'Label of the recovery code field at sign-in' },
  recoveryRequired: {
    id: 'auth.TotpCodeForm.recoveryRequired',
    defaultMessage: 'Enter a recovery code: 10 letters and digits, such as 7K3QF-M2XPA',
    description: 'The recovery code field is empty or not in the form of a recovery code',
  },
  useRecoveryCode: { id: 'auth.TotpCodeForm.useRecoveryCode', defaultMessage: 'Use a recovery code', description: 'Switches the sign-in code step to a recovery code (lost phone)' },
  useAppCode: { id: 'auth.TotpCodeForm.useAppCode', defaultMessage: 'Use the code from the app', description: 'Switches the sign-in code step back to the authenticator app' },
  expired: {
    id: 'auth.TotpCodeForm.expired',
    defaultMessage: 'This sign-in has ended: it waited too long for its code, or too many wrong codes were typed. Go back and sign in again.',
    description: 'The ticket of the first step expired, or was spent by five wrong codes (invalid-ticket)',
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

/**
 * The second step of a sign-in for an account with two-step verification on (the spec's "needs MFA" state): the
 * app's code, or, for a lost phone, one of the recovery codes the profile showed (the service tells them apart).
 */
export function TotpCodeForm({ ticket, onSignedIn, onBack }: TotpCodeFormProps) {
  const auth = useAuthClient();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [refusal, setRefusal] = useState<{ error: AuthError | null } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const typed = recovery ? normaliseRecoveryCode(code) : typedCode(code).valid ? typedCode(code).code : null;
    setRefusal(null);
    setInvalid(typed === null);
    if (typed === null) return;
    setSending(true);
    const result = await auth.signInWithTotp(ticket, typed);
    setSending(false);
    if (result.isSuccess) onSignedIn();
    else setRefusal({ error: result.error });
  };
  const switchMode = () => {
    setRecovery(!recovery);
    setCode('');
    setInvalid(false);
    setRefusal(null);
  };

  const wrongCode = recovery ? totpMessages.wrongRecoveryCode : totpMessages.wrongCode;
  const known = refusal?.error?.error === 'invalid-totp' ? wrongCode : refusal?.error?.error === 'invalid-ticket' ? messages.expired : null;
  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <p><strong><FormattedMessage {...messages.title} /></strong></p>
      <p><FormattedMessage {...(recovery ? messages.recoveryIntro : messages.intro)} /></p>
      {refusal && (known
        ? <Callout intent="danger" role="alert" className={styles.alert}><FormattedMessage {...known} /></Callout>
        : <AuthProblemAlert error={refusal.error} />)}
      <TextField
        label={<FormattedMessage {...(recovery ? messages.recoveryCode : messages.code)} />}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        value={code}
        onChange={setCode}
        error={invalid && <FormattedMessage {...(recovery ? messages.recoveryRequired : totpMessages.required)} />}
      />
      <SubmitButton loading={sending} text={<FormattedMessage {...messages.submit} />} />
      <div className={styles.links}>
        <Button variant="minimal" text={<FormattedMessage {...authMessages.backToSignIn} />} onClick={onBack} />
        <Button variant="minimal" text={<FormattedMessage {...(recovery ? messages.useAppCode : messages.useRecoveryCode)} />} onClick={switchMode} />
      </div>
    </form>
  );
}
