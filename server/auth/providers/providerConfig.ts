/**
 * The sign-in providers (contract §3.2), from hasura-auth's variables: `AUTH_PROVIDER_<NAME>_ENABLED`, `_CLIENT_ID`,
 * `_CLIENT_SECRET` and `_SCOPE` (comma-separated), plus each provider's own (`AZUREAD_TENANT`, GitHub's URLs, Apple's
 * team, key id and private key). Parsed once at start, with the other AUTH_* variables.
 *
 * Ours, besides hasura-auth's:
 * - a generic OpenID Connect provider, `oidc`: `AUTH_PROVIDER_OIDC_ENABLED`, `_ISSUER` (required: discovery reads
 *   `<issuer>/.well-known/openid-configuration`), `_CLIENT_ID`, `_CLIENT_SECRET`, `_SCOPE` (default
 *   `openid,email,profile`) and `_NAME`, the name its button shows (default "OpenID Connect");
 * - `AUTH_PROVIDER_<NAME>_ISSUER` for Google, Apple, LinkedIn and Microsoft: the issuer whose discovery document is
 *   read in place of the provider's own, for a test provider on loopback or a proxy;
 * - `AUTH_PROVIDER_GITHUB_USER_EMAILS_URL`, beside hasura-auth's `_USER_PROFILE_URL`.
 *
 * Every OpenID Connect provider here (Google, Apple, LinkedIn, Microsoft and `oidc`) is found by discovery and its ID
 * token checked (signature, issuer, audience, nonce); GitHub speaks plain OAuth 2, so its account and e-mail
 * addresses come from its API. Microsoft's `azuread` and `entraid` need one tenant (`_TENANT`, its id or domain):
 * with `common`, `organizations` or `consumers` the ID token's issuer is the user's own tenant, which no discovery
 * document names, and the token could not be checked.
 */

