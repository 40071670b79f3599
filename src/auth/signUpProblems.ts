import type { AuthError } from './authClient.ts';
import {
  emailProblem, isAlreadyRegistered, newPasswordProblem, passwordRuleProblem,
} from './authValidation.ts';
import type { EmailProblem, PasswordProblem } from './authValidation.ts';
import type { SignUpRefusal } from './SignUpAlert.tsx';

export const EMPTY_SIGN_UP = { firstName: '', lastName: '', email: '', password: '', confirm: '' };
export type SignUpValues = typeof EMPTY_SIGN_UP;

/** What is wrong with each field of the sign-up form; `mismatch` is the password and its confirmation differing. */
export interface SignUpProblems {
  firstName: boolean;
  lastName: boolean;
  email: EmailProblem | null;
  password: PasswordProblem | null;
  mismatch: boolean;
}

export const NO_PROBLEMS: SignUpProblems = {
  firstName: false, lastName: false, email: null, password: null, mismatch: false,
};

/** The checks made before anything is sent (spec §5); the form is sent only when all pass. */
export function checkSignUp(values: SignUpValues): SignUpProblems {
  return {
    firstName: values.firstName.trim() === '',
    lastName: values.lastName.trim() === '',
    email: emailProblem(values.email),
    password: newPasswordProblem(values.password),
    mismatch: values.password !== values.confirm,
  };
}

export function hasProblems(problems: SignUpProblems): boolean {
  return Object.values(problems).some(Boolean);
}

/**
 * Where a refused sign-up is explained (spec §8): a refusal the user can fix in one field goes to that field (the
 * password rule, an address the client found malformed); anything else is an alert above the form that says what
 * the service answered (not "invalid credentials" for a sign-up the server refused for another reason).
 */
export function placeSignUpRefusal(error: AuthError | null): { problems: SignUpProblems } | { refusal: SignUpRefusal } {
  if (!error) return { refusal: { error } };
  const rule = passwordRuleProblem(error);
  if (rule) return { problems: { ...NO_PROBLEMS, password: rule } };
  if (error.error === 'invalid-email') return { problems: { ...NO_PROBLEMS, email: 'invalid' } };
  if (isAlreadyRegistered(error)) return { refusal: 'registered' };
  return { refusal: { error } };
}
