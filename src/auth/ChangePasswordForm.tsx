import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { useAuthClient } from './AuthContext.tsx';
import { authMessages } from './authMessages.ts';
import styles from './authScreens.module.css';
import { isNetworkError, newPasswordProblem, passwordRuleProblem } from './authValidation.ts';
import type { PasswordProblem } from './authValidation.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useFocusFirstInvalid } from './useFocusFirstInvalid.ts';

const messages = defineMessages({
  newPassword: {
    id: 'auth.ChangePasswordForm.newPassword',
    defaultMessage: 'New password',
    description: 'Label of the new password',
  },
  submit: {
    id: 'auth.ChangePasswordForm.submit',
    defaultMessage: 'Save password',
    description: 'Button that saves the new password',
  },
  stale: {
    id: 'auth.ChangePasswordForm.stale',
    defaultMessage: 'This page was opened from its link too long ago to change the password. Ask for a new link and use it within a few minutes.',
    description: 'Alert when the server needs a more recent sign-in (elevated-claim-required): the link\'s session is too old',
  },
  newLink: {
    id: 'auth.ChangePasswordForm.newLink',
    defaultMessage: 'Ask for a new link',
    description: 'Link to the page that sends a new password link, inside the alert about a page opened too long ago',
  },
  failed: {
    id: 'auth.ChangePasswordForm.failed',
    defaultMessage: 'Your password could not be changed. Try again.',
    description: 'Alert when the server refused the new password for a reason other than its rule',
  },
});

interface Problems { password: PasswordProblem | null; mismatch: boolean }

/** The new password twice; nothing is sent while they differ or break the rule; on success, on to the portal. */
export function ChangePasswordForm() {
  const auth = useAuthClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Problems | null>(null);
  const [alert, setAlert] = useState<'failed' | 'network' | 'stale' | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useFocusFirstInvalid(problems);

  const submit = async () => {
    const found: Problems = { password: newPasswordProblem(password), mismatch: password !== confirm };
    setProblems(found);
    setAlert(null);
    if (found.password || found.mismatch) return;
    setSubmitting(true);
    const { isSuccess, error } = await auth.changePassword(password);
    setSubmitting(false);
    if (isSuccess) {
      void navigate(paths.app);
      return;
    }
    const rule = error && passwordRuleProblem(error);
    if (rule) setProblems({ password: rule, mismatch: false });
    // The service changes a password only for a session begun minutes ago (recentSignIn.ts on the server): the link's.
    else if (error?.error === 'elevated-claim-required') setAlert('stale');
    else setAlert(isNetworkError(error) ? 'network' : 'failed');
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      {alert && (
        <Callout intent="danger" role="alert" className={styles.alert}>
          <FormattedMessage {...(alert === 'network' ? authMessages.network : alert === 'stale' ? messages.stale : messages.failed)} />
          {alert === 'stale' && <> <Link to={paths.forgotPassword}><FormattedMessage {...messages.newLink} /></Link></>}
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
      <SubmitButton loading={submitting} text={<FormattedMessage {...messages.submit} />} />
    </form>
  );
}
