/**
 * One provider as the sign-in flow uses it: the address that sends the browser there (with PKCE, a state and, for
 * OpenID Connect, a nonce), and, back at the callback, the account it vouches for. openid-client does the protocol:
 * discovery, the code exchange, the checks of the ID token (signature, issuer, audience, expiry, nonce) and UserInfo.
 */
import { importPKCS8, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import type { GithubSettings, OidcSettings, ProviderSettings } from './providerConfig.ts';

/** The account a provider vouches for, as the sign-in flow needs it. */
export interface ProviderProfile {
  providerUserId: string;
  email: string | null;
  /** Whether the provider says it checked the address is this person's: only then may it reach an existing account. */
  emailVerified: boolean;
  name: string;
  picture: string;
}

/** What the callback needs to finish what `authorizationUrl` started. */
export interface PendingAuthorization {
  state: string;
  codeVerifier: string;
  nonce: string | null;
}

/** Why a callback failed, in hasura-auth's terms (contract §4). */
export class ProviderFlowError extends Error {
  constructor(readonly code: 'oauth-token-echange-failed' | 'oauth-profile-fetch-failed', cause: unknown) {
    super(code, { cause });
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http only to this machine: a provider on loopback (the tests' own); anything else must be https. */
const insecureAllowed = (url: string): boolean => {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname);
};

/** Apple's client secret: a JWT the team's key signs, valid at most six months; made for an hour at a time here. */
async function appleClientSecret(settings: OidcSettings): Promise<string> {
  const key = settings.appleKey;
  if (!key) return settings.clientSecret;
  let pem = key.privateKey.replaceAll('\\n', '\n');
  if (!pem.startsWith('-----BEGIN')) pem = Buffer.from(pem, 'base64').toString('utf8');
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
    .setIssuer(key.teamId).setSubject(settings.clientId).setAudience('https://appleid.apple.com')
    .setIssuedAt().setExpirationTime('1h')
    .sign(await importPKCS8(pem, 'ES256'));
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `email_verified` as providers send it: a boolean, or (Apple) the string "true"; Microsoft's `xms_edov` likewise. */
const verifiedClaim = (claims: Record<string, unknown>): boolean =>
  [claims.email_verified, claims.xms_edov].some((value) => value === true || value === 'true');

export class ProviderClient {
  private configuration: { made: number; value: Promise<oidc.Configuration> } | null = null;

  constructor(readonly settings: ProviderSettings) {}

  get id(): string {
    return this.settings.id;
  }

  /** The provider's configuration, discovered once (again after a failure, and hourly for Apple's secret). */
  private config(): Promise<oidc.Configuration> {
    const fresh = this.configuration && (this.settings.kind !== 'oidc' || !this.settings.appleKey || Date.now() - this.configuration.made < 1_800_000);
    if (this.configuration && fresh) return this.configuration.value;
    const value = this.settings.kind === 'oidc' ? this.discover(this.settings) : Promise.resolve(this.github(this.settings));
    value.catch(() => { if (this.configuration?.value === value) this.configuration = null; });
    this.configuration = { made: Date.now(), value };
    return value;
  }

  private async discover(settings: OidcSettings): Promise<oidc.Configuration> {
    const secret = await appleClientSecret(settings);
    const auth = settings.tokenAuth === 'post' ? oidc.ClientSecretPost(secret) : oidc.ClientSecretBasic(secret);
    return oidc.discovery(new URL(settings.issuer), settings.clientId, undefined, auth, {
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- plain http to loopback only (insecureAllowed)
      execute: insecureAllowed(settings.issuer) ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
  }

  private github(settings: GithubSettings): oidc.Configuration {
    const config = new oidc.Configuration(
      { issuer: new URL(settings.authorizationUrl).origin, authorization_endpoint: settings.authorizationUrl, token_endpoint: settings.tokenUrl },
      settings.clientId, undefined, oidc.ClientSecretPost(settings.clientSecret),
    );
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- plain http to loopback only (insecureAllowed)
    if (insecureAllowed(settings.tokenUrl)) oidc.allowInsecureRequests(config);
    return config;
  }

  /** Where to send the browser, and what to keep for the callback. */
  async authorizationUrl(redirectUri: string, state: string): Promise<{ url: string; pending: PendingAuthorization }> {
    const config = await this.config();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const nonce = this.settings.kind === 'oidc' ? oidc.randomNonce() : null;
    const parameters: Record<string, string> = {
      redirect_uri: redirectUri, scope: this.settings.scopes.join(' '), state,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier), code_challenge_method: 'S256',
      ...(nonce ? { nonce } : {}),
      ...(this.settings.kind === 'oidc' && this.settings.formPost ? { response_mode: 'form_post' } : {}),
    };
    return { url: oidc.buildAuthorizationUrl(config, parameters).href, pending: { state, codeVerifier, nonce } };
  }

  /**
   * The account behind the callback's code: `callback` is the registered redirect URI with the parameters the provider
   * sent (in the query, or in a form POST for Apple), `extras` the rest of such a form (Apple's `user`).
   */
  async profile(callback: URL, pending: PendingAuthorization, extras: Record<string, unknown> = {}): Promise<ProviderProfile> {
    const config = await this.config();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: pending.codeVerifier, expectedState: pending.state,
        ...(pending.nonce ? { expectedNonce: pending.nonce, idTokenExpected: true } : {}),
      });
    } catch (error) {
      throw new ProviderFlowError('oauth-token-echange-failed', error);
    }
    try {
      return this.settings.kind === 'github'
        ? await githubProfile(this.settings, tokens.access_token)
        : await oidcProfile(config, tokens, extras);
    } catch (error) {
      throw new ProviderFlowError('oauth-profile-fetch-failed', error);
    }
  }
}

async function oidcProfile(
  config: oidc.Configuration, tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>, extras: Record<string, unknown>,
): Promise<ProviderProfile> {
  const idToken = tokens.claims();
  if (!idToken) throw new Error('no ID token');
  let claims: Record<string, unknown> = { ...idToken };
  // Many providers (and oidc-provider by default) put the e-mail and name in UserInfo only; its `sub` must match.
  if (config.serverMetadata().userinfo_endpoint && tokens.access_token) {
    const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
    // The address and its verified flag come together, from the ID token when it has one, else from UserInfo.
    const source: Record<string, unknown> = typeof idToken.email === 'string' ? idToken : userInfo;
    claims = { ...userInfo, ...claims, email: source.email, email_verified: source.email_verified, xms_edov: source.xms_edov };
  }
  const email = text(claims.email).trim().toLowerCase() || null;
  // Apple sends the name once, on the first sign-in, beside the code: `user={"name":{"firstName":…,"lastName":…}}`.
  let appleName = '';
  if (typeof extras.user === 'string') {
    try {
      const user = JSON.parse(extras.user) as { name?: { firstName?: string; lastName?: string } };
      appleName = [user.name?.firstName, user.name?.lastName].filter(Boolean).join(' ');
    } catch { /* a name is optional */ }
  }
  const name = text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || appleName;
  return {
    providerUserId: idToken.sub, email, emailVerified: email !== null && verifiedClaim(claims), name, picture: text(claims.picture),
  };
}

/** GitHub is OAuth 2 only: the account from `/user`, its addresses and their verified flags from `/user/emails`. */
async function githubProfile(settings: GithubSettings, accessToken: string): Promise<ProviderProfile> {
  const get = async (url: string): Promise<unknown> => {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/vnd.github+json', 'user-agent': 'investor-portal' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  };
  const user = (await get(settings.userProfileUrl)) as { id?: number | string; name?: string; login?: string; avatar_url?: string };
  if (user.id === undefined) throw new Error('GitHub sent no user id');
  const emails = (await get(settings.userEmailsUrl)) as { email?: string; verified?: boolean; primary?: boolean }[];
  const usable = Array.isArray(emails) ? emails.filter((e) => typeof e.email === 'string') : [];
  const chosen = usable.find((e) => e.primary && e.verified) ?? usable.find((e) => e.verified) ?? usable.find((e) => e.primary) ?? usable.at(0);
  return {
    providerUserId: String(user.id),
    email: chosen?.email?.trim().toLowerCase() ?? null,
    emailVerified: chosen?.verified === true,
    name: text(user.name) || text(user.login),
    picture: text(user.avatar_url),
  };
}
