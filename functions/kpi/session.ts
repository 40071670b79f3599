/**
 * POST /v1/functions/kpi/session  {"token": "<the token of a /respond/<token> link>"}
 *
 * Trades a company contact's no-login link for a short-lived access token of role `kpi_respondent`, which reads and
 * answers that one response through GraphQL and attaches files through the files API. No sign-in: the link is the
 * credential. See functions/_lib/kpi/openSession.ts for the checks and the refusals.
 *
 * 200 {accessToken, expiresAt, linkExpiresAt, responseId, locale, status}
 * 4xx {error: "link-invalid" | "link-expired" | "link-revoked" | "too-many-requests", message}
 */
import { BackendError } from '../_lib/books/backend.ts';
import type { FunctionRequest, FunctionResponse } from '../_lib/http.ts';
import { openSession, SessionRefusal, type SessionDeps } from '../_lib/kpi/openSession.ts';
import { linkKeyFrom } from '../_lib/kpi/responseLink.ts';
import { respondentTokenSigner } from '../_lib/kpi/respondentToken.ts';
import { graphqlSessionBackend } from '../_lib/kpi/sessionBackend.ts';
import { WindowLimiter } from '../_lib/kpi/windowLimiter.ts';
import { errorMessage } from '../../common/errorMessage.ts';

/**
 * 60 tries per address per 5 minutes (an office of several contacts behind one address, pages reloaded), and 10 per
 * link per 5 minutes (the page asks once on opening and once an hour after): enough for people, too few to hammer.
 */
const perAddress = new WindowLimiter({ max: 60, windowMs: 300_000 });
const perToken = new WindowLimiter({ max: 10, windowMs: 300_000 });

let deps: Promise<SessionDeps> | null = null;

function sessionDeps(): Promise<SessionDeps> {
  deps ??= (async () => {
    const secret = process.env.NHOST_JWT_SECRET;
    if (!secret) throw new BackendError(500, 'misconfigured', 'NHOST_JWT_SECRET is not set');
    return {
      linkKey: linkKeyFrom(secret), signer: await respondentTokenSigner(secret), backend: graphqlSessionBackend,
      perAddress, perToken, now: Date.now,
    };
  })();
  deps.catch(() => { deps = null; });
  return deps;
}

export default async function handler(req: FunctionRequest, res: FunctionResponse): Promise<void> {
  res.setHeader('cache-control', 'no-store');
  if (req.method !== 'POST') {
    res.status(405).json({ error: 'method-not-allowed', message: 'use POST' });
    return;
  }
  try {
    res.status(200).json(await openSession(await sessionDeps(), req.body, req.ip ?? ''));
  } catch (error) {
    if (error instanceof SessionRefusal) {
      if (error.retryAfterSeconds !== undefined) res.setHeader('retry-after', String(error.retryAfterSeconds));
      res.status(error.status).json({ error: error.code, message: error.message });
    } else if (error instanceof BackendError) {
      res.status(error.status >= 500 ? error.status : 502).json({ error: error.code, message: error.message });
    } else {
      res.status(500).json({ error: 'internal-error', message: errorMessage(error) });
    }
  }
}
