/**
 * Who may read the local mailbox. Without SMTP every reset, verification and sign-in link lands there, so a reader of
 * `/mailbox/messages` could take over any account: only this machine's operator may read it.
 *
 * - The mailbox is served when e-mail is not sent over SMTP and either the server listens on a loopback address only
 *   (HOST is localhost, 127.x or ::1: nobody else can reach it) or `AUTH_LOCAL_MAILBOX=on` says to serve it anyway
 *   (a development machine reached over the network). `AUTH_LOCAL_MAILBOX=off` never serves it.
 * - A request is answered only from a loopback address (unless `on` was set), and only with the mailbox key `npm
 *   start` prints (`/mailbox?key=…`, kept in a cookie for the page's reloads) or the admin secret
 *   (`x-hasura-admin-secret`, as the tests and scripts send it). The key is new at every start.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export type LocalMailboxMode = 'auto' | 'on' | 'off';

export interface MailboxAccess {
  /** The key `npm start` prints; null accepts the admin secret alone. */
  readonly key: string | null;
  readonly adminSecret: string | null;
  /** Answer requests from any address (AUTH_LOCAL_MAILBOX=on), not only from this machine's loopback. */
  readonly anyAddress: boolean;
}

export const MAILBOX_COOKIE = 'mailbox_key';

/** Whether a host the server listens on is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || /^127(?:\.\d{1,3}){3}$/.test(name);
}

/** Whether a peer address is this machine (IPv4, IPv6, and IPv4 mapped into IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return plain === '::1' || /^127(?:\.\d{1,3}){3}$/.test(plain);
}

/** Whether the mailbox is served at all, for this mode and listening host. */
export function mailboxServed(mode: LocalMailboxMode, host: string): boolean {
  if (mode === 'off') return false;
  return mode === 'on' || isLoopbackHost(host);
}

export function newMailboxKey(): string {
  return randomBytes(18).toString('base64url');
}

const same = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The key a request offers: `?key=`, then the page's cookie. */
export function offeredKey(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.key === 'string' ? query.key : null;
  return fromQuery ?? cookieValue(request.headers.cookie, MAILBOX_COOKIE);
}

/** Whether `request` may read the mailbox. */
export function mayReadMailbox(request: FastifyRequest, access: MailboxAccess): boolean {
  if (!access.anyAddress && !isLoopbackAddress(request.socket.remoteAddress)) return false;
  const secret = request.headers['x-hasura-admin-secret'];
  if (access.adminSecret && typeof secret === 'string' && same(secret, access.adminSecret)) return true;
  const key = offeredKey(request);
  return access.key !== null && key !== null && same(key, access.key);
}
