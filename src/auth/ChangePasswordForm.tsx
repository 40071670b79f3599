import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
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
  const [alert, setAlert] = useState<'failed' | 'network' | null>(null);
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
    else setAlert(isNetworkError(error) ? 'network' : 'failed');
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      {alert && (
        <Callout intent="danger" role="alert" className={styles.alert}>
          <FormattedMessage {...(alert === 'network' ? authMessages.network : messages.failed)} />
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
