import { DEFAULT_PASSWORD_MIN_LENGTH } from '../../common/passwordRule.ts';
import type { SmtpConfig } from './mail/smtpSender.ts';
import { providersFromEnv, type ProviderSettings } from './providers/providerConfig.ts';
import { loopbackAliases } from '../http/requestOrigin.ts';

/**
 * The auth service's settings, from the environment with Nhost's variable names (contract §6), parsed once at
 * start. Defaults are hasura-auth's except where the issue asks for more (a 12-character minimum password) and
 * where the portal needs its role (`investor` may be a default role).
 */
export interface AuthConfig {
  /** `AUTH_ACCESS_TOKEN_EXPIRES_IN`, seconds. */
  accessTokenExpiresIn: number;
  /** `AUTH_REFRESH_TOKEN_EXPIRES_IN`, seconds. */
  refreshTokenExpiresIn: number;
  /**
   * `AUTH_REFRESH_TOKEN_REUSE_GRACE` (ours), seconds: a rotated refresh token still works this long, so two tabs
   * refreshing at once both stay signed in; used later, it revokes its whole session.
   */
  refreshTokenReuseGrace: number;
  /** `AUTH_EMAIL_SIGNIN_EMAIL_VERIFIED_REQUIRED`. */
  emailVerifiedRequired: boolean;
  /** `AUTH_PASSWORD_MIN_LENGTH` (ASVS 2.1.1: 12). */
  passwordMinLength: number;
  /**
   * `AUTH_PASSWORD_CHANGE_SIGNIN_MAX_AGE` (ours), seconds: a signed-in password change needs a session that began this
   * recently (recentSignIn.ts; ASVS 2.1.6).
   */
  passwordChangeSignInMaxAge: number;
  /** `AUTH_USER_DEFAULT_ROLE`. */
  defaultRole: string;
  /** `AUTH_USER_DEFAULT_ALLOWED_ROLES`, with the default role added as hasura-auth adds it. */
  defaultAllowedRoles: string[];
  /**
   * `AUTH_CLIENT_URL`: the default `redirectTo`, always allowed, and where errors go without one. Unset, this
   * server's own address (`http://localhost:PORT`).
   */
  clientUrl: string;
  /**
   * Whether `AUTH_CLIENT_URL` was unset, so `clientUrl` is this server's own address, which a request may have
   * reached under another loopback name (requestUrls.ts, Note [The address a request may pick]).
   */
  clientUrlFromRequest: boolean;
  /** `AUTH_SERVER_URL`: the public base of this API, for the links in e-mails. Unset, this server's own `/v1/auth`. */
  serverUrl: string;
  /** Whether `AUTH_SERVER_URL` was unset (as `clientUrlFromRequest`). */
  serverUrlFromRequest: boolean;
  /** `AUTH_ACCESS_CONTROL_ALLOWED_REDIRECT_URLS`: globs a `redirectTo` may match besides the client URL. */
  allowedRedirectUrls: string[];
  /** `AUTH_LOCALE_DEFAULT` and `AUTH_LOCALE_ALLOWED_LOCALES` (two letters, as `auth.users.locale`). */
  localeDefault: string;
  allowedLocales: string[];
  /** `AUTH_DISABLE_SIGNUP`: no new accounts (403 `signup-disabled`); existing users still sign in. */
  signupDisabled: boolean;
  /** `AUTH_EMAIL_PASSWORDLESS_ENABLED`: magic links by e-mail (off by default, as in hasura-auth). */
  passwordlessEmailEnabled: boolean;
  /**
   * `AUTH_MFA_ENABLED` and `AUTH_MFA_TOTP_ISSUER`: TOTP as a second factor. On by default here, as the portal's
   * project turns it on (nhost.toml `[auth.totp]`), where hasura-auth's own default is off; each user chooses.
   */
  mfaEnabled: boolean;
  mfaTotpIssuer: string;
  /** `AUTH_WEBAUTHN_*`: passkeys (passkeys/passkeyRoutes.ts). */
  webauthn: WebauthnConfig;
  /** `AUTH_ANONYMOUS_USERS_ENABLED`: `/signin/anonymous` (off by default, as in hasura-auth). */
  anonymousUsersEnabled: boolean;
  /** `AUTH_SMTP_*`: real e-mail when a host is set; otherwise the local mailbox. */
  smtp: SmtpConfig | null;
  /** `AUTH_SMS_*`: sign-in with a code sent by SMS (smsSignIn.ts). */
  sms: SmsConfig;
  /** `AUTH_RATE_LIMIT_*` (hasura-auth's names); on by default here, unlike hasura-auth. */
  rateLimit: RateLimitConfig;
  /** `AUTH_PROVIDER_<NAME>_*`: the enabled sign-in providers (providers/providerConfig.ts). */
  providers: ProviderSettings[];
}

/**
 * The relying party passkeys are made for. On by default here (hasura-auth's default is off), as the portal offers
 * passkeys; the RP ID defaults to the client URL's host name and the origins to the client URL's, under each of its
 * loopback names when it is this server's own default (a browser refuses an IP address as an RP ID, so a portal
 * opened at 127.0.0.1 has no passkeys, and says so).
 */
