import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { absoluteUrl, paths } from '../app/paths.ts';
import { useAuthClient } from './AuthContext.tsx';
import { EmailField } from './EmailField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { SignUpAlert } from './SignUpAlert.tsx';
import type { SignUpRefusal } from './SignUpAlert.tsx';
import { checkSignUp, EMPTY_SIGN_UP, hasProblems, placeSignUpRefusal } from './signUpProblems.ts';
import type { SignUpProblems, SignUpValues } from './signUpProblems.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { TextField } from './TextField.tsx';
import { useFocusFirstInvalid } from './useFocusFirstInvalid.ts';

const messages = defineMessages({
  firstName: {
    id: 'auth.SignUpForm.firstName',
    defaultMessage: 'First name',
    description: 'Label of the first-name field',
  },
  lastName: {
    id: 'auth.SignUpForm.lastName',
    defaultMessage: 'Last name',
    description: 'Label of the last-name field',
  },
  nameRequired: {
    id: 'auth.SignUpForm.nameRequired',
    defaultMessage: 'Name is required',
    description: 'Error under an empty first name',
  },
  lastNameRequired: {
    id: 'auth.SignUpForm.lastNameRequired',
    defaultMessage: 'Last name is required',
    description: 'Error under an empty last name',
  },
  password: {
    id: 'auth.SignUpForm.password',
    defaultMessage: 'Password',
    description: 'Label of the new password field',
  },
  submit: { id: 'auth.SignUpForm.submit', defaultMessage: 'Sign up', description: 'Button that creates the account' },
});

/** The sign-up fields; what was typed stays on every error, and nothing is sent until the form is valid. */
export function SignUpForm({ onCheckMailbox }: { onCheckMailbox: (email: string) => void }) {
  const auth = useAuthClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // An invite's e-mail links here with the invited address (`?email=`), so the new account is the invited one.
  const [values, setValues] = useState(() => ({ ...EMPTY_SIGN_UP, email: searchParams.get('email') ?? '' }));
  const [problems, setProblems] = useState<SignUpProblems | null>(null);
  const [refusal, setRefusal] = useState<SignUpRefusal | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useFocusFirstInvalid(problems);
  const field = (key: keyof SignUpValues) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
  };

  const submit = async () => {
    const found = checkSignUp(values);
    setProblems(found);
    setRefusal(null);
    if (hasProblems(found)) return;
    setSubmitting(true);
    const email = values.email.trim();
    const result = await auth.signUp({
      email,
      password: values.password,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      redirectTo: absoluteUrl(paths.signIn),
    });
    setSubmitting(false);
    if (result.isSuccess) void navigate(paths.app);
    else if (result.needsEmailVerification) onCheckMailbox(email);
    else {
      const placed = placeSignUpRefusal(result.error);
      if ('refusal' in placed) setRefusal(placed.refusal);
      else setProblems(placed.problems);
    }
  };

  const nameField = (key: 'firstName' | 'lastName', autoComplete: string, required: MessageDescriptor) => (
    <TextField
      label={<FormattedMessage {...messages[key]} />}
      autoComplete={autoComplete}
      value={values[key]}
      onChange={field(key)}
      error={problems?.[key] ? <FormattedMessage {...required} /> : null}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      {refusal && <SignUpAlert refusal={refusal} />}
      {nameField('firstName', 'given-name', messages.nameRequired)}
      {nameField('lastName', 'family-name', messages.lastNameRequired)}
      <EmailField value={values.email} onChange={field('email')} problem={problems?.email ?? null} />
      <NewPasswordFields
        passwordLabel={<FormattedMessage {...messages.password} />}
        password={values.password}
        confirm={values.confirm}
        onPasswordChange={field('password')}
        onConfirmChange={field('confirm')}
        problem={problems?.password ?? null}
        mismatch={problems?.mismatch ?? false}
      />
      <SubmitButton loading={submitting} text={<FormattedMessage {...messages.submit} />} />
    </form>
  );
}
