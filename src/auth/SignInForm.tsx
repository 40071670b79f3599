import { Checkbox } from '@blueprintjs/core';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { useAuthClient } from './AuthContext.tsx';
import type { AuthError } from './authClient.ts';
import { authMessages } from './authMessages.ts';
import { AuthProblemAlert } from './AuthProblemAlert.tsx';
import { emailProblem } from './authValidation.ts';
import type { EmailProblem } from './authValidation.ts';
import { EmailField } from './EmailField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { readRememberedEmail, rememberEmail } from './rememberedSignIn.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { TotpCodeForm } from './TotpCodeForm.tsx';
import { useFocusFirstInvalid } from './useFocusFirstInvalid.ts';

const messages = defineMessages({
  password: { id: 'auth.SignInForm.password', defaultMessage: 'Password', description: 'Label of the password field' },
  rememberMe: {
    id: 'auth.SignInForm.rememberMe',
    defaultMessage: 'Remember me',
    description: 'Checkbox: keep the e-mail for the next visit',
  },
  submit: { id: 'auth.SignInForm.submit', defaultMessage: 'Log in', description: 'Button that signs in' },
});

interface Problems { email: EmailProblem | null; password: 'required' | null }

export interface SignInFormProps {
  /** The e-mail to start with (coming back from the verification notice); else the remembered one. */
  initialEmail?: string;
  /** The account exists but its e-mail is not verified yet: the screen shows the notice instead of the form. */
  onNeedsVerification: (email: string) => void;
}

/** E-mail, password and remember-me; on success the remember-me record is saved and the user goes to /app. */
export function SignInForm({ initialEmail, onNeedsVerification }: SignInFormProps) {
  const intl = useIntl();
  const auth = useAuthClient();
  const navigate = useNavigate();
  const [remembered] = useState(readRememberedEmail);
  const [email, setEmail] = useState(initialEmail ?? remembered ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(remembered !== null);
  const [problems, setProblems] = useState<Problems | null>(null);
  // The refusal shown above the form; `{ error: null }` is a refusal without an error object.
  const [refusal, setRefusal] = useState<{ error: AuthError | null } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The password was right and the account asks for a code: the ticket of that second step.
  const [mfaTicket, setMfaTicket] = useState<string | null>(null);
  const formRef = useFocusFirstInvalid(problems);
  const signedIn = (address: string) => {
    rememberEmail(rememberMe ? address : null);
    void navigate(paths.app);
  };

  const submit = async () => {
    const found: Problems = { email: emailProblem(email), password: password === '' ? 'required' : null };
    setProblems(found);
    setRefusal(null);
    if (found.email || found.password) return;
    setSubmitting(true);
    const address = email.trim();
    const result = await auth.signIn(address, password);
    setSubmitting(false);
    if (result.isSuccess) {
      signedIn(address);
    } else if (result.mfaTicket) {
      setMfaTicket(result.mfaTicket);
    } else if (result.needsEmailVerification) {
      onNeedsVerification(address);
    } else {
      // Spec §4: on failure the remembered e-mail is left as it was.
      setRefusal({ error: result.error });
    }
  };

  if (mfaTicket !== null) {
    return (
      <TotpCodeForm
        ticket={mfaTicket}
        onSignedIn={() => { signedIn(email.trim()); }}
        onBack={() => { setMfaTicket(null); setPassword(''); }}
      />
    );
  }
  return (
    <form ref={formRef} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      {refusal && <AuthProblemAlert error={refusal.error} />}
      {/* `webauthn`: the browser also lists its passkeys for the portal under this field (PasskeySignIn). */}
      <EmailField value={email} onChange={setEmail} problem={problems?.email ?? null} autoComplete="username webauthn" />
      <PasswordField
        label={<FormattedMessage {...messages.password} />}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={problems?.password && <FormattedMessage {...authMessages.passwordRequired} />}
      />
      <Checkbox
        checked={rememberMe}
        label={intl.formatMessage(messages.rememberMe)}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          setRememberMe(checked);
          // Unchecking forgets the address at once (a shared computer); checking saves it only after a sign-in.
          if (!checked) rememberEmail(null);
        }}
      />
      <SubmitButton loading={submitting} text={<FormattedMessage {...messages.submit} />} />
    </form>
  );
}
