import type { BrowserOptions } from '@sentry/react';
import type { PortalConfig } from '../config/env.ts';
import { serviceUrls } from '../config/serviceUrls.ts';

/**
 * Sentry's settings (spec §9): every trace kept, a tenth of sessions replayed and every session with an error,
 * replays that show no text, no input and no media, and trace headers only towards this machine and our GraphQL API
 * (any other host would receive our trace ids for nothing, and CORS preflights would fail on them).
 *
 * Null when reporting is off: outside a production build, or with no DSN configured. Then nothing is sent anywhere
 * and Sentry's code is never even downloaded.
 */
export function sentrySettings(config: PortalConfig): Omit<BrowserOptions, 'integrations'> | null {
  if (!config.production || !config.sentryDsn) return null;
  const graphqlHost = new URL(serviceUrls(config.backendUrl).graphqlUrl).host;
  return {
    dsn: config.sentryDsn,
    environment: 'production',
    ...(config.release ? { release: config.release } : {}),
    tracesSampleRate: 1,
    tracePropagationTargets: ['localhost', graphqlHost],
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
  };
}

/** Starts Sentry when the build is configured for it; loads it in the background, off the first page's path. */
export async function startErrorReporting(config: PortalConfig): Promise<void> {
  const settings = sentrySettings(config);
  if (!settings) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    ...settings,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    ],
  });
}
