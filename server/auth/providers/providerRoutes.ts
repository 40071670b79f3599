/**
 * Sign-in by a provider (contract §3.2): `GET /signin/provider/{provider}` sends the browser to the provider, and
 * `/signin/provider/{provider}/callback` (GET, or a form POST for Apple) brings it back, signed in: 302 to
 * `redirectTo?refreshToken=…&type=signinProvider`, which nhost-js reads on start, or to `redirectTo?error=…&
 * errorDescription=…`. Also `GET /providers` (ours): the enabled providers, for the portal's buttons.
 *
 * As hasura-auth: a `redirectTo` off the allow-list is a JSON 400; a provider that is not enabled (or unknown) is a
 * redirect with `error=disabled-endpoint`; an error from the provider comes back as `oauth-provider-error` with the
 * provider's own `provider_error`, `provider_error_description` and `provider_error_url`; `connect=<access token>`
 * links the provider to that signed-in user instead of signing in.
 *
 * Unlike hasura-auth, whose state is a signed JWT good for a minute, the sign-in is kept in `auth.provider_requests`
 * (the Node-era table) for 10 minutes: its id is the OAuth state, its options hold the sign-up options, the PKCE
 * verifier and the nonce, and the callback spends it, so a state works once. A cookie holding the state ties the
 * callback to the browser that started the sign-in: a callback URL someone else started (login CSRF: signing the
 * victim into the attacker's account) is refused as `invalid-state`.
 *
 * Note [A provider does not skip the second factor]
 * hasura-auth signs a user in by a provider alone, even one who turned on an authenticator app, so whoever holds
 * their account at the provider would never meet the code. Here such a user comes back with `mfaTicket=mfaTotp:…`
 * instead of a refresh token: the portal asks for the code and spends the ticket at `/signin/mfa/totp`, as after a
 * password (nhost-js reads neither, so it simply starts signed out).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRecord } from '../../../common/isRecord.ts';
import { AuthError, type AuthErrorCode } from '../authErrors.ts';
import type { AuthService } from '../authService.ts';
import { mfaChallenge } from '../mfaRoutes.ts';
import type { RouteLimits } from '../rateLimits.ts';
import { userById } from '../users.ts';
import { linkProvider, providerUser } from './providerAccounts.ts';
import { ProviderClient, ProviderFlowError, type PendingAuthorization } from './providerClients.ts';

/** How long a started sign-in waits for its callback: time to sign in at the provider, typing a password. */
const REQUEST_TTL_SECONDS = 600;
const STATE_COOKIE = 'nhostProviderState';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What `auth.provider_requests.options` holds between the two halves. */
interface StoredRequest extends PendingAuthorization {
  provider: string;
  redirectTo: string;
  redirectUri: string;
  /** The sign-up options as the request gave them (checked at the start, applied at the callback). */
  options: Record<string, unknown>;
  /** The signed-in user a `connect` links the provider to. */
  connectUserId: string | null;
  expiresAt: string;
}

const queryOf = (request: FastifyRequest): Record<string, unknown> => (isRecord(request.query) ? request.query : {});
const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The sign-up options of the start's query string, as nhost-js writes them (roles comma-joined, metadata as JSON). */
function signUpOptions(query: Record<string, unknown>): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  const roles = str(query.allowedRoles);
  if (roles) options.allowedRoles = roles.split(',').map((role) => role.trim()).filter(Boolean);
  for (const key of ['defaultRole', 'displayName', 'locale'] as const) if (str(query[key])) options[key] = query[key];
  const metadata = str(query.metadata);
  if (metadata) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(metadata);
    } catch {
      throw new AuthError('invalid-request');
    }
    if (!isRecord(parsed)) throw new AuthError('invalid-request');
    options.metadata = parsed;
  }
  return options;
}

function cookieValue(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The state cookie, only for this path. SameSite=Lax reaches the callback after the provider's redirect (a top-level
 * GET); Apple's form POST is cross-site and needs SameSite=None, which browsers take only with Secure (https).
 */
function stateCookie(serverUrl: string, value: string, maxAge: number): string {
  const path = `${new URL(serverUrl).pathname.replace(/\/$/, '')}/signin/provider`;
  const https = serverUrl.startsWith('https:');
  return `${STATE_COOKIE}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; ${https ? 'SameSite=None; Secure' : 'SameSite=Lax'}`;
}

function withParams(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** `target` with hasura-auth's `error` and `errorDescription` (and any `extra`, such as the provider's own error). */
function withError(target: string, code: AuthErrorCode, extra: Record<string, string> = {}): string {
  const error = new AuthError(code);
  return withParams(target, { ...extra, error: error.code, errorDescription: error.message });
}

const redirectError = (reply: FastifyReply, target: string, code: AuthErrorCode): FastifyReply => reply.redirect(withError(target, code), 302);

