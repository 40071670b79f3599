/**
 * The respondent's access token for the Relay network layer ({@link TokenSource}), kept in memory only and renewed
 * through the session function a minute before it expires, so a controller typing for an hour keeps a working
 * session. A renewal the server refuses (the request was cancelled meanwhile) is reported, not retried.
 */
import type { TokenSource } from '../../relay/tokenSource.ts';
import type { LinkRefusal, OpenSession, RespondentSession } from './respondentSession.ts';

/** How long before expiry the token is renewed, at most; a shorter-lived token is renewed at half its life. */
export const RENEW_BEFORE_MS = 60_000;

/** A timer the tests drive by hand. Returns a cancel function. */
export type Schedule = (ms: number, run: () => void) => () => void;

export interface RespondentTokens extends TokenSource {
  /** Called once when a renewal is refused; the form then says the link stopped working. */
  onRefused(listener: (refusal: LinkRefusal) => void): () => void;
  /** Stops renewing. */
  dispose(): void;
}

export interface RespondentTokensOptions {
  linkToken: string;
  first: RespondentSession;
  openSession: OpenSession;
  /** @default Date.now */
  now?: () => number;
  /** @default setTimeout */
  schedule?: Schedule;
}

const realSchedule: Schedule = (ms, run) => {
  const timer = setTimeout(run, ms);
  return () => { clearTimeout(timer); };
};

export function respondentTokens(options: RespondentTokensOptions): RespondentTokens {
  const { linkToken, openSession, now = Date.now, schedule = realSchedule } = options;
  let token = options.first.accessToken;
  let cancel: (() => void) | null = null;
  let disposed = false;
  const tokenListeners = new Set<(token: string | null) => void>();
  const refusalListeners = new Set<(refusal: LinkRefusal) => void>();

  const plan = (expiresAt: number): void => {
    const left = Math.max(0, expiresAt - now());
    cancel = schedule(Math.max(0, left - Math.min(RENEW_BEFORE_MS, left / 2)), () => { void renew(); });
  };

  const renew = async (): Promise<void> => {
    const result = await openSession(linkToken);
    if (disposed) return;
    if (!result.ok) {
      // A network failure may pass: try again shortly, while the current token may still work.
      if (result.refusal === 'network') {
        cancel = schedule(5_000, () => { void renew(); });
        return;
      }
      for (const listener of refusalListeners) listener(result.refusal);
      return;
    }
    token = result.session.accessToken;
    for (const listener of tokenListeners) listener(token);
    plan(result.session.expiresAt);
  };

  plan(options.first.expiresAt);
  return {
    isReady: () => true,
    getAccessToken: () => token,
    onTokenChanged: (listener) => {
      tokenListeners.add(listener);
      return () => { tokenListeners.delete(listener); };
    },
    onRefused: (listener) => {
      refusalListeners.add(listener);
      return () => { refusalListeners.delete(listener); };
    },
    dispose: () => {
      disposed = true;
      cancel?.();
    },
  };
}
