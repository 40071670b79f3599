/**
 * What every auth route shares: issuing a session, the checks before one is issued, reading the caller from a
 * Bearer token, and sending the e-mails with links back to `/verify`.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isRecord } from '../../common/isRecord.ts';
import type { Db } from '../db/driver.ts';
import type { JwtSecretConfig } from '../engine/permissions/jwtSecret.ts';
import type { AccessTokenSigner } from './accessToken.ts';
import type { AuthConfig } from './authConfig.ts';
import { AuthError } from './authErrors.ts';
import type { MailSender } from './mail/mailbox.ts';
import { renderMail, type MailKind } from './mail/templates.ts';
import { Passwords } from './passwords.ts';
import { RefreshTokens, type IssuedToken } from './refreshTokens.ts';
import { requestUrls, type RequestUrls } from './requestUrls.ts';
import type { SmsSender } from './sms/smsSink.ts';
import { createTicket, type TicketKind } from './tickets.ts';
import { userJson, type UserRecord } from './users.ts';

export interface AuthServiceOptions {
  db: Db;
  config: AuthConfig;
  signer: AccessTokenSigner;
  /** The engine's JWT configuration: Bearer tokens are checked exactly as `/v1/graphql` checks them. */
  jwt: JwtSecretConfig;
  mail: MailSender;
  /** Where sign-in codes by SMS go (Twilio, or the local sink); none: `/signin/passwordless/sms` cannot send. */
  sms?: SmsSender;
  version: string;
}

export interface NewUserOptions {
  allowedRoles: string[];
  defaultRole: string;
  redirectTo: string;
  locale: string;
  displayName: string;
  metadata: Record<string, unknown>;
}

/** The caller of a Bearer request: the user and the session (refresh-token family) the token was issued for. */
export interface Caller {
  userId: string;
  sessionId: string | null;
}

const LINK_TYPES: Readonly<Record<Exclude<TicketKind, 'mfaTotp'>, { link: string; mail: MailKind; ttl: number }>> = {
  verifyEmail: { link: 'emailVerify', mail: 'email-verify', ttl: 30 * 24 * 3600 },
  // Stricter than hasura-auth's hour: a reset link works once, within 10 minutes.
  passwordReset: { link: 'passwordReset', mail: 'password-reset', ttl: 600 },
  emailConfirmChange: { link: 'emailConfirmChange', mail: 'email-confirm-change', ttl: 3600 },
  passwordlessEmail: { link: 'signinPasswordless', mail: 'signin-passwordless', ttl: 600 },
};

export class AuthService {
  readonly passwords = new Passwords();
  readonly refreshTokens: RefreshTokens;

  constructor(readonly options: AuthServiceOptions) {
    this.refreshTokens = new RefreshTokens(options.db, options.config.refreshTokenExpiresIn, options.config.refreshTokenReuseGrace);
  }

  get db(): Db {
    return this.options.db;
  }

  get config(): AuthConfig {
    return this.options.config;
  }

  /** A session as the client stores it (contract §2.2), in a new family or continuing `token`'s. */
  async session(user: UserRecord, token?: IssuedToken) {
    const issued = token ?? (await this.refreshTokens.issue(user.id));
    const accessToken = await this.options.signer.sign(user, issued.family);
    return {
      accessToken, accessTokenExpiresIn: this.options.signer.expiresIn,
      refreshToken: issued.refreshToken, refreshTokenId: issued.refreshTokenId, user: userJson(user, true),
    };
  }

  /** The checks every way into a session makes, after the credentials are known to be right. */
  admit(user: UserRecord): void {
    if (user.disabled) throw new AuthError('disabled-user');
    if (this.config.emailVerifiedRequired && user.email !== null && !user.isAnonymous && !user.emailVerified) {
      throw new AuthError('unverified-user');
    }
  }

