/**
 * Nhost functions served locally at /v1/functions/*, as Nhost serves them: `functions/books/import.ts` answers
 * `/v1/functions/books/import`, an `index.ts` answers its folder, and a file or folder whose name starts with `_` or
 * `.` is never an endpoint (shared code). The default export is called with an Express-like request and response,
 * so the same folder deploys unchanged to Nhost. Modules load on first call and stay loaded.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FunctionHandler, FunctionRequest, FunctionResponse } from '../../functions/_lib/http.ts';

export interface FunctionsOptions {
  /** The folder of functions (the project's `functions/`). */
  dir: string;
  bodyLimit: number;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** The file that answers `route` (the path after /v1/functions/), or null. */
export function functionFile(dir: string, route: string): string | null {
  const segments = route.split('/').filter((segment) => segment !== '');
  if (segments.length === 0 || !segments.every((segment) => SEGMENT.test(segment))) return null;
  for (const candidate of [`${path.join(dir, ...segments)}.ts`, `${path.join(dir, ...segments)}.js`, path.join(dir, ...segments, 'index.ts'), path.join(dir, ...segments, 'index.js')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

export function functionsRoutes(app: FastifyInstance, options: FunctionsOptions): void {
  const loaded = new Map<string, Promise<FunctionHandler>>();
  const load = (file: string): Promise<FunctionHandler> => {
    let handler = loaded.get(file);
    if (!handler) {
      handler = import(pathToFileURL(file).href).then((module: { default?: unknown }) => {
        if (typeof module.default !== 'function') throw new Error(`${path.relative(options.dir, file)} has no default export`);
        return module.default as FunctionHandler;
      });
      loaded.set(file, handler);
    }
    return handler;
  };

  app.register((scope, _opts, done) => {
    // Nhost hands functions a parsed JSON body, and text as it came.
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.bodyLimit }, (_request, body, parsed) => { parsed(null, body); });
    scope.all('/v1/functions/*', async (request, reply) => {
      const route = (request.params as { '*': string })['*'];
      const file = functionFile(options.dir, route);
      if (!file) return reply.code(404).type('text/plain').send('function not found');
      const handler = await load(file);
      const { response, finished } = adaptResponse(reply);
      await handler(adaptRequest(request, route), response);
      return finished;
    });
    done();
  });
}

function adaptRequest(request: FastifyRequest, route: string): FunctionRequest {
  return {
    method: request.method,
    path: `/${route}`,
    headers: request.headers,
    query: request.query as Record<string, unknown>,
    ip: request.ip,
    body: request.body,
  };
}

/** Express's chainable response over Fastify's reply, with a promise that settles once a body was sent. */
function adaptResponse(reply: FastifyReply): { response: FunctionResponse; finished: Promise<FastifyReply> } {
  let settle: (reply: FastifyReply) => void = () => undefined;
  const finished = new Promise<FastifyReply>((resolve) => { settle = resolve; });
  const response: FunctionResponse = {
    status(code) { reply.code(code); return response; },
    setHeader(name, value) { reply.header(name, value); return response; },
    json(body) { settle(reply.type('application/json; charset=utf-8').send(JSON.stringify(body))); },
    send(body) {
      if (typeof body === 'string' && !reply.hasHeader('content-type')) reply.type('text/plain; charset=utf-8');
      settle(reply.send(typeof body === 'string' ? body : Buffer.from(body)));
    },
  };
  return { response, finished };
}