/** The providers this server can offer, by the name in `/signin/provider/{name}` (auth.providers rows). */
export const PROVIDER_IDS = ['google', 'github', 'apple', 'linkedin', 'azuread', 'entraid', 'oidc'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

interface CommonSettings {
  id: ProviderId;
  /** The brand name the portal's button shows. */
  name: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
}

export interface OidcSettings extends CommonSettings {
  kind: 'oidc';
  issuer: string;
  /** How the client authenticates at the token endpoint (LinkedIn takes only the secret in the body). */
  tokenAuth: 'basic' | 'post';
  /** Apple sends the answer as a form POST when it is asked for the user's name or e-mail. */
  formPost: boolean;
  /** Apple's client secret is a JWT the server signs with the team's key, made afresh as it expires. */
  appleKey: { teamId: string; keyId: string; privateKey: string } | null;
}

export interface GithubSettings extends CommonSettings {
  kind: 'github';
  authorizationUrl: string;
  tokenUrl: string;
  userProfileUrl: string;
  userEmailsUrl: string;
}

export type ProviderSettings = OidcSettings | GithubSettings;

const SINGLE_TENANT_ONLY = new Set(['common', 'organizations', 'consumers']);

const list = (value: string | undefined): string[] => (value ?? '').split(/[\s,]+/).map((v) => v.trim()).filter(Boolean);

function enabled(env: NodeJS.ProcessEnv, name: string, problems: string[]): boolean {
  const raw = env[`AUTH_PROVIDER_${name}_ENABLED`]?.trim();
  if (!raw) return false;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (!/^(0|false|no|off)$/i.test(raw)) problems.push(`AUTH_PROVIDER_${name}_ENABLED must be true or false, got "${raw}"`);
  return false;
}

/** The enabled providers, in the order the portal shows their buttons. */
export function providersFromEnv(env: NodeJS.ProcessEnv, problems: string[]): ProviderSettings[] {
  const providers: ProviderSettings[] = [];
  const value = (name: string, key: string) => env[`AUTH_PROVIDER_${name}_${key}`]?.trim() ?? '';
  const required = (name: string, key: string) => {
    const found = value(name, key);
    if (!found) problems.push(`AUTH_PROVIDER_${name}_${key} is required when AUTH_PROVIDER_${name}_ENABLED is true`);
    return found;
  };
  const common = (id: ProviderId, name: string, envName: string, scopes: string[], secret = true): CommonSettings => ({
    id, name,
    clientId: required(envName, 'CLIENT_ID'),
    clientSecret: secret ? required(envName, 'CLIENT_SECRET') : value(envName, 'CLIENT_SECRET'),
    scopes: list(env[`AUTH_PROVIDER_${envName}_SCOPE`]).length > 0 ? list(env[`AUTH_PROVIDER_${envName}_SCOPE`]) : scopes,
  });
  const oidc = (base: CommonSettings, envName: string, issuer: string, extra: Partial<OidcSettings> = {}): OidcSettings => ({
    ...base, kind: 'oidc', issuer: value(envName, 'ISSUER') || issuer, tokenAuth: 'basic', formPost: false, appleKey: null, ...extra,
  });

  if (enabled(env, 'GOOGLE', problems)) {
    providers.push(oidc(common('google', 'Google', 'GOOGLE', ['openid', 'email', 'profile']), 'GOOGLE', 'https://accounts.google.com'));
  }
  for (const [id, envName, name] of [['azuread', 'AZUREAD', 'Microsoft'], ['entraid', 'ENTRAID', 'Microsoft Entra ID']] as const) {
    if (!enabled(env, envName, problems)) continue;
    const tenant = value(envName, 'TENANT') || 'common';
    if (SINGLE_TENANT_ONLY.has(tenant.toLowerCase()) && !value(envName, 'ISSUER')) {
      problems.push(`AUTH_PROVIDER_${envName}_TENANT must name one tenant (its id or domain), not "${tenant}"`);
    }
    providers.push(oidc(common(id, name, envName, ['openid', 'email', 'profile']), envName, `https://login.microsoftonline.com/${tenant}/v2.0`));
  }
  if (enabled(env, 'GITHUB', problems)) {
    providers.push({
      ...common('github', 'GitHub', 'GITHUB', ['user:email']),
      kind: 'github',
      authorizationUrl: value('GITHUB', 'AUTHORIZATION_URL') || 'https://github.com/login/oauth/authorize',
      tokenUrl: value('GITHUB', 'TOKEN_URL') || 'https://github.com/login/oauth/access_token',
      userProfileUrl: value('GITHUB', 'USER_PROFILE_URL') || 'https://api.github.com/user',
      userEmailsUrl: value('GITHUB', 'USER_EMAILS_URL') || 'https://api.github.com/user/emails',
    });
  }
  if (enabled(env, 'APPLE', problems)) {
    // A client secret given as such is used as it is; otherwise it is signed with the team's key (hasura-auth's way).
    const hasSecret = value('APPLE', 'CLIENT_SECRET') !== '';
    const appleKey = hasSecret ? null : {
      teamId: required('APPLE', 'TEAM_ID'), keyId: required('APPLE', 'KEY_ID'), privateKey: required('APPLE', 'PRIVATE_KEY'),
    };
    providers.push(oidc(common('apple', 'Apple', 'APPLE', ['openid', 'name', 'email'], false), 'APPLE', 'https://appleid.apple.com', {
      formPost: true, appleKey, tokenAuth: 'post',
    }));
  }
  if (enabled(env, 'LINKEDIN', problems)) {
    providers.push(oidc(common('linkedin', 'LinkedIn', 'LINKEDIN', ['openid', 'email', 'profile']), 'LINKEDIN', 'https://www.linkedin.com/oauth', {
      tokenAuth: 'post',
    }));
  }
  if (enabled(env, 'OIDC', problems)) {
    const issuer = required('OIDC', 'ISSUER');
    providers.push(oidc(common('oidc', value('OIDC', 'NAME') || 'OpenID Connect', 'OIDC', ['openid', 'email', 'profile']), 'OIDC', issuer));
  }
  return providers;
}