  /** A sign-in whose credentials were right: the checks of `admit`, then the user's `last_seen` is now. */
  async admitSignIn(user: UserRecord): Promise<void> {
    this.admit(user);
    await this.db.query('UPDATE auth.users SET last_seen = now() WHERE id = $1::uuid', [user.id]);
  }

  /** Whether a sign-in of `user` needs the authenticator app's code before a session (TOTP on, for this user). */
  needsTotp(user: UserRecord): boolean {
    return this.config.mfaEnabled && user.activeMfaType === 'totp';
  }

  async caller(request: FastifyRequest): Promise<Caller> {
    const header = request.headers.authorization;
    const token = typeof header === 'string' && /^Bearer /i.test(header) ? header.slice(7).trim() : '';
    if (!token) throw new AuthError('unauthenticated-user');
    try {
      const payload = await this.options.jwt.verify(token);
      if (typeof payload.sub !== 'string') throw new Error('no subject');
      return { userId: payload.sub, sessionId: typeof payload.sid === 'string' ? payload.sid : null };
    } catch {
      throw new AuthError('unauthenticated-user');
    }
  }

  /** The client and server URLs as `request` sees them, and its redirect allow-list (requestUrls.ts). */
  urls(request: FastifyRequest): RequestUrls {
    return requestUrls(this.config, request);
  }

  /** A `redirectTo` from a request: the client URL when absent, refused when not on the allow-list. */
  redirectTo(value: unknown, urls: RequestUrls): string {
    if (value === undefined || value === null || value === '') return urls.clientUrl;
    if (typeof value !== 'string' || !urls.redirectAllowed(value)) throw new AuthError('redirectTo-not-allowed');
    return value;
  }

  /** The sign-up options every way of creating a user accepts (contract §3.1), checked against the configuration. */
  newUserOptions(email: string, options: Record<string, unknown>, urls: RequestUrls): NewUserOptions {
    const config = this.config;
    const allowedRoles = Array.isArray(options.allowedRoles) ? options.allowedRoles.map(String) : config.defaultAllowedRoles;
    if (allowedRoles.some((role) => !config.defaultAllowedRoles.includes(role))) throw new AuthError('role-not-allowed');
    const defaultRole = typeof options.defaultRole === 'string' ? options.defaultRole : config.defaultRole;
    if (!allowedRoles.includes(defaultRole)) throw new AuthError('default-role-must-be-in-allowed-roles');
    return {
      allowedRoles, defaultRole,
      redirectTo: this.redirectTo(options.redirectTo, urls),
      locale: typeof options.locale === 'string' && config.allowedLocales.includes(options.locale) ? options.locale : config.localeDefault,
      displayName: typeof options.displayName === 'string' && options.displayName.trim() ? options.displayName.trim() : email,
      metadata: isRecord(options.metadata) ? options.metadata : {},
    };
  }

  /**
   * Stores a ticket of `kind` for the user and e-mails the `/verify` link that spends it, on the server URL of `urls`,
   * to the user's address or to `to` (a new address being confirmed).
   */
  async sendTicket(
    urls: RequestUrls, user: UserRecord, kind: Exclude<TicketKind, 'mfaTotp'>, redirectTo: string, to: string | null = user.email,
  ): Promise<void> {
    if (to === null) return;
    const spec = LINK_TYPES[kind];
    const ticket = await createTicket(this.db, user.id, kind, spec.ttl);
    const link = `${urls.serverUrl}/verify?${new URLSearchParams({ ticket, type: spec.link, redirectTo }).toString()}`;
    await this.options.mail.send(to, renderMail(spec.mail, user.locale, { link, displayName: user.displayName, email: to }));
  }
}

/** hasura-auth's default avatar: Gravatar's blank image for the address (contract §6). */
export const gravatarUrl = (email: string): string =>
  `https://www.gravatar.com/avatar/${createHash('md5').update(email.trim().toLowerCase()).digest('hex')}?d=blank&r=g`;
