/**
 * The no-login link a company contact follows to answer a KPI request: `<client URL>/respond/<token>`. The token is
 * opaque to the contact and to the portal (only the session function reads it) and signed, so it cannot be forged or
 * pointed at another response. It carries the response, the response's `token_version` when it was mailed (raising
 * the version revokes every link sent before), the language of the contact it was mailed to, and its expiry (the
 * request's due date + 30 days, research/management.md §4).
 *
 * Layout, before base64url: 1 byte format (1) ‖ 16 bytes response id ‖ 4 bytes token_version ‖ 4 bytes expiry
 * (seconds since the epoch) ‖ 1 byte locale (0 pt, 1 en) ‖ 32 bytes HMAC-SHA-256 over the 26 bytes before it.
 *
 * The key is derived from the project's JWT secret, as the files API derives its presigned URLs' key
 * (server/storage/presignedUrls.ts), so the mail worker (server/kpi) and the session function (functions/kpi) agree
 * without a secret of their own. This folder starts with `_`, so Nhost deploys it as shared code, not an endpoint.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkLocale = 'pt' | 'en';

export interface ResponseLink {
  responseId: string;
  tokenVersion: number;
  /** The contact's language, for the form and the session's answer. */
  locale: LinkLocale;
  /** When the link stops working, in ms since the epoch (whole seconds). */
  expiresAt: number;
}

const FORMAT = 1;
const BODY_BYTES = 26;
const MAC_BYTES = 32;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;
/** How long after the due date a link keeps working. */
export const LINK_DAYS_AFTER_DUE = 30;

/**
 * The key links are signed with, from `HASURA_GRAPHQL_JWT_SECRET` / `NHOST_JWT_SECRET` (JSON): its `key` for an HS*
 * secret, its `signing_key` otherwise. Read from the parsed JSON rather than the text, so a deployment that spells the
 * same secret with other spacing in its two variables still agrees with itself.
 */
export function linkKeyFrom(jwtSecretJson: string): Buffer {
  const parsed: unknown = JSON.parse(jwtSecretJson);
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const material = typeof record.key === 'string' ? record.key : typeof record.signing_key === 'string' ? record.signing_key : null;
  if (material === null) throw new Error('the JWT secret has neither key nor signing_key');
  return createHmac('sha256', material).update('investor-portal KPI response links').digest();
}

/** The end of the 30th day after `dueDate` (YYYY-MM-DD), UTC: a link mailed for that due date expires then. */
export function linkExpiry(dueDate: string): number {
  const [year, month, day] = dueDate.split('-').map(Number);
  return Date.UTC(year, month - 1, day) + (LINK_DAYS_AFTER_DUE + 1) * DAY_MS;
}

const mac = (key: Buffer, body: Buffer): Buffer => createHmac('sha256', key).update(body).digest();

export function signResponseLink(key: Buffer, link: ResponseLink): string {
  if (!UUID.test(link.responseId)) throw new Error(`not a response id: ${link.responseId}`);
  const body = Buffer.alloc(BODY_BYTES);
  body.writeUInt8(FORMAT, 0);
  Buffer.from(link.responseId.replace(/-/g, ''), 'hex').copy(body, 1);
  body.writeUInt32BE(link.tokenVersion, 17);
  body.writeUInt32BE(Math.floor(link.expiresAt / 1000), 21);
  body.writeUInt8(link.locale === 'en' ? 1 : 0, 25);
  return Buffer.concat([body, mac(key, body)]).toString('base64url');
}

/**
 * The link a token stands for, or null when it is not one of ours (malformed, or signed with another key). Expiry is
 * the caller's to judge: an expired link is still a genuine one, and is refused with its own error.
 */
export function readResponseLink(key: Buffer, token: string): ResponseLink | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== BODY_BYTES + MAC_BYTES || bytes.readUInt8(0) !== FORMAT) return null;
  const body = bytes.subarray(0, BODY_BYTES);
  if (!timingSafeEqual(bytes.subarray(BODY_BYTES), mac(key, body))) return null;
  const hex = body.subarray(1, 17).toString('hex');
  return {
    responseId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    tokenVersion: body.readUInt32BE(17),
    expiresAt: body.readUInt32BE(21) * 1000,
    locale: body.readUInt8(25) === 1 ? 'en' : 'pt',
  };
}

/** The path of the portal's answer form (src/app: the `respond` route), and the whole link under the client URL. */
export const RESPOND_PATH = '/respond';

export function respondUrl(clientUrl: string, token: string): string {
  return `${clientUrl.replace(/\/+$/, '')}${RESPOND_PATH}/${token}`;
}
