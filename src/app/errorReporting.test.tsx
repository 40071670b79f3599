import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../config/env.ts';
import { sentrySettings, startErrorReporting } from './errorReporting.ts';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn(() => ({ name: 'Replay' })),
}));
vi.mock('@sentry/react', () => sentry);

const DSN = 'https://public@o1.ingest.sentry.io/42';

const config = (overrides: Partial<PortalConfig> = {}): PortalConfig => ({
  backendUrl: 'https://api.portal.example.com',
  graphqlExtraHeaders: {},
  sentryDsn: DSN,
  release: null,
  production: true,
  mock: false,
  ...overrides,
});

describe('sentrySettings', () => {
  afterEach(() => { vi.clearAllMocks(); });

  it('is null outside a production build, even with a DSN', () => {
    expect(sentrySettings(config({ production: false }))).toBeNull();
  });

  it('is null in production without a DSN', () => {
    expect(sentrySettings(config({ sentryDsn: null }))).toBeNull();
  });

  it('keeps every trace, a tenth of sessions and every session with an error, in production with a DSN', () => {
    expect(sentrySettings(config())).toEqual({
      dsn: DSN,
      environment: 'production',
      tracesSampleRate: 1,
      tracePropagationTargets: ['localhost', 'api.portal.example.com'],
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('sends trace headers to the GraphQL host with its port, and names the release when the build has one', () => {
    const settings = sentrySettings(config({ backendUrl: 'https://backend.example.com:8443/', release: 'portal@1.4.0' }));
    expect(settings?.tracePropagationTargets).toEqual(['localhost', 'backend.example.com:8443']);
    expect(settings?.release).toBe('portal@1.4.0');
  });

  it('starts Sentry with those settings and replays that hide text, input and media', async () => {
    await startErrorReporting(config());
    expect(sentry.replayIntegration).toHaveBeenCalledWith({ maskAllText: true, maskAllInputs: true, blockAllMedia: true });
    expect(sentry.init).toHaveBeenCalledExactlyOnceWith({
      ...sentrySettings(config()),
      integrations: [{ name: 'BrowserTracing' }, { name: 'Replay' }],
    });
  });

  it('starts nothing when reporting is off', async () => {
    await startErrorReporting(config({ production: false }));
    expect(sentry.init).not.toHaveBeenCalled();
  });
});
