import { describe, expect, it } from 'vitest';
import { authConfigFromEnv } from './authConfig.ts';

describe('authConfigFromEnv', () => {
  it('defaults to hasura-auth\'s lifetimes, a 12-character minimum and the portal\'s investor role', () => {
    const problems: string[] = [];
    expect(authConfigFromEnv({}, problems)).toEqual({
      accessTokenExpiresIn: 900, refreshTokenExpiresIn: 2_592_000, refreshTokenReuseGrace: 30,
      emailVerifiedRequired: true, passwordMinLength: 12, passwordChangeSignInMaxAge: 300, defaultRole: 'investor', defaultAllowedRoles: ['me', 'user', 'investor'],
      clientUrl: 'http://localhost:1337', clientUrlFromRequest: true, serverUrl: 'http://localhost:1337/v1/auth', serverUrlFromRequest: true,
      allowedRedirectUrls: [],
      localeDefault: 'pt', allowedLocales: ['pt', 'en'],
      smtp: null, signupDisabled: false, passwordlessEmailEnabled: false, mfaEnabled: true, mfaTotpIssuer: 'Investor Portal', anonymousUsersEnabled: false,
      sms: { passwordlessEnabled: true, twilio: null },
      // Passkeys for the portal at its default address, under each of its loopback names.
      webauthn: {
        enabled: true, rpName: 'Investor Portal', rpId: 'localhost', timeoutMs: 60_000,
        origins: ['http://localhost:1337', 'http://127.0.0.1:1337', 'http://[::1]:1337'],
      },
      providers: [],
      rateLimit: {
        enabled: true, global: { burst: 100, intervalSeconds: 60 }, bruteForce: { burst: 10, intervalSeconds: 300 },
        signups: { burst: 10, intervalSeconds: 300 }, sms: { burst: 10, intervalSeconds: 3600 }, refresh: { burst: 300, intervalSeconds: 60 },
      },
    });
    expect(problems).toEqual([]);
  });

  it('takes the relying party of passkeys from AUTH_WEBAUTHN_*, else from the client URL', () => {
    expect(authConfigFromEnv({ AUTH_CLIENT_URL: 'https://portal.example/app' }, []).webauthn)
      .toMatchObject({ rpId: 'portal.example', origins: ['https://portal.example'] });
    const problems: string[] = [];
    expect(authConfigFromEnv({
      AUTH_WEBAUTHN_RP_ID: 'example.com', AUTH_WEBAUTHN_RP_NAME: 'Carteira', AUTH_WEBAUTHN_RP_ORIGINS: 'https://a.example.com, https://b.example.com',
      AUTH_WEBAUTHN_ATTESTATION_TIMEOUT: '120000', AUTH_WEBAUTHN_ENABLED: 'false',
    }, problems).webauthn).toEqual({
      enabled: false, rpName: 'Carteira', rpId: 'example.com', timeoutMs: 120_000, origins: ['https://a.example.com', 'https://b.example.com'],
    });
    expect(problems).toEqual([]);
  });

  it('reads Nhost\'s variables and adds the default role to the allowed ones', () => {
    const config = authConfigFromEnv({
      AUTH_ACCESS_TOKEN_EXPIRES_IN: '60', AUTH_USER_DEFAULT_ROLE: 'user', AUTH_USER_DEFAULT_ALLOWED_ROLES: 'me',
      AUTH_EMAIL_SIGNIN_EMAIL_VERIFIED_REQUIRED: 'false',
    }, []);
    expect(config).toMatchObject({ accessTokenExpiresIn: 60, defaultRole: 'user', defaultAllowedRoles: ['me', 'user'], emailVerifiedRequired: false });
    // Configured URLs are used as written, never derived from a request.
    expect(authConfigFromEnv({ AUTH_CLIENT_URL: 'https://portal.example', AUTH_SERVER_URL: 'https://portal.example/v1/auth' }, []))
      .toMatchObject({ clientUrl: 'https://portal.example', clientUrlFromRequest: false, serverUrl: 'https://portal.example/v1/auth', serverUrlFromRequest: false });
    expect(authConfigFromEnv({ AUTH_SMTP_HOST: 'smtp.example', AUTH_SMTP_USER: 'u', AUTH_SMTP_PASS: 'p', AUTH_SMTP_SENDER: 'portal@example' }, []).smtp)
      .toEqual({ host: 'smtp.example', port: 587, secure: false, user: 'u', pass: 'p', sender: 'portal@example' });
  });

  it('sends SMS through Twilio with hasura-auth\'s variables, and refuses a provider it does not know or Twilio without credentials', () => {
    expect(authConfigFromEnv({
      AUTH_SMS_PROVIDER: 'Twilio', AUTH_SMS_TWILIO_ACCOUNT_SID: 'AC1', AUTH_SMS_TWILIO_AUTH_TOKEN: 't', AUTH_SMS_TWILIO_MESSAGING_SERVICE_ID: 'MG1',
    }, []).sms).toEqual({
      passwordlessEnabled: true, twilio: { accountSid: 'AC1', authToken: 't', messagingServiceId: 'MG1', apiUrl: 'https://api.twilio.com' },
    });
    expect(authConfigFromEnv({ AUTH_SMS_PROVIDER: 'dev', AUTH_SMS_PASSWORDLESS_ENABLED: 'false' }, []).sms).toEqual({ passwordlessEnabled: false, twilio: null });
    const problems: string[] = [];
    authConfigFromEnv({ AUTH_SMS_PROVIDER: 'modica' }, problems);
    authConfigFromEnv({ AUTH_SMS_PROVIDER: 'twilio', AUTH_SMS_TWILIO_ACCOUNT_SID: 'AC1' }, problems);
    expect(problems).toEqual([
      'AUTH_SMS_PROVIDER must be twilio (or dev, or unset, for the local SMS sink), got "modica"',
      'AUTH_SMS_PROVIDER=twilio needs AUTH_SMS_TWILIO_ACCOUNT_SID, AUTH_SMS_TWILIO_AUTH_TOKEN and AUTH_SMS_TWILIO_MESSAGING_SERVICE_ID',
    ]);
  });

  it('reports every bad value', () => {
    const problems: string[] = [];
    authConfigFromEnv({ AUTH_ACCESS_TOKEN_EXPIRES_IN: 'soon', AUTH_EMAIL_SIGNIN_EMAIL_VERIFIED_REQUIRED: 'maybe' }, problems);
    expect(problems).toEqual([
      'AUTH_ACCESS_TOKEN_EXPIRES_IN must be a whole number, got "soon"',
      'AUTH_EMAIL_SIGNIN_EMAIL_VERIFIED_REQUIRED must be true or false, got "maybe"',
    ]);
  });
});
