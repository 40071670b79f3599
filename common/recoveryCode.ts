/**
 * The form of a two-step verification recovery code (server/auth/recoveryCodes.ts), shared by the service, which
 * hashes a code in this form, and the portal, which checks a typed code before sending it: 10 characters of
 * Crockford's base32, shown as `XXXXX-XXXXX`.
 */
const NORMALISED = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/**
 * A code as typed, in the form it is hashed: upper case, without spaces or dashes, with the letters Crockford reads as
 * digits (O as 0, I and L as 1); null when it cannot be a recovery code.
 */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return NORMALISED.test(code) ? code : null;
}

/** What the `otp` of a sign-in's second step holds: 6 digits are the app's code, anything else a recovery code. */
export const isTotpCode = (otp: string): boolean => /^\d{6}$/.test(otp.replace(/\s/g, ''));
