/**
 * The built portal (`dist/`) at `/` of the backend's port, so a person opens one URL and the portal calls `/v1` on its
 * own origin, as it does through Vite's proxy in dev. `buildApp` registers this only when given a `portal` option.
 *
 * - `/assets/*`: Vite's content-hashed files, cached for a year as immutable (a new build has new names); an unknown
 *   asset is a 404, never the page, so a stale tab asking for an old chunk fails loudly instead of parsing HTML as JS.
 * - Any other GET/HEAD outside the API prefixes: the file of that name if `dist/` has one (public/ files), else, for a
 *   page navigation, `index.html` (the router in the page picks the screen), with `no-cache` so a new build is seen
 *   at once; anything else is the usual 404.
 *
 * Compression: the build writes `.br` and `.gz` copies of each text file (server/portal/precompress.ts), sent by
 * @fastify/static's `preCompressed` option. Chosen over @fastify/compress because the files only change at build
 * time: compressing once lets brotli run at quality 10 (@fastify/compress uses 4 per request: higher ones cost too
 * much CPU on every response), costs no CPU per request, and leaves the API's responses exactly as they were.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface PortalOptions {
  /** The built portal: `index.html` and `assets/`. */
  distDir: string;
}

/** Paths of the backend itself: never answered with the page, so their 404s stay the API's. */
const API_PREFIXES = ['/v1', '/healthz', '/mailbox', '/dev'];

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function portalRoutes(app: FastifyInstance, options: PortalOptions): void {
  void app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: options.distDir,
      // Routes are ours (below); the plugin only provides reply.sendFile.
      serve: false,
      preCompressed: true,
      // The build stamp and .vite/manifest.json are build bookkeeping, not part of the site.
      dotfiles: 'ignore',
      index: false,
    });
    // A wildcard: Fastify's router tries every static and parametric route first, so the API's routes always win.
    scope.get('/*', async (request, reply) => {
      const pathname = `/${(request.params as { '*': string })['*']}`;
      if (API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return notFound(reply);
      void reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'strict-origin-when-cross-origin');
      if (pathname.startsWith('/assets/')) {
        return reply.sendFile(pathname, { cacheControl: true, maxAge: ONE_YEAR_MS, immutable: true });
      }
      const isIndex = pathname === '/' || pathname === '/index.html';
      if (!isIndex && (await isServableFile(options.distDir, pathname))) return sendRevalidated(reply, pathname);
      if (!isIndex && !isPageNavigation(request, pathname)) return notFound(reply);
      // The page must not be framed by another site (clickjacking); the assets need no such header.
      void reply.header('x-frame-options', 'DENY');
      return sendRevalidated(reply, '/index.html');
    });
  });
}

/** The app's usual 404 (the root scope's not-found handler), as if this route did not exist. */
function notFound(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}

/** Files with stable names (the page, public/ files): cached, but checked against the server (ETag) on every use. */
function sendRevalidated(reply: FastifyReply, pathname: string): FastifyReply {
  return reply.header('cache-control', 'no-cache').sendFile(pathname, { cacheControl: false });
}

/**
 * A request for a page rather than a resource: the browser says it accepts HTML (every navigation does), or the last
 * segment has no extension (`/app/home`, tools like curl that send no Accept header).
 */
function isPageNavigation(request: FastifyRequest, pathname: string): boolean {
  if (request.headers.accept?.includes('text/html')) return true;
  return !(pathname.split('/').pop() ?? '').includes('.');
}

/** Whether `pathname` names a regular file in `distDir`, refusing dot segments (`..`, `.vite`) outright. */
async function isServableFile(distDir: string, pathname: string): Promise<boolean> {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0 || segments.some((segment) => segment.startsWith('.'))) return false;
  try {
    return (await fs.stat(path.join(distDir, ...segments))).isFile();
  } catch {
    return false;
  }
}
