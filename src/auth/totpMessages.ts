import { defineMessages } from 'react-intl';

/** What a one-time code field says wherever one is asked (the sign-in's second step, the profile's enrolment). */
export const totpMessages = defineMessages({
  required: {
    id: 'auth.totp.required',
    defaultMessage: 'Enter the 6 digits of the code',
    description: 'A one-time code field is empty or not 6 digits',
  },
  wrongCode: {
    id: 'auth.totp.wrongCode',
    defaultMessage: 'That code is not right. Codes change every 30 seconds: enter the one your app shows now.',
    description: 'The auth service refused the one-time code (invalid-totp)',
  },
  wrongRecoveryCode: {
    id: 'auth.totp.wrongRecoveryCode',
    defaultMessage: 'That recovery code is not right, or it was already used. Check it, or try another of your codes.',
    description: 'The auth service refused a recovery code (invalid-totp)',
  },
});

/** A code as typed, spaces taken out; valid when it is 6 digits. */
export function typedCode(value: string): { code: string; valid: boolean } {
  const code = value.replace(/\s/g, '');
  return { code, valid: /^\d{6}$/.test(code) };
}