export interface WebauthnConfig {
  /** `AUTH_WEBAUTHN_ENABLED`. */
  enabled: boolean;
  /** `AUTH_WEBAUTHN_RP_NAME`: the name the browser shows in its passkey dialog. */
  rpName: string;
  /** `AUTH_WEBAUTHN_RP_ID`: the domain passkeys are bound to. */
  rpId: string;
  /** `AUTH_WEBAUTHN_RP_ORIGINS`: the page origins a ceremony may come from (comma-separated). */
  origins: string[];
  /** `AUTH_WEBAUTHN_ATTESTATION_TIMEOUT`, milliseconds: how long the browser and the server wait for the user. */
  timeoutMs: number;
}

/**
 * Sign-in with a one-time code by SMS. On by default here (hasura-auth's default is off), as the portal offers it;
 * with no provider the messages go to the local SMS sink beside the mailbox, read by this machine's operator only.
 */
export interface SmsConfig {
  /** `AUTH_SMS_PASSWORDLESS_ENABLED`: `/signin/passwordless/sms` and `/otp`; otherwise 409 `disabled-endpoint`. */
  passwordlessEnabled: boolean;
  /**
   * `AUTH_SMS_PROVIDER` = `twilio` with `AUTH_SMS_TWILIO_ACCOUNT_SID`, `AUTH_SMS_TWILIO_AUTH_TOKEN` and
   * `AUTH_SMS_TWILIO_MESSAGING_SERVICE_ID` (hasura-auth's names), and `AUTH_SMS_TWILIO_API_URL` (ours: Twilio's API
   * base, another for a test). Unset (or `dev`, hasura-auth's console sender): null, the local sink.
   */
  twilio: TwilioConfig | null;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A Messaging Service SID (`MG…`), or a sender phone number. */
  messagingServiceId: string;
  apiUrl: string;
}

export interface RateLimit {
  burst: number;
  intervalSeconds: number;
}

export interface RateLimitConfig {
  enabled: boolean;
  /** Per IP, on every endpoint that checks a secret or sends mail. */
  global: RateLimit;
  /** Per e-mail address on sign-in, reset and verification requests (the IP meets the global limit). */
  bruteForce: RateLimit;
  /** Per IP on sign-up. */
  signups: RateLimit;
  /** Per IP, and per phone number, on the requests that send an SMS (`AUTH_RATE_LIMIT_SMS_*`). */
  sms: RateLimit;
  /**
   * Per IP on `/token` (`AUTH_RATE_LIMIT_REFRESH_*`, ours: hasura-auth counts it in its global limit): 300 a minute, far
   * above what an office behind one address refreshes (one call per tab every ~14 minutes, and one per page load).
   */
  refresh: RateLimit;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, problems: string[]): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) problems.push(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  problems.push(`${name} must be true or false, got "${raw}"`);
  return fallback;
}

function limit(env: NodeJS.ProcessEnv, name: string, burst: number, interval: number, problems: string[]): RateLimit {
  return {
    burst: wholeNumber(env, `AUTH_RATE_LIMIT_${name}_BURST`, burst, problems),
    intervalSeconds: wholeNumber(env, `AUTH_RATE_LIMIT_${name}_INTERVAL`, interval, problems),
  };
}

const list = (value: string | undefined): string[] => (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);

function smsConfig(env: NodeJS.ProcessEnv, problems: string[]): SmsConfig {
  const passwordlessEnabled = flag(env, 'AUTH_SMS_PASSWORDLESS_ENABLED', true, problems);
  const provider = env.AUTH_SMS_PROVIDER?.trim().toLowerCase() ?? '';
  if (provider !== '' && provider !== 'twilio' && provider !== 'dev') {
    problems.push(`AUTH_SMS_PROVIDER must be twilio (or dev, or unset, for the local SMS sink), got "${provider}"`);
  }
  if (provider !== 'twilio') return { passwordlessEnabled, twilio: null };
  const accountSid = env.AUTH_SMS_TWILIO_ACCOUNT_SID?.trim() ?? '';
  const authToken = env.AUTH_SMS_TWILIO_AUTH_TOKEN?.trim() ?? '';
  const messagingServiceId = env.AUTH_SMS_TWILIO_MESSAGING_SERVICE_ID?.trim() ?? '';
  if (!accountSid || !authToken || !messagingServiceId) {
    problems.push('AUTH_SMS_PROVIDER=twilio needs AUTH_SMS_TWILIO_ACCOUNT_SID, AUTH_SMS_TWILIO_AUTH_TOKEN and AUTH_SMS_TWILIO_MESSAGING_SERVICE_ID');
  }
  const apiUrl = env.AUTH_SMS_TWILIO_API_URL?.trim().replace(/\/+$/, '') || 'https://api.twilio.com';
  if (!/^https?:\/\/[^/]/.test(apiUrl)) problems.push('AUTH_SMS_TWILIO_API_URL must start with http:// or https://');
  return { passwordlessEnabled, twilio: { accountSid, authToken, messagingServiceId, apiUrl } };
}

