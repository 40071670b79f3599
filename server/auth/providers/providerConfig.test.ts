import { describe, expect, it } from 'vitest';
import { providersFromEnv } from './providerConfig.ts';

const client = (name: string) => ({ [`AUTH_PROVIDER_${name}_ENABLED`]: 'true', [`AUTH_PROVIDER_${name}_CLIENT_ID`]: `${name}-id`, [`AUTH_PROVIDER_${name}_CLIENT_SECRET`]: `${name}-secret` });

describe('providersFromEnv', () => {
  it('enables none by default', () => {
    const problems: string[] = [];
    expect(providersFromEnv({}, problems)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('reads hasura-auth\'s variables, with each provider\'s own endpoints and scopes', () => {
    const problems: string[] = [];
    const providers = providersFromEnv({
      ...client('GOOGLE'), ...client('GITHUB'), ...client('LINKEDIN'), ...client('AZUREAD'), AUTH_PROVIDER_AZUREAD_TENANT: 'contoso.onmicrosoft.com',
      ...client('OIDC'), AUTH_PROVIDER_OIDC_ISSUER: 'https://id.example', AUTH_PROVIDER_OIDC_NAME: 'Example ID', AUTH_PROVIDER_OIDC_SCOPE: 'openid, email',
      AUTH_PROVIDER_GITHUB_USER_PROFILE_URL: 'https://github.example/api/v3/user',
    }, problems);
    expect(problems).toEqual([]);
    expect(providers.map((p) => [p.id, p.name])).toEqual([
      ['google', 'Google'], ['azuread', 'Microsoft'], ['github', 'GitHub'], ['linkedin', 'LinkedIn'], ['oidc', 'Example ID'],
    ]);
    expect(providers[0]).toMatchObject({ kind: 'oidc', issuer: 'https://accounts.google.com', clientId: 'GOOGLE-id', scopes: ['openid', 'email', 'profile'] });
    expect(providers[1]).toMatchObject({ issuer: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0' });
    expect(providers[2]).toMatchObject({
      kind: 'github', scopes: ['user:email'], authorizationUrl: 'https://github.com/login/oauth/authorize',
      userProfileUrl: 'https://github.example/api/v3/user', userEmailsUrl: 'https://api.github.com/user/emails',
    });
    expect(providers[3]).toMatchObject({ issuer: 'https://www.linkedin.com/oauth', tokenAuth: 'post' });
    expect(providers[4]).toMatchObject({ issuer: 'https://id.example', scopes: ['openid', 'email'] });
  });

  it('lets an OpenID Connect provider be discovered at another issuer', () => {
    expect(providersFromEnv({ ...client('GOOGLE'), AUTH_PROVIDER_GOOGLE_ISSUER: 'http://127.0.0.1:4000' }, [])[0]).toMatchObject({ issuer: 'http://127.0.0.1:4000' });
  });

  it('signs Apple\'s client secret from the team\'s key when none is given', () => {
    const [apple] = providersFromEnv({
      AUTH_PROVIDER_APPLE_ENABLED: 'true', AUTH_PROVIDER_APPLE_CLIENT_ID: 'com.example.portal', AUTH_PROVIDER_APPLE_TEAM_ID: 'TEAM',
      AUTH_PROVIDER_APPLE_KEY_ID: 'KEY', AUTH_PROVIDER_APPLE_PRIVATE_KEY: 'pem',
    }, []);
    expect(apple).toMatchObject({ id: 'apple', formPost: true, appleKey: { teamId: 'TEAM', keyId: 'KEY', privateKey: 'pem' }, scopes: ['openid', 'name', 'email'] });
  });

  it('reports what is missing or cannot work', () => {
    const problems: string[] = [];
    providersFromEnv({
      AUTH_PROVIDER_GOOGLE_ENABLED: 'yes please', AUTH_PROVIDER_GITHUB_ENABLED: 'true', ...client('OIDC'), ...client('ENTRAID'),
      AUTH_PROVIDER_APPLE_ENABLED: 'true', AUTH_PROVIDER_APPLE_CLIENT_ID: 'com.example.portal',
    }, problems);
    expect(problems).toEqual([
      'AUTH_PROVIDER_GOOGLE_ENABLED must be true or false, got "yes please"',
      'AUTH_PROVIDER_ENTRAID_TENANT must name one tenant (its id or domain), not "common"',
      'AUTH_PROVIDER_GITHUB_CLIENT_ID is required when AUTH_PROVIDER_GITHUB_ENABLED is true',
      'AUTH_PROVIDER_GITHUB_CLIENT_SECRET is required when AUTH_PROVIDER_GITHUB_ENABLED is true',
      'AUTH_PROVIDER_APPLE_TEAM_ID is required when AUTH_PROVIDER_APPLE_ENABLED is true',
      'AUTH_PROVIDER_APPLE_KEY_ID is required when AUTH_PROVIDER_APPLE_ENABLED is true',
      'AUTH_PROVIDER_APPLE_PRIVATE_KEY is required when AUTH_PROVIDER_APPLE_ENABLED is true',
      'AUTH_PROVIDER_OIDC_ISSUER is required when AUTH_PROVIDER_OIDC_ENABLED is true',
    ]);
  });
});
