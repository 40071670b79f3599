/**
 * What `POST /v1/functions/kpi/session {token}` does, apart from HTTP: check a no-login link and trade it for a
 * short-lived `kpi_respondent` token. The link must be ours (its signature), unexpired (the token's expiry, and the
 * request's current due date + 30 days, whichever comes first), its request not cancelled and its version the
 * response's current one. The first open moves the response from sent to opened.
 *
 * Refusals carry stable codes the answer form maps to messages in both languages:
 * - 400 `link-invalid`: not a link of ours (malformed, forged, another project's key, or a response that is gone);
 * - 410 `link-expired`: past its expiry;
 * - 410 `link-revoked`: the request was cancelled, or a newer link replaced this one (token_version raised);
 * - 429 `too-many-requests`: too many tries from one address, or with one link (Retry-After says when to try again).
 */
import { linkExpiry, readResponseLink, type LinkLocale } from './responseLink.ts';
import { RESPONDENT_TOKEN_SECONDS, type RespondentTokenSigner } from './respondentToken.ts';
import type { WindowLimiter } from './windowLimiter.ts';

export type SessionErrorCode = 'link-invalid' | 'link-expired' | 'link-revoked' | 'too-many-requests';

export class SessionRefusal extends Error {
  constructor(readonly status: number, readonly code: SessionErrorCode, message: string, readonly retryAfterSeconds?: number) {
    super(message);
  }
}

/** A response as the link check reads it (as admin: the link is the permission). */
export interface LinkedResponse {
  status: string;
  tokenVersion: number;
  cancelled: boolean;
  /** The request's due date, YYYY-MM-DD. */
  dueDate: string;
}

export interface SessionBackend {
  /** The response, or null when there is none with that id. */
  load(responseId: string): Promise<LinkedResponse | null>;
  /** Moves the response from sent to opened if it is still sent; whether it moved. */
  markOpened(responseId: string): Promise<boolean>;
}

export interface SessionDeps {
  linkKey: Buffer;
  signer: RespondentTokenSigner;
  backend: SessionBackend;
  perAddress: WindowLimiter;
  perToken: WindowLimiter;
  now: () => number;
}

export interface SessionAnswer {
  accessToken: string;
  /** When `accessToken` ends (ISO 8601): an hour at most, never after the link's expiry. */
  expiresAt: string;
  /** When the link itself ends (ISO 8601). */
  linkExpiresAt: string;
  responseId: string;
  locale: LinkLocale;
  /** The response's state after this open: opened, draft, submitted, approved or returned (sent only on a race). */
  status: string;
}

const limited = (retryAfterSeconds: number) =>
  new SessionRefusal(429, 'too-many-requests', 'too many attempts; try again later', retryAfterSeconds);

export async function openSession(deps: SessionDeps, body: unknown, address: string): Promise<SessionAnswer> {
  const byAddress = deps.perAddress.hit(address);
  if (!byAddress.allowed) throw limited(byAddress.retryAfterSeconds);
  const token = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).token : undefined;
  if (typeof token !== 'string' || token === '') throw new SessionRefusal(400, 'link-invalid', 'the body needs {token}');
  const byToken = deps.perToken.hit(token.slice(0, 200));
  if (!byToken.allowed) throw limited(byToken.retryAfterSeconds);

  const link = readResponseLink(deps.linkKey, token);
  if (!link) throw new SessionRefusal(400, 'link-invalid', 'this is not a valid answer link');
  const now = deps.now();
  if (now >= link.expiresAt) throw new SessionRefusal(410, 'link-expired', 'this answer link has expired');
  const response = await deps.backend.load(link.responseId);
  // A response that was never mailed cannot have a genuine link; one that is gone leaves nothing to answer.
  if (!response || response.status === 'scheduled') throw new SessionRefusal(400, 'link-invalid', 'this is not a valid answer link');
  if (response.cancelled) throw new SessionRefusal(410, 'link-revoked', 'the request was cancelled');
  if (response.tokenVersion !== link.tokenVersion) throw new SessionRefusal(410, 'link-revoked', 'a newer link replaced this one');
  // The due date may have moved earlier since the link was mailed: the link lives no longer than the request allows.
  const expiresAt = Math.min(link.expiresAt, linkExpiry(response.dueDate));
  if (now >= expiresAt) throw new SessionRefusal(410, 'link-expired', 'this answer link has expired');

  let status = response.status;
  if (status === 'sent' && (await deps.backend.markOpened(link.responseId))) status = 'opened';
  const tokenEnds = Math.min(now + RESPONDENT_TOKEN_SECONDS * 1000, expiresAt);
  return {
    accessToken: await deps.signer.sign(link.responseId, now, tokenEnds),
    expiresAt: new Date(Math.floor(tokenEnds / 1000) * 1000).toISOString(),
    linkExpiresAt: new Date(expiresAt).toISOString(),
    responseId: link.responseId,
    locale: link.locale,
    status,
  };
}
