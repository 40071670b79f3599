/**
 * A real OpenID Connect provider on loopback for the provider sign-in tests: `oidc-provider` (the certified
 * implementation) with its own development login and consent pages, where any login name signs in as the account of
 * that name. Accounts and their claims are the test's to set; a login name it has not set is an account with no
 * e-mail. Besides OpenID Connect it answers GitHub's two API calls (`/user`, `/user/emails`) for an access token it
 * issued, so the GitHub flow (plain OAuth 2) runs against it too.
 */
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface LoopbackProvider {
  /** `http://127.0.0.1:<port>`: the issuer, and the base of its pages. */
  issuer: string;
  /** A client that authenticates with the secret in a Basic header; `postClientId`, with the same secret, in the body. */
  clientId: string;
  postClientId: string;
  clientSecret: string;
  /** The test's accounts by login name (their `sub`); change them at will between tests. */
  accounts: Map<string, TestAccount>;
  /**
   * Registers the callbacks of the auth server under test (one per provider name it plays) for the one confidential
   * client, and opens the provider: the issuer must be known before the auth server starts, its callbacks after.
   */
  register(redirectUris: string[]): void;
  close(): Promise<void>;
}

/** Starts the provider's server; it answers once `register` has been called. */
export async function startLoopbackProvider(): Promise<LoopbackProvider> {
  const accounts = new Map<string, TestAccount>();
  const clientId = 'portal-test-client';
  const postClientId = 'portal-test-client-post';
  const clientSecret = 'portal-test-client-secret-0123456789';
  const { createServer } = await import('node:http');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const register = (redirectUris: string[]) => {
  const provider = new Provider(issuer, {
    clients: (['client_secret_basic', 'client_secret_post'] as const).map((method) => ({
      client_id: method === 'client_secret_post' ? postClientId : clientId, client_secret: clientSecret, redirect_uris: redirectUris,
      grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: method,
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile', 'user:email'],
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, ...accounts.get(sub) }),
    }),
    // Plain OAuth 2 requests (GitHub's) get an opaque access token the /user routes below can look up.
    features: { devInteractions: { enabled: true } },
    // The dev pages' cookies over plain http: the test runs on loopback only.
    cookies: { keys: ['loopback-provider-test-key'] },
  });
  // Quiet: the development-only warnings are expected here.
  provider.on('server_error', (_ctx, error) => { console.error('oidc-provider', error); });

  // GitHub's API, for access tokens this provider issued: the account, then its addresses with verified flags.
  provider.use(async (ctx, next) => {
    if (ctx.method !== 'GET' || (ctx.path !== '/user' && ctx.path !== '/user/emails')) {
      await next();
      return;
    }
    const token = /^Bearer (.+)$/i.exec(ctx.get('authorization'))?.[1] ?? '';
    const found = token ? await provider.AccessToken.find(token) : undefined;
    if (!found?.accountId) {
      ctx.status = 401;
      ctx.body = { message: 'Bad credentials' };
      return;
    }
    const account = accounts.get(found.accountId) ?? {};
    ctx.body = ctx.path === '/user'
      ? { id: Number.parseInt(Buffer.from(found.accountId).toString('hex').slice(0, 12), 16), login: found.accountId, name: account.name ?? null, avatar_url: '' }
      : account.email ? [{ email: account.email, verified: account.email_verified === true, primary: true, visibility: 'private' }] : [];
  });

  const handle = provider.callback();
  server.on('request', (request, response) => { void handle(request, response); });
  };
  return {
    issuer, clientId, postClientId, clientSecret, accounts, register,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => { resolve(); });
    }),
  };
}
