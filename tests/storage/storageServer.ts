/**
 * The backend with the files API, over the engine fixture (tests/fixtures/engine.sql), listening on a free port, for
 * tests that go through HTTP and the real nhost-js storage client. Its presigned URLs are signed on a clock the test
 * moves, and its bytes go to a temporary directory removed by `close`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NhostClient } from '@nhost/nhost-js';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { parseJwtSecret } from '../../server/engine/permissions/jwtSecret.ts';
import { buildApp } from '../../server/http/buildApp.ts';
import { presignKeyFrom } from '../../server/storage/presignedUrls.ts';
import type { EngineFixture } from '../helpers/engineFixture.ts';
import { ADMIN_SECRET, JWT_KEY } from '../helpers/tokens.ts';

export interface StorageServer {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Where the bytes are stored. */
  dir: string;
  /** The presigned URLs' clock (ms since the epoch); tests move it. */
  clock: { now: number };
  close(): Promise<void>;
}

export async function startStorageServer(fixture: EngineFixture): Promise<StorageServer> {
  const root = mkdtempSync(path.join(tmpdir(), 'storage-test-'));
  const dir = path.join(root, 'files');
  const clock = { now: Date.now() };
  const app = buildApp({
    db: fixture.db, engine: fixture.engine,
    auth: { adminSecret: ADMIN_SECRET, jwt: parseJwtSecret(JSON.stringify({ type: 'HS256', key: JWT_KEY })), unauthorizedRole: 'public' },
    storage: { dir, signingKey: presignKeyFrom(JWT_KEY), publicUrl: null, version: 'v0.0.0-test', now: () => clock.now },
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app, base, dir, clock,
    async close() {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** An access token as hasura-auth issues it, for any user id (the fixture's users or one a test adds). */
export async function tokenFor(userId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    'https://hasura.io/jwt/claims': {
      'x-hasura-allowed-roles': ['investor', 'user', 'me'], 'x-hasura-default-role': 'investor',
      'x-hasura-user-id': userId, 'x-hasura-user-is-anonymous': 'false',
    },
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer('hasura-auth').setSubject(userId)
    .setIssuedAt(now).setExpirationTime(now + 900)
    .sign(new TextEncoder().encode(JWT_KEY));
}

export interface StorageFileMetadata {
  id: string; name: string; size: number; mimeType: string; etag: string; createdAt: string; updatedAt: string;
  bucketId: string; isUploaded: boolean; uploadedByUserId: string;
}

/**
 * The part of nhost-js 3.x's storage client (`HasuraStorageClient`) the tests use, as the client documents it: under
 * the server's NodeNext resolution TypeScript cannot follow nhost-js's types into `@nhost/hasura-storage-js`.
 */
export interface NhostStorage {
  upload(params: { file: File; bucketId?: string; id?: string; name?: string } | { formData: FormData; bucketId?: string }): Promise<
    | { fileMetadata: StorageFileMetadata | { processedFiles: StorageFileMetadata[] }; error: null }
    | { fileMetadata: null; error: { status: number; message: string; error: string } }
  >;
  download(params: { fileId: string }): Promise<{ file: Blob; error: null } | { file: null; error: Error }>;
  getPresignedUrl(params: { fileId: string }): Promise<
    { presignedUrl: { url: string; expiration: number }; error: null } | { presignedUrl: null; error: Error }
  >;
  getPublicUrl(params: { fileId: string }): string;
  delete(params: { fileId: string }): Promise<{ error: Error | null }>;
  setAccessToken(token: string | undefined): NhostStorage;
}

/**
 * The real nhost-js 3.x storage client against the server (the `storage` of an `NhostClient` built as the portal
 * builds it), with `token` as its access token (none: signed out).
 */
export function storageClient(base: string, token?: string): NhostStorage {
  const nhost = new NhostClient({
    authUrl: `${base}/v1/auth`, graphqlUrl: `${base}/v1/graphql`, storageUrl: `${base}/v1/storage`,
    functionsUrl: `${base}/v1/functions`, autoSignIn: false, autoRefreshToken: false, start: false,
  });
  const storage = nhost.storage as unknown as NhostStorage;
  storage.setAccessToken(token);
  return storage;
}

/** A GraphQL answer: its data (the caller knows their shape) or its errors. */
export interface GraphQLAnswer {
  data?: unknown;
  errors?: { message: string; extensions: { code: string } }[];
}

/** A GraphQL request to the server with `token`. */
export async function graphql(base: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer> {
  const response = await fetch(`${base}/v1/graphql`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer;
}