function webauthnConfig(env: NodeJS.ProcessEnv, clientUrl: string, problems: string[]): WebauthnConfig {
  let client: URL | null = null;
  try {
    client = new URL(clientUrl);
  } catch {
    // AUTH_CLIENT_URL's own problem is reported where it is used.
  }
  const configured = list(env.AUTH_WEBAUTHN_RP_ORIGINS);
  return {
    enabled: flag(env, 'AUTH_WEBAUTHN_ENABLED', true, problems),
    rpName: env.AUTH_WEBAUTHN_RP_NAME?.trim() || 'Investor Portal',
    rpId: env.AUTH_WEBAUTHN_RP_ID?.trim() || client?.hostname || 'localhost',
    origins: configured.length > 0 ? configured : client === null ? [] : loopbackAliases(client.origin),
    timeoutMs: wholeNumber(env, 'AUTH_WEBAUTHN_ATTESTATION_TIMEOUT', 60_000, problems),
  };
}

/** Parses the AUTH_* variables; returns the problems instead of throwing, for the caller to report with others. */
export function authConfigFromEnv(env: NodeJS.ProcessEnv, problems: string[], publicUrl = 'http://localhost:1337'): AuthConfig {
  const defaultRole = env.AUTH_USER_DEFAULT_ROLE?.trim() || 'investor';
  const listed = (env.AUTH_USER_DEFAULT_ALLOWED_ROLES ?? 'me,user').split(',').map((r) => r.trim()).filter(Boolean);
  return {
    accessTokenExpiresIn: wholeNumber(env, 'AUTH_ACCESS_TOKEN_EXPIRES_IN', 900, problems),
    refreshTokenExpiresIn: wholeNumber(env, 'AUTH_REFRESH_TOKEN_EXPIRES_IN', 2_592_000, problems),
    refreshTokenReuseGrace: wholeNumber(env, 'AUTH_REFRESH_TOKEN_REUSE_GRACE', 30, problems),
    emailVerifiedRequired: flag(env, 'AUTH_EMAIL_SIGNIN_EMAIL_VERIFIED_REQUIRED', true, problems),
    passwordMinLength: wholeNumber(env, 'AUTH_PASSWORD_MIN_LENGTH', DEFAULT_PASSWORD_MIN_LENGTH, problems),
    passwordChangeSignInMaxAge: wholeNumber(env, 'AUTH_PASSWORD_CHANGE_SIGNIN_MAX_AGE', 300, problems),
    defaultRole,
    defaultAllowedRoles: listed.includes(defaultRole) ? listed : [...listed, defaultRole],
    clientUrl: env.AUTH_CLIENT_URL?.trim() || publicUrl,
    clientUrlFromRequest: !env.AUTH_CLIENT_URL?.trim(),
    serverUrl: env.AUTH_SERVER_URL?.trim() || `${publicUrl}/v1/auth`,
    serverUrlFromRequest: !env.AUTH_SERVER_URL?.trim(),
    allowedRedirectUrls: list(env.AUTH_ACCESS_CONTROL_ALLOWED_REDIRECT_URLS),
    signupDisabled: flag(env, 'AUTH_DISABLE_SIGNUP', false, problems),
    passwordlessEmailEnabled: flag(env, 'AUTH_EMAIL_PASSWORDLESS_ENABLED', false, problems),
    mfaEnabled: flag(env, 'AUTH_MFA_ENABLED', true, problems),
    mfaTotpIssuer: env.AUTH_MFA_TOTP_ISSUER?.trim() || 'Investor Portal',
    anonymousUsersEnabled: flag(env, 'AUTH_ANONYMOUS_USERS_ENABLED', false, problems),
    webauthn: webauthnConfig(env, env.AUTH_CLIENT_URL?.trim() || publicUrl, problems),
    smtp: env.AUTH_SMTP_HOST?.trim() ? {
      host: env.AUTH_SMTP_HOST.trim(),
      port: wholeNumber(env, 'AUTH_SMTP_PORT', 587, problems),
      secure: flag(env, 'AUTH_SMTP_SECURE', false, problems),
      user: env.AUTH_SMTP_USER?.trim() || null,
      pass: env.AUTH_SMTP_PASS ?? null,
      sender: env.AUTH_SMTP_SENDER?.trim() || 'noreply@localhost',
    } : null,
    sms: smsConfig(env, problems),
    rateLimit: {
      enabled: flag(env, 'AUTH_RATE_LIMIT_ENABLE', true, problems),
      global: limit(env, 'GLOBAL', 100, 60, problems),
      bruteForce: limit(env, 'BRUTE_FORCE', 10, 300, problems),
      signups: limit(env, 'SIGNUPS', 10, 300, problems),
      refresh: limit(env, 'REFRESH', 300, 60, problems),
      sms: limit(env, 'SMS', 10, 3600, problems),
    },
    providers: providersFromEnv(env, problems),
    localeDefault: env.AUTH_LOCALE_DEFAULT?.trim() || 'pt',
    allowedLocales: env.AUTH_LOCALE_ALLOWED_LOCALES ? list(env.AUTH_LOCALE_ALLOWED_LOCALES) : ['pt', 'en'],
  };
}
