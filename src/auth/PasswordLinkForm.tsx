import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { absoluteUrl, paths } from '../app/paths.ts';
import { useAuthClient } from './AuthContext.tsx';
import type { AuthError } from './authClient.ts';
import { AuthProblemAlert } from './AuthProblemAlert.tsx';
import styles from './authScreens.module.css';
import { emailProblem } from './authValidation.ts';
import type { EmailProblem } from './authValidation.ts';
import { EmailField } from './EmailField.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useFocusFirstInvalid } from './useFocusFirstInvalid.ts';

const messages = defineMessages({
  submit: {
    id: 'auth.PasswordLinkForm.submit',
    defaultMessage: 'Send link',
    description: 'Button that e-mails a password link',
  },
  sent: {
    id: 'auth.PasswordLinkForm.sent',
    defaultMessage: 'If this e-mail is registered, a link to set your password has been sent.',
    description: 'Alert after asking for a password link; the same whether or not the account exists',
  },
});

/** Refusals that would tell whether the address has an account (an auth service that does not hide it): "sent". */
const ACCOUNT_CODES: ReadonlySet<string> = new Set(['user-not-found', 'disabled-user', 'unverified-user']);
const tellsAboutTheAccount = (error: AuthError | null): boolean => error !== null && ACCOUNT_CODES.has(error.error);

/**
 * One e-mail field that asks for a link to the change-password page (`/forgot-password` and `/first-access`).
 * After the request it always says the same sentence (spec §5), so the page never tells whether an account exists
 * (the service answers an unknown address as a known one); a request the service refused for another reason (it
 * never reached it, too many attempts, a portal address it does not accept) says why, since nothing was sent.
 */
export function PasswordLinkForm() {
  const auth = useAuthClient();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<{ email: EmailProblem | null } | null>(null);
  const [outcome, setOutcome] = useState<'sent' | { error: AuthError | null } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useFocusFirstInvalid(problem);

  const submit = async () => {
    const found = { email: emailProblem(email) };
    setProblem(found);
    setOutcome(null);
    if (found.email) return;
    setSubmitting(true);
    const result = await auth.requestPasswordReset(email.trim(), absoluteUrl(paths.changePassword));
    setSubmitting(false);
    setOutcome(result.isSuccess || tellsAboutTheAccount(result.error) ? 'sent' : { error: result.error });
  };

  if (outcome === 'sent') {
    return (
      <Callout intent="success" role="alert" className={styles.alert}>
        <FormattedMessage {...messages.sent} />
      </Callout>
    );
  }
  return (
    <form ref={formRef} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      {outcome && <AuthProblemAlert error={outcome.error} />}
      <EmailField value={email} onChange={setEmail} problem={problem?.email ?? null} />
      <SubmitButton loading={submitting} text={<FormattedMessage {...messages.submit} />} />
    </form>
  );
}
