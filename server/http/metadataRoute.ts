/**
 * `POST /v1/metadata`: the one call of Hasura's metadata API this engine answers, `get_inconsistent_metadata`, so the
 * tools that ask Hasura whether its metadata fits the database (the CLI, a deployment check) can ask here too. The
 * engine reads its metadata from `nhost/metadata` at start and never changes it through this API; every other type is
 * refused with `not-supported`. As in Hasura, the API is admin-only, and its errors are `{code, error, path}` with
 * HTTP 400.
 */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../engine/createEngine.ts';
import { EngineError } from '../engine/errors.ts';
import { resolveSession, type AuthConfig } from '../engine/permissions/resolveSession.ts';

export interface MetadataRouteOptions {
  engine: Engine;
  auth: AuthConfig;
}

/** A request of the metadata API is small; a megabyte is far more than any of them. */
const BODY_LIMIT = 1024 * 1024;

const refusal = (code: string, error: string): string => JSON.stringify({ code, error, path: '$' });

export function metadataRoute(app: FastifyInstance, options: MetadataRouteOptions): void {
  void app.register((scope, _opts, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, next) => { next(null, body); });
    scope.setErrorHandler((error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode;
      const clientMistake = status !== undefined && status >= 400 && status < 500;
      if (!clientMistake) request.log.error(error);
      return reply.code(clientMistake ? status : 500).type('application/json; charset=utf-8')
        .send(refusal(clientMistake ? 'bad-request' : 'unexpected', clientMistake ? (error as Error).message : 'internal error'));
    });
    scope.post('/v1/metadata', async (request, reply) => {
      void reply.type('application/json; charset=utf-8');
      try {
        const session = await resolveSession(request.headers, options.auth);
        if (!session.isAdmin) return await reply.code(400).send(refusal('access-denied', 'restricted access : admin only'));
      } catch (error) {
        if (error instanceof EngineError) return await reply.code(400).send(refusal(error.code, error.message));
        throw error;
      }
      let body: unknown;
      try {
        body = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch (error) {
        return await reply.code(400).send(refusal('invalid-json', `Error in $: ${(error as Error).message}`));
      }
      const type = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { type?: unknown }).type : undefined;
      if (type === 'get_inconsistent_metadata') {
        const objects = options.engine.inconsistentMetadata;
        return JSON.stringify({ is_consistent: objects.length === 0, inconsistent_objects: objects });
      }
      return await reply.code(400).send(refusal(
        'not-supported',
        typeof type === 'string'
          ? `the metadata API of this server answers only get_inconsistent_metadata, not ${type}: its metadata is read from nhost/metadata at start`
          : 'expected an object with a "type"',
      ));
    });
    done();
  });
}
