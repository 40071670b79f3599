import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAuthClient } from '../../auth/AuthContext.tsx';
import { isNetworkError, newPasswordProblem, passwordRuleProblem } from '../../auth/authValidation.ts';
import type { PasswordProblem } from '../../auth/authValidation.ts';
import { NewPasswordFields } from '../../auth/NewPasswordFields.tsx';
import { useFocusFirstInvalid } from '../../auth/useFocusFirstInvalid.ts';
import styles from './profile.module.css';

const messages = defineMessages({
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
  failed: {
    id: 'profile.PasswordChangeForm.failed',
    defaultMessage: 'Your password could not be changed. Try again.',
    description: 'The server refused the new password for a reason other than its rule',
  },
});

interface Problems { password: PasswordProblem | null; mismatch: boolean }
type Outcome = 'changed' | 'network' | 'failed';

/**
 * A new password and its confirmation, with the rule and the mismatch alert of /change-password (spec §5): nothing
 * is sent while they differ or break the rule. On success the fields empty and a message says so; a refusal keeps
 * what was typed.
 */
export function PasswordChangeForm() {
  const intl = useIntl();
  const auth = useAuthClient();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Problems | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useFocusFirstInvalid(problems);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Problems = { password: newPasswordProblem(password), mismatch: password !== confirm };
    setProblems(found);
    setOutcome(null);
    if (found.password || found.mismatch) return;
    setSubmitting(true);
    const { isSuccess, error } = await auth.changePassword(password);
    setSubmitting(false);
    if (isSuccess) {
      setPassword('');
      setConfirm('');
      setProblems(null);
      setOutcome('changed');
      return;
    }
    const rule = error && passwordRuleProblem(error);
    if (rule) setProblems({ password: rule, mismatch: false });
    else setOutcome(isNetworkError(error) ? 'network' : 'failed');
  };

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
