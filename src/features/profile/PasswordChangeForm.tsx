import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAuthClient } from '../../auth/AuthContext.tsx';
import type { AuthError } from '../../auth/authClient.ts';
import { authMessages } from '../../auth/authMessages.ts';
import { isNetworkError, newPasswordProblem, passwordRuleProblem } from '../../auth/authValidation.ts';
import type { PasswordProblem } from '../../auth/authValidation.ts';
import { NewPasswordFields } from '../../auth/NewPasswordFields.tsx';
import { PasswordField } from '../../auth/PasswordField.tsx';
import { TextField } from '../../auth/TextField.tsx';
import { totpMessages, typedCode } from '../../auth/totpMessages.ts';
import { useFocusFirstInvalid } from '../../auth/useFocusFirstInvalid.ts';
import styles from './profile.module.css';

const messages = defineMessages({
  currentPassword: {
    id: 'profile.PasswordChangeForm.currentPassword',
    defaultMessage: 'Current password',
    description: 'Label of the password the user has now, asked before a new one is saved',
  },
  wrongCurrent: {
    id: 'profile.PasswordChangeForm.wrongCurrent',
    defaultMessage: 'Your current password is not right. Nothing was changed.',
    description: 'Error under the current password when the auth service refused it',
  },
  code: {
    id: 'profile.PasswordChangeForm.code',
    defaultMessage: 'Code from your authenticator app',
    description: 'Label of the one-time code asked after the current password when two-step verification is on',
  },
  codeAsked: {
    id: 'profile.PasswordChangeForm.codeAsked',
    defaultMessage: 'Your account has two-step verification: enter the code your authenticator app shows to confirm the change.',
    description: 'Shown when the current password was right and a one-time code is asked next',
  },
  newPassword: { id: 'profile.PasswordChangeForm.newPassword', defaultMessage: 'New password', description: 'Label of the new password' },
  submit: { id: 'profile.PasswordChangeForm.submit', defaultMessage: 'Change password', description: 'Saves the new password' },
  changed: {
    id: 'profile.PasswordChangeForm.changed',
    defaultMessage: 'Your password was changed. Use it the next time you sign in.',
    description: 'After the password was changed',
  },
  network: {
    id: 'profile.PasswordChangeForm.network',
    defaultMessage: 'Could not reach the server. Check your connection and try again.',
    description: 'The new password could not be sent because the network failed',
  },
  tooMany: {
    id: 'profile.PasswordChangeForm.tooMany',
    defaultMessage: 'Too many attempts in a short time. Wait a moment and try again.',
    description: 'The auth service asked to slow down (HTTP 429) while the current password was checked',
  },
  failed: {
    id: 'profile.PasswordChangeForm.failed',
    defaultMessage: 'Your password could not be changed. Try again.',
    description: 'The server refused the new password for a reason other than its rule',
  },
});

interface Problems {
  current: 'required' | 'wrong' | null;
  code: 'required' | 'wrong' | null;
  password: PasswordProblem | null;
  mismatch: boolean;
}
type Outcome = 'changed' | 'network' | 'tooMany' | 'failed';

const NO_PROBLEMS: Problems = { current: null, code: null, password: null, mismatch: false };

/** What a refused step shows, when it is not a problem of one field. */
function outcomeOf(error: AuthError | null): Outcome {
  if (isNetworkError(error)) return 'network';
  return error?.status === 429 ? 'tooMany' : 'failed';
}

/**
 * The current password, then a new one and its confirmation, with the rule and the mismatch alert of /change-password
 * (spec §5). The service changes a password only for a session begun by a sign-in minutes ago (ASVS 2.1.6, which asks
 * for the current password), so the current password signs in again first (`reauthenticate`), with the code of the
 * authenticator app when two-step verification is on, and the change follows. Nothing is sent while the fields break
 * a rule; a wrong current password changes nothing and says so; on success every field empties.
 */
