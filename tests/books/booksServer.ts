/**
 * The backend with the files API and the Nhost functions of `functions/`, over the engine fixture, listening on a
 * free port, with the variables Nhost gives functions pointed at it: for tests of the import function end to end
 * (upload through the files API, POST /v1/functions/books/import, read back through GraphQL).
 *
 * The fixture's Acme Ltda (of Alfa Capital: ana owns it, bruno edits it) gets a client with three categories of the
 * portal's chart; Delta Agro (of Gama: carla) gets one too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { setFunctionEnvironment } from '../../server/functions/functionEnvironment.ts';
import { parseJwtSecret } from '../../server/engine/permissions/jwtSecret.ts';
import { buildApp } from '../../server/http/buildApp.ts';
import { presignKeyFrom } from '../../server/storage/presignedUrls.ts';
import type { EngineFixture } from '../helpers/engineFixture.ts';
import { ADMIN_SECRET, JWT_KEY } from '../helpers/tokens.ts';

export const BOOKS = {
  acmeClient: '00000000-0000-4000-8000-000000000e01',
  deltaClient: '00000000-0000-4000-8000-000000000e02',
  sales: '00000000-0000-4000-8000-000000000e11',
  suppliers: '00000000-0000-4000-8000-000000000e12',
  payroll: '00000000-0000-4000-8000-000000000e13',
  dora: '00000000-0000-4000-8000-000000000004',
} as const;

export interface BooksServer {
  app: FastifyInstance;
  base: string;
  close(): Promise<void>;
}

export async function startBooksServer(fixture: EngineFixture): Promise<BooksServer> {
  await fixture.db.exec(`
    INSERT INTO portfolio.client (id, name, document) VALUES
      ('${BOOKS.acmeClient}', 'Acme Ltda', '11222333000181'), ('${BOOKS.deltaClient}', 'Delta Agro Ltda', '04798051000161');
    UPDATE portfolio.company SET client_id = '${BOOKS.acmeClient}' WHERE id = '00000000-0000-4000-8000-000000000021';
    UPDATE portfolio.company SET client_id = '${BOOKS.deltaClient}' WHERE id = '00000000-0000-4000-8000-000000000024';
    INSERT INTO accounting.account (id, client_id, number, name, client_account, type, section) VALUES
      ('${BOOKS.sales}', '${BOOKS.acmeClient}', '1.01', 'Receita de vendas de produtos', NULL, 'receipt', 'operations'),
      ('${BOOKS.suppliers}', '${BOOKS.acmeClient}', '2.01', 'Fornecedores', NULL, 'payment', 'operations'),
      ('${BOOKS.payroll}', '${BOOKS.acmeClient}', '2.02', 'Folha de pagamento e encargos', NULL, 'payment', 'operations');
    INSERT INTO auth.users (id, display_name, email, locale, default_role, email_verified)
      VALUES ('${BOOKS.dora}', 'Dora Reis', 'dora@alfa.example', 'pt', 'investor', true);
    INSERT INTO portfolio.organization_user (organization_id, user_id, role)
      VALUES ('00000000-0000-4000-8000-000000000011', '${BOOKS.dora}', 'viewer');`);
  const root = mkdtempSync(path.join(tmpdir(), 'books-test-'));
  const app = buildApp({
    db: fixture.db, engine: fixture.engine,
    auth: { adminSecret: ADMIN_SECRET, jwt: parseJwtSecret(JSON.stringify({ type: 'HS256', key: JWT_KEY })), unauthorizedRole: 'public' },
    storage: { dir: path.join(root, 'files'), signingKey: presignKeyFrom(JWT_KEY), publicUrl: null, version: 'v0.0.0-test' },
    functions: { dir: path.resolve(import.meta.dirname, '../../functions') },
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  for (const name of ['NHOST_BACKEND_URL', 'NHOST_GRAPHQL_URL', 'NHOST_AUTH_URL', 'NHOST_STORAGE_URL', 'NHOST_FUNCTIONS_URL', 'NHOST_ADMIN_SECRET']) {
    Reflect.deleteProperty(process.env, name);
  }
  setFunctionEnvironment(process.env, { backendUrl: base, adminSecret: ADMIN_SECRET });
  return {
    app, base,
    async close() {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export interface ImportAnswer {
  id: string; status: string; rowsTotal: number | null; rowsWritten: number; rowsSkipped: number; rowsRefused: number;
  problems: { line: number; column?: string; code: string; params: Record<string, string> }[];
  duplicateOf: string | null; replaces: string | null;
}

/** Sends `bytes` to the books bucket as `token`'s user; the file's id. */
export async function uploadBooksFile(base: string, token: string, name: string, bytes: Uint8Array | string): Promise<string> {
  const form = new FormData();
  form.append('bucket-id', 'books');
  form.append('file[]', new File([bytes], name));
  const upload = await fetch(`${base}/v1/storage/files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const uploaded = (await upload.json()) as { processedFiles?: { id: string }[]; id?: string };
  const fileId = uploaded.processedFiles?.[0]?.id ?? uploaded.id;
  if (!fileId) throw new Error(`upload refused: ${upload.status} ${JSON.stringify(uploaded)}`);
  return fileId;
}

/** Asks the import function, as `token`'s user, to import a stored file. */
export async function callImport(base: string, token: string, clientId: string, fileId: string, source: string):
Promise<{ status: number; body: ImportAnswer & { error?: string } }> {
  const response = await fetch(`${base}/v1/functions/books/import`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, fileId, source }),
  });
  return { status: response.status, body: (await response.json()) as ImportAnswer & { error?: string } };
}

/** Uploads `bytes` and imports them, as `token`'s user. */
export async function importFile(base: string, token: string, clientId: string, source: string, name: string, bytes: Uint8Array | string):
Promise<{ status: number; body: ImportAnswer & { error?: string } }> {
  return callImport(base, token, clientId, await uploadBooksFile(base, token, name, bytes), source);
}
