/**
 * The shortest password the auth service accepts unless `AUTH_PASSWORD_MIN_LENGTH` says otherwise (ASVS 2.1.1:
 * 12). The portal shows it as a hint before a new password is sent, so the rule a user reads is the rule applied.
 */
export const DEFAULT_PASSWORD_MIN_LENGTH = 12;
