/**
 * The address a request reached this server at, and the one rule every service follows before it writes that address
 * into something it hands out (the auth service's links and default `redirectTo`, the files API's presigned URLs).
 *
 * Note [The address a request may pick]
 * A service knows its public address from its configuration (`AUTH_SERVER_URL`, `STORAGE_PUBLIC_URL` …). Where one is
 * not set, its default is this server's own address, and a browser may well have opened the same server as
 * `http://localhost:PORT`, `http://127.0.0.1:PORT` or `http://[::1]:PORT`: the loopback names all reach this machine,
 * and an answer built for one of them must work in a page opened at another (issue 18).
 *
 * The request's headers are the client's to write, and what the service hands out (an e-mail's link, a presigned URL
 * pasted into a chat) goes to whoever holds it, not to the sender. So a Host header (or X-Forwarded-Host) may only
 * *pick* among the loopback spellings of the default address (same scheme, same port, same path), never name a host
 * of its own. Anything else — another host, another port or scheme, a header that is not a bare `host[:port]`, a list
 * whose first entry does not qualify — gets the default itself. Whoever forges the header can at worst make a URL read
 * 127.0.0.1 instead of localhost, which is the same server for the one who opens it, and never an attacker's host. A
 * default that is not a loopback one (HOST set to a name, a configured URL) has no other spelling and is used as it is.
 */
import type { FastifyRequest } from 'fastify';

/** The names of this machine's loopback interface, as `URL.hostname` writes them. */
const LOOPBACK_HOSTNAMES: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

const parse = (url: string): URL | null => {
  try {
    return new URL(url);
  } catch {
    return null;
  }
};

/** `url` under each loopback name (same scheme, port, path and query), itself first; only itself when it is not on one. */
export function loopbackAliases(url: string): string[] {
  const parsed = parse(url);
  if (parsed === null || !LOOPBACK_HOSTNAMES.includes(parsed.hostname)) return [url];
  const others = LOOPBACK_HOSTNAMES.filter((name) => name !== parsed.hostname).map((name) => {
    const alias = new URL(parsed.href);
    alias.hostname = name;
    // `new URL('http://localhost:1337').href` ends in '/': keep the configured spelling.
    return url.endsWith('/') || alias.pathname !== '/' || alias.search || alias.hash ? alias.href : alias.href.slice(0, -1);
  });
  return [url, ...others];
}

type RequestLike = Pick<FastifyRequest, 'headers' | 'protocol'>;

/** The first value of a header that may be repeated or a comma-separated list (as proxies append to them). */
const firstValue = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0].trim();

/** A bare `host[:port]`: a DNS name or an IPv4 address, or an IPv6 address in brackets; no user, path or query. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i;

/**
 * The origin the request was sent to (`http://127.0.0.1:1337`), from X-Forwarded-Proto/-Host when present, else the
 * connection's scheme and Host; null when the headers do not make a plain http(s) origin. Not to be trusted as such:
 * see Note [The address a request may pick].
 */
export function requestOrigin(request: RequestLike): string | null {
  const forwardedHost = firstValue(request.headers['x-forwarded-host']);
  const host = forwardedHost === undefined || forwardedHost === '' ? firstValue(request.headers.host) : forwardedHost;
  const protocol = firstValue(request.headers['x-forwarded-proto']) || request.protocol;
  if (!host || !HOST.test(host) || !/^https?$/i.test(protocol)) return null;
  return parse(`${protocol.toLowerCase()}://${host}`)?.origin ?? null;
}

/**
 * `fallback`'s spelling under the loopback name the request came to, or `fallback` itself. See Note [The address a
 * request may pick].
 */
export function pickLoopbackSpelling(fallback: string, request: RequestLike): string {
  const origin = requestOrigin(request);
  if (origin === null) return fallback;
  return loopbackAliases(fallback).find((alias) => parse(alias)?.origin === origin) ?? fallback;
}

/**
 * The address the connection reached this server at (`http://127.0.0.1:1337`): the listening socket's own address and
 * port, which the client cannot write, so a default built on it is never a host of the client's choosing. IPv4
 * addresses mapped into IPv6 (a server listening on `::`) are written as IPv4.
 */
export function listeningOrigin(request: Pick<FastifyRequest, 'socket' | 'protocol'>): string {
  const address = (request.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const host = address.includes(':') ? `[${address}]` : address;
  return new URL(`${request.protocol}://${host}:${request.socket.localPort ?? 80}`).origin;
}
