/**
 * The portal's and the auth API's addresses as one request sees them: the default `redirectTo`, where a refused
 * `/verify` goes, the base of the links in e-mails, and which `redirectTo` values are allowed.
 *
 * hasura-auth knows one client URL (`AUTH_CLIENT_URL`) and one server URL (`AUTH_SERVER_URL`). Where they are set,
 * they are used exactly as set, and a `redirectTo` must match the client URL or `AUTH_ACCESS_CONTROL_ALLOWED_REDIRECT_URLS`
 * (redirects.ts), as in hasura-auth. Where one is not set, its default is this server's own address
 * (`http://localhost:PORT`, from HOST and PORT), which a request may reach under another loopback name: see
 * Note [The address a request may pick] in server/http/requestOrigin.ts. For such a default:
 * - a `redirectTo` (client URL only) is allowed on any loopback name with the same scheme and port;
 * - the URL a request gets (the default `redirectTo`, the links in its e-mails) is the default under the name the
 *   request came to. Invite e-mails are sent later, by a worker that has no request (invites/inviteMailer.ts): they
 *   use the default.
 */
import type { FastifyRequest } from 'fastify';
import type { AuthConfig } from './authConfig.ts';
import { loopbackAliases, pickLoopbackSpelling } from '../http/requestOrigin.ts';
import { redirectAllowed } from './redirects.ts';

type RequestLike = Pick<FastifyRequest, 'headers' | 'protocol'>;

/** `configured` when it was set; otherwise its loopback spelling the request came to, or the default itself. */
const pick = (configured: string, fromRequest: boolean, request: RequestLike): string =>
  (fromRequest ? pickLoopbackSpelling(configured, request) : configured);

export interface RequestUrls {
  /** The portal: the default `redirectTo`, and where a refused `/verify` goes. */
  clientUrl: string;
  /** The auth API's public base, for the links in e-mails. */
  serverUrl: string;
  /** Whether a `redirectTo` is allowed. */
  redirectAllowed(url: string): boolean;
}

export function requestUrls(config: AuthConfig, request: RequestLike): RequestUrls {
  // A client URL left to its default is the portal under every loopback name; a configured one only as written.
  const clients = config.clientUrlFromRequest ? loopbackAliases(config.clientUrl) : [config.clientUrl];
  return {
    clientUrl: pick(config.clientUrl, config.clientUrlFromRequest, request),
    serverUrl: pick(config.serverUrl, config.serverUrlFromRequest, request),
    redirectAllowed: (url) => clients.some((client) => redirectAllowed(url, client, config.allowedRedirectUrls)),
  };
}