export function PasswordChangeForm() {
  const intl = useIntl();
  const auth = useAuthClient();
  const [current, setCurrent] = useState('');
  const [code, setCode] = useState('');
  const [ticket, setTicket] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Problems | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useFocusFirstInvalid(problems);

  const refuse = (found: Partial<Problems>) => { setProblems({ ...NO_PROBLEMS, ...found }); };

  /** Signs in again with the current password (and code); true when the session is now a fresh one. */
  const reauthenticate = async (): Promise<boolean> => {
    if (ticket !== null) {
      const result = await auth.reauthenticateWithTotp(ticket, typedCode(code).code);
      if (result.isSuccess) return true;
      if (result.error?.error === 'invalid-totp') refuse({ code: 'wrong' });
      else if (result.error?.error === 'invalid-ticket') {
        // The ticket lived 5 minutes: start again from the password.
        setTicket(null);
        setCode('');
        setOutcome('failed');
      } else setOutcome(outcomeOf(result.error));
      return false;
    }
    const result = await auth.reauthenticate(current);
    if (result.isSuccess) return true;
    if (result.mfaTicket) {
      setTicket(result.mfaTicket);
      setProblems(null);
      return false;
    }
    if (result.error?.error === 'invalid-email-password') refuse({ current: 'wrong' });
    else setOutcome(outcomeOf(result.error));
    return false;
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Problems = {
      current: current === '' ? 'required' : null,
      code: ticket !== null && !typedCode(code).valid ? 'required' : null,
      password: newPasswordProblem(password),
      mismatch: password !== confirm,
    };
    setProblems(found);
    setOutcome(null);
    if (found.current || found.code || found.password || found.mismatch) return;
    setSubmitting(true);
    try {
      if (!(await reauthenticate())) return;
      // The ticket is spent: a retry starts again from the current password.
      setTicket(null);
      setCode('');
      const { isSuccess, error } = await auth.changePassword(password);
      if (isSuccess) {
        for (const clear of [setCurrent, setPassword, setConfirm]) clear('');
        setProblems(null);
        setOutcome('changed');
        return;
      }
      const rule = error && passwordRuleProblem(error);
      if (rule) refuse({ password: rule });
      else setOutcome(outcomeOf(error));
    } finally {
      setSubmitting(false);
    }
  };

  const currentError = problems?.current === 'wrong'
    ? <FormattedMessage {...messages.wrongCurrent} />
    : problems?.current === 'required' && <FormattedMessage {...authMessages.passwordRequired} />;
  const codeError = problems?.code && <FormattedMessage {...(problems.code === 'wrong' ? totpMessages.wrongCode : totpMessages.required)} />;

  return (
    <form ref={formRef} onSubmit={(event) => { void submit(event); }} noValidate>
      {outcome && (
        <Callout
          intent={outcome === 'changed' ? Intent.SUCCESS : Intent.DANGER}
          role={outcome === 'changed' ? 'status' : 'alert'}
          className={styles.notice}
        >
          {intl.formatMessage(messages[outcome])}
        </Callout>
      )}
      <PasswordField
        label={<FormattedMessage {...messages.currentPassword} />}
        autoComplete="current-password"
        value={current}
        onChange={(value) => {
          setCurrent(value);
          // Another password means another sign-in: a code asked for the last one no longer applies.
          setTicket(null);
        }}
        error={currentError}
      />
      {ticket !== null && (
        <>
          <Callout intent={Intent.PRIMARY} className={styles.notice}>{intl.formatMessage(messages.codeAsked)}</Callout>
          <TextField
            label={<FormattedMessage {...messages.code} />}
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={setCode}
            error={codeError}
          />
        </>
      )}
      <NewPasswordFields
        passwordLabel={<FormattedMessage {...messages.newPassword} />}
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        problem={problems?.password ?? null}
        mismatch={problems?.mismatch ?? false}
      />
      <div className={styles.actions}>
        <Button type="submit" intent={Intent.PRIMARY} text={intl.formatMessage(messages.submit)} loading={submitting} />
      </div>
    </form>
  );
}
