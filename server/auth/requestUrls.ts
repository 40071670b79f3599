/**
 * The portal's and the auth API's addresses as one request sees them: the default `redirectTo`, where a refused
 * `/verify` goes, the base of the links in e-mails, and which `redirectTo` values are allowed.
 *
 * Note [The address a request may pick]
 * hasura-auth knows one client URL (`AUTH_CLIENT_URL`) and one server URL (`AUTH_SERVER_URL`). Where they are set,
 * they are used exactly as set, and a `redirectTo` must match the client URL or `AUTH_ACCESS_CONTROL_ALLOWED_REDIRECT_URLS`
 * (redirects.ts), as in hasura-auth. Where one is not set, its default is this server's own address
 * (`http://localhost:PORT`, from HOST and PORT), and a browser may well have opened the same server as
 * `http://127.0.0.1:PORT` or `http://[::1]:PORT`: the loopback names all reach this machine, and a portal opened at
 * one of them must not be refused (issue 18).
 *
 * So, for a URL that was not configured and whose default is on a loopback name:
 * - a `redirectTo` (client URL only) is allowed on any loopback name with the same scheme and port;
 * - the URL a request gets (the default `redirectTo`, the links in its e-mails) is the default under the name the
 *   request came to, read from X-Forwarded-Proto and X-Forwarded-Host when a proxy set them, else from the
 *   connection's scheme and the Host header.
 *
 * The request's headers are the client's to write, and an e-mail's link goes to whoever owns the address, not to the
 * sender: a Host header may only *pick* among the loopback spellings of the server's own default address (same
 * scheme, same port, same path), never name a host of its own. Anything else — another host, another port or
 * scheme, a header that is not a bare `host[:port]`, a list whose first entry does not qualify — gets the default
 * itself. Whoever forges the header can at worst make a link read 127.0.0.1 instead of localhost, which is the same
 * server for the one who opens it, and never an attacker's host. A default that is not a loopback one (HOST set to
 * a name) has no other spelling and is always used as it is. Invite e-mails are sent later, by a worker that has no
 * request (invites/inviteMailer.ts): they use the default.
 */
import type { FastifyRequest } from 'fastify';
import type { AuthConfig } from './authConfig.ts';
import { redirectAllowed } from './redirects.ts';

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
 * `configured` when it was set; otherwise its loopback spelling the request came to, or the default itself.
 * See Note [The address a request may pick].
 */
function pick(configured: string, fromRequest: boolean, origin: string | null): string {
  if (!fromRequest || origin === null) return configured;
  return loopbackAliases(configured).find((alias) => parse(alias)?.origin === origin) ?? configured;
}

export interface RequestUrls {
  /** The portal: the default `redirectTo`, and where a refused `/verify` goes. */
  clientUrl: string;
  /** The auth API's public base, for the links in e-mails. */
  serverUrl: string;
  /** Whether a `redirectTo` is allowed. */
  redirectAllowed(url: string): boolean;
}

export function requestUrls(config: AuthConfig, request: RequestLike): RequestUrls {
  const origin = requestOrigin(request);
  // A client URL left to its default is the portal under every loopback name; a configured one only as written.
  const clients = config.clientUrlFromRequest ? loopbackAliases(config.clientUrl) : [config.clientUrl];
  return {
    clientUrl: pick(config.clientUrl, config.clientUrlFromRequest, origin),
    serverUrl: pick(config.serverUrl, config.serverUrlFromRequest, origin),
    redirectAllowed: (url) => clients.some((client) => redirectAllowed(url, client, config.allowedRedirectUrls)),
  };
}
