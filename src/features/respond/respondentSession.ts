/**
 * The no-login link's session: the page trades the link's token for a short-lived access token of the
 * `kpi_respondent` role at the session function (`POST /v1/functions/kpi/session`), and again before that token
 * expires. Nothing here is stored: the token lives in the page's memory only, so closing the tab ends the session.
 */
import { isRecord } from '../../../common/isRecord.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { portalLocaleOf } from '../../i18n/accountLocale.ts';

/** Why a link does not open a form; each gets its own message, in both languages. */
export type LinkRefusal =
  | 'link-invalid'
  | 'link-expired'
  | 'link-revoked'
  | 'too-many-requests'
  /** No answer reached the page. */
  | 'network'
  /** An answer the page does not understand (a server error). */
  | 'unknown';

/** What the session function answers for a good link. */
export interface RespondentSession {
  readonly accessToken: string;
  /** When the access token stops working, in ms since the epoch. */
  readonly expiresAt: number;
  readonly responseId: string;
  /** The contact's language, when the server knows it. */
  readonly locale: Locale | null;
  /** The response's status when the link was opened. */
  readonly status: string;
}

export type SessionResult =
  | { readonly ok: true; readonly session: RespondentSession }
  | { readonly ok: false; readonly refusal: LinkRefusal };

/** Trades a link's token for a session; never rejects. */
export type OpenSession = (linkToken: string) => Promise<SessionResult>;

const REFUSALS: readonly LinkRefusal[] = ['link-invalid', 'link-expired', 'link-revoked', 'too-many-requests'];

/** The session function's answer for `functionsUrl` (`{backend}/v1/functions`). */
export function sessionOpener(functionsUrl: string, send: typeof fetch = globalThis.fetch.bind(globalThis)): OpenSession {
  return async (linkToken) => {
    let response: Response;
    let body: unknown;
    try {
      response = await send(`${functionsUrl}/kpi/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: linkToken }),
      });
      body = await response.json().catch(() => null);
    } catch {
      return { ok: false, refusal: 'network' };
    }
    if (response.ok) {
      const session = readSession(body);
      return session ? { ok: true, session } : { ok: false, refusal: 'unknown' };
    }
    return { ok: false, refusal: readRefusal(response.status, body) };
  };
}

/** The refusal an error answer names (`{error: 'link-expired'}`, or `code`), else one read from its status. */
function readRefusal(status: number, body: unknown): LinkRefusal {
  const named = isRecord(body) ? [body.error, body.code] : [];
  const refusal = REFUSALS.find((code) => named.includes(code));
  if (refusal) return refusal;
  if (status === 429) return 'too-many-requests';
  if (status === 400 || status === 401 || status === 404) return 'link-invalid';
  if (status === 410) return 'link-expired';
  return 'unknown';
}

function readSession(body: unknown): RespondentSession | null {
  if (!isRecord(body)) return null;
  const { accessToken, responseId, status } = body;
  const expiresAt = readTime(body.expiresAt);
  if (typeof accessToken !== 'string' || typeof responseId !== 'string' || expiresAt === null) return null;
  return {
    accessToken,
    expiresAt,
    responseId,
    locale: readLocale(body.locale),
    status: typeof status === 'string' ? status : 'sent',
  };
}

/** An ISO timestamp, or seconds or ms since the epoch (a JWT's `exp` is seconds). */
function readTime(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value < 1e12 ? value * 1000 : value;
  if (typeof value === 'string') {
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : time;
  }
  return null;
}

/** `pt`/`en` as a contact's locale is stored, or a portal language such as `pt-BR`. */
function readLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null;
  return isLocale(value) ? value : portalLocaleOf(value);
}