export function providerRoutes(app: FastifyInstance, service: AuthService, limits: RouteLimits): void {
  const { db, config } = service;
  const clients = new Map<string, ProviderClient>(config.providers.map((settings) => [settings.id, new ProviderClient(settings)]));

  app.get('/providers', () => config.providers.map(({ id, name }) => ({ id, name })));

  app.get('/signin/provider/:provider', limits.check('global'), async (request, reply) => {
    const { provider } = request.params as { provider: string };
    const query = queryOf(request);
    const urls = service.urls(request);
    // A redirectTo off the allow-list is answered here, never followed (a JSON 400, as hasura-auth).
    const redirectTo = service.redirectTo(query.redirectTo, urls);
    const client = clients.get(provider);
    if (!client) return redirectError(reply, redirectTo, 'disabled-endpoint');
    let options: Record<string, unknown>;
    let connectUserId: string | null = null;
    try {
      options = signUpOptions(query);
      service.newUserOptions('', { ...options, redirectTo }, urls);
      const connect = str(query.connect);
      if (connect) {
        // The access token of the user to link (nhost-js's connectProvider), checked as /v1/graphql checks it.
        const payload = await service.options.jwt.verify(connect).catch(() => null);
        if (typeof payload?.sub !== 'string') throw new AuthError('invalid-request');
        connectUserId = payload.sub;
      }
    } catch (error) {
      if (error instanceof AuthError) return redirectError(reply, redirectTo, error.code);
      throw error;
    }
    const state = randomUUID();
    const redirectUri = `${urls.serverUrl}/signin/provider/${client.id}/callback`;
    let started: Awaited<ReturnType<ProviderClient['authorizationUrl']>>;
    try {
      started = await client.authorizationUrl(redirectUri, state);
    } catch (error) {
      request.log.error({ err: error, provider }, 'the provider could not be reached');
      return redirectError(reply, redirectTo, 'oauth-provider-error');
    }
    const stored: StoredRequest = {
      ...started.pending, provider: client.id, redirectTo, redirectUri, options, connectUserId,
      expiresAt: new Date(Date.now() + REQUEST_TTL_SECONDS * 1000).toISOString(),
    };
    await db.query(`DELETE FROM auth.provider_requests WHERE (options->>'expiresAt')::timestamptz < now()`);
    await db.query('INSERT INTO auth.provider_requests (id, options) VALUES ($1::uuid, $2::jsonb)', [state, JSON.stringify(stored)]);
    void reply.header('set-cookie', stateCookie(urls.serverUrl, state, REQUEST_TTL_SECONDS));
    return reply.redirect(started.url, 302);
  });

  /** Where the callback sends the browser: signed in, linked, or with the error. */
  const callback = async (request: FastifyRequest, reply: FastifyReply, params: Record<string, unknown>): Promise<string> => {
    const { provider } = request.params as { provider: string };
    const urls = service.urls(request);
    void reply.header('set-cookie', stateCookie(urls.serverUrl, '', 0));
    const state = str(params.state);
    const cookie = cookieValue(request, STATE_COOKIE);
    // Spent whatever happens next: a state works once.
    const { rows } = state && UUID.test(state)
      ? await db.query<{ options: StoredRequest }>('DELETE FROM auth.provider_requests WHERE id = $1::uuid RETURNING options', [state])
      : { rows: [] };
    const stored = rows.at(0)?.options;
    if (!stored || stored.provider !== provider || Date.parse(stored.expiresAt) < Date.now() || cookie !== state) {
      return withError(urls.clientUrl, 'invalid-state');
    }
    const redirectTo = stored.redirectTo;
    if (!urls.redirectAllowed(redirectTo)) return withError(urls.clientUrl, 'redirectTo-not-allowed');
    if (str(params.error)) {
      return withError(redirectTo, 'oauth-provider-error', {
        provider_error: String(params.error),
        provider_error_description: str(params.error_description) ?? '',
        provider_error_url: str(params.error_uri) ?? '',
      });
    }
    const client = clients.get(provider);
    if (!client) return withError(redirectTo, 'disabled-endpoint');
    try {
      // The registered redirect URI with the provider's answer, as openid-client checks it (state, iss, code).
      const answer = new URL(stored.redirectUri);
      for (const [key, value] of Object.entries(params)) if (typeof value === 'string' && key !== 'user') answer.searchParams.set(key, value);
      const profile = await client.profile(answer, stored, { user: params.user });
      if (stored.connectUserId !== null) {
        if (!(await userById(db, stored.connectUserId))) throw new AuthError('invalid-request');
        await linkProvider(db, stored.connectUserId, client.id, profile.providerUserId);
        return redirectTo;
      }
      const options = service.newUserOptions(profile.name || profile.email || '', { ...stored.options, redirectTo }, urls);
      const user = await providerUser(service, client.id, profile, options, urls);
      await service.admitSignIn(user);
      // See Note [A provider does not skip the second factor].
      if (service.needsTotp(user)) {
        const { ticket } = await mfaChallenge(service, user);
        return withParams(redirectTo, { mfaTicket: ticket, type: 'signinProvider' });
      }
      const issued = await service.refreshTokens.issue(user.id);
      return withParams(redirectTo, { refreshToken: issued.refreshToken, type: 'signinProvider' });
    } catch (error) {
      if (error instanceof ProviderFlowError) {
        request.log.warn({ err: error.cause, provider }, 'provider sign-in failed');
        return withError(redirectTo, error.code);
      }
      if (error instanceof AuthError) return withError(redirectTo, error.code);
      request.log.error(error);
      return withError(redirectTo, 'internal-server-error');
    }
  };

  app.get('/signin/provider/:provider/callback', limits.check('global'), async (request, reply) =>
    reply.redirect(await callback(request, reply, queryOf(request)), 302));

  // Apple answers with a form POST (response_mode=form_post); only this route reads such a body.
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.post('/signin/provider/:provider/callback', limits.check('global'), async (request, reply) =>
      reply.redirect(await callback(request, reply, isRecord(request.body) ? request.body : {}), 302));
    done();
  });
}
