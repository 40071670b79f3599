/**
 * The files API (/v1/storage) through the real `@nhost/nhost-js` 3.x storage client, unmodified, in Node: upload,
 * download, presigned URLs and deletion, each answered as hasura-storage answers, with the dataroom's permissions
 * (nhost/metadata: storage.files and portfolio.company_file) decided by asking the engine as the caller.
 *
 * Fixture (tests/fixtures/engine.sql): ana owns Alfa Capital (plan with the dataroom; its company Acme), bruno edits
 * Alfa, carla owns Gama Investimentos (no plan; Delta Agro) and is no member of Alfa. The test adds dora, a viewer of
 * Alfa only.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileMetadataStore } from '../../server/storage/fileMetadata.ts';
import { LocalContent } from '../../server/storage/localContent.ts';
import { presignedBase, removeOrphans } from '../../server/storage/storageRoutes.ts';
import { createEngineFixture, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { graphql, startStorageServer, storageClient, tokenFor, type StorageFileMetadata, type StorageServer } from './storageServer.ts';

const DORA = '00000000-0000-4000-8000-000000000004';
const ACME = '00000000-0000-4000-8000-000000000021';
const DELTA = '00000000-0000-4000-8000-000000000024';
const ALFA = '00000000-0000-4000-8000-000000000011';
const GAMA = '00000000-0000-4000-8000-000000000013';
/** The fixture's plan with the dataroom. */
const PROFISSIONAL = '00000000-0000-4000-8000-000000000082';

const LINK = `mutation Link($companyId: uuid!, $fileId: uuid!) {
  insert_portfolio_company_file_one(object: { company_id: $companyId, file_id: $fileId }) { id created_by }
}`;

const md5 = (bytes: Uint8Array) => `"${createHash('md5').update(bytes).digest('hex')}"`;

describe.each(testTargets())('files API on $name', (target) => {
  let fixture: EngineFixture;
  let server: StorageServer;
  const tokens: Record<'ana' | 'bruno' | 'carla' | 'dora', string> = { ana: '', bruno: '', carla: '', dora: '' };

  const upload = async (who: keyof typeof tokens, name: string, bytes: Uint8Array | string, type = 'application/pdf') => {
    const file = new File([bytes], name, { type });
    const result = await storageClient(server.base, tokens[who]).upload({ file, bucketId: 'dataroom', name });
    return result;
  };
  const uploaded = async (who: keyof typeof tokens, name: string, bytes: Uint8Array | string, type?: string): Promise<StorageFileMetadata> => {
    const { fileMetadata, error } = await upload(who, name, bytes, type);
    expect(error).toBeNull();
    return fileMetadata as StorageFileMetadata;
  };
  const link = async (who: keyof typeof tokens, companyId: string, fileId: string) => {
    const answer = await graphql(server.base, tokens[who], LINK, { companyId, fileId });
    return { ...answer, data: answer.data as { insert_portfolio_company_file_one: { id: string; created_by: string } | null } | undefined };
  };
  const request = (pathAndQuery: string, init: RequestInit & { token?: string } = {}) => {
    const { token, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return fetch(`${server.base}/v1/storage${pathAndQuery}`, { ...rest, headers });
  };

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    await fixture.db.exec(`
      INSERT INTO auth.users (id, display_name, email, locale, default_role, email_verified)
        VALUES ('${DORA}', 'Dora Reis', 'dora@alfa.example', 'pt', 'investor', true);
      INSERT INTO portfolio.organization_user (organization_id, user_id, role) VALUES ('${ALFA}', '${DORA}', 'viewer');`);
    server = await startStorageServer(fixture);
    tokens.ana = await tokenFor(USERS.ana);
    tokens.bruno = await tokenFor(USERS.bruno);
    tokens.carla = await tokenFor(USERS.carla);
    tokens.dora = await tokenFor(DORA);
  });
  afterAll(async () => {
    await server.close();
    await fixture.drop();
  });

  it('uploads with nhost-js as hasura-storage answers, and the file is its uploader\'s until it is filed', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 the board deck');
    const file = await uploaded('ana', 'Board deck Q2.pdf', bytes);
    expect(file).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string, name: 'Board deck Q2.pdf', size: bytes.length,
      bucketId: 'dataroom', etag: md5(bytes), mimeType: 'application/pdf', isUploaded: true, uploadedByUserId: USERS.ana,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/) as string,
      updatedAt: expect.stringMatching(/Z$/) as string, metadata: null,
    });
    // The bytes are stored under the id, nowhere else.
    expect(readFileSync(path.join(server.dir, file.id))).toEqual(Buffer.from(bytes));
    // Its uploader reads it back; another editor of Alfa does not see it before it is filed under a company.
    const mine = await storageClient(server.base, tokens.ana).download({ fileId: file.id });
    expect(new Uint8Array(await (mine.file as Blob).arrayBuffer())).toEqual(bytes);
    expect((await request(`/files/${file.id}`, { token: tokens.bruno })).status).toBe(404);

    const linked = await link('ana', ACME, file.id);
    expect(linked.data?.insert_portfolio_company_file_one?.created_by).toBe(USERS.ana);
    const theirs = await storageClient(server.base, tokens.bruno).download({ fileId: file.id });
    expect(new Uint8Array(await (theirs.file as Blob).arrayBuffer())).toEqual(bytes);
  });

  it('uploads several files in one request (file[] and metadata[]) and answers processedFiles', async () => {
    const form = new FormData();
    for (const [name, text] of [['a.txt', 'first'], ['b.csv', 'x,y\n1,2']] as const) {
      form.append('file[]', new File([text], name, { type: name.endsWith('.csv') ? 'text/csv' : '' }));
      form.append('metadata[]', new Blob([JSON.stringify({ name: `Report ${name}` })], { type: 'application/json' }), '');
    }
    form.append('bucket-id', 'dataroom');
    const response = await request('/files', { method: 'POST', body: form, token: tokens.ana });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { processedFiles: StorageFileMetadata[] };
    expect(body.processedFiles.map((f) => [f.name, f.mimeType, f.size])).toEqual([
      // No type given: it is read from the bytes, as hasura-storage does.
      ['Report a.txt', 'text/plain; charset=utf-8', 5],
      ['Report b.csv', 'text/csv', 7],
    ]);
    // nhost-js unwraps the answer of a form upload the same way.
    const again = new FormData();
    again.append('file[]', new File(['third'], 'c.txt', { type: 'text/plain' }));
    const { fileMetadata, error } = await storageClient(server.base, tokens.ana).upload({ formData: again, bucketId: 'dataroom' });
    expect(error).toBeNull();
    expect((fileMetadata as { processedFiles: StorageFileMetadata[] }).processedFiles.map((f) => f.name)).toEqual(['c.txt']);
  });

  it('downloads with the headers hasura-storage sends, byte ranges, conditional requests and HEAD', async () => {
    const bytes = new TextEncoder().encode('0123456789abcdef');
    const file = await uploaded('ana', 'Cap table.pdf', bytes);
    await link('ana', ACME, file.id);
    const whole = await request(`/files/${file.id}`, { token: tokens.ana });
    expect(whole.status).toBe(200);
    expect(Object.fromEntries(['content-type', 'content-length', 'etag', 'accept-ranges', 'cache-control', 'content-disposition', 'x-content-type-options']
      .map((name) => [name, whole.headers.get(name)]))).toEqual({
      'content-type': 'application/pdf', 'content-length': '16', etag: md5(bytes), 'accept-ranges': 'bytes',
      'cache-control': 'private, max-age=3600', 'content-disposition': 'inline; filename="Cap+table.pdf"; filename*=UTF-8\'\'Cap%20table.pdf',
      'x-content-type-options': 'nosniff',
    });
    expect(new Date(whole.headers.get('last-modified') ?? '').getTime()).toBeGreaterThan(0);
    expect(await whole.text()).toBe('0123456789abcdef');

    const part = await request(`/files/${file.id}`, { token: tokens.ana, headers: { range: 'bytes=4-7' } });
    expect([part.status, part.headers.get('content-range'), await part.text()]).toEqual([206, 'bytes 4-7/16', '4567']);
    const tail = await request(`/files/${file.id}`, { token: tokens.ana, headers: { range: 'bytes=-3' } });
    expect([tail.status, await tail.text()]).toEqual([206, 'def']);
    const beyond = await request(`/files/${file.id}`, { token: tokens.ana, headers: { range: 'bytes=99-' } });
    expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, 'bytes */16']);

    const cached = await request(`/files/${file.id}`, { token: tokens.ana, headers: { 'if-none-match': md5(bytes) } });
    expect([cached.status, await cached.text()]).toEqual([304, '']);
    const changed = await request(`/files/${file.id}`, { token: tokens.ana, headers: { 'if-match': '"other"' } });
    expect(changed.status).toBe(412);

    const head = await request(`/files/${file.id}`, { method: 'HEAD', token: tokens.ana });
    expect([head.status, head.headers.get('content-length'), head.headers.get('etag'), await head.text()]).toEqual([200, '16', md5(bytes), '']);
    const missing = await request('/files/00000000-0000-4000-8000-00000000ffff', { method: 'HEAD', token: tokens.ana });
    expect([missing.status, missing.headers.get('x-error')]).toEqual([404, 'file not found']);
  });

  it('hands out a presigned URL that works without a token until it expires, and refuses it tampered with', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 shareholders agreement');
    const file = await uploaded('ana', 'Shareholders agreement.pdf', bytes);
    await link('ana', ACME, file.id);
    const { presignedUrl, error } = await storageClient(server.base, tokens.dora).getPresignedUrl({ fileId: file.id });
    expect(error).toBeNull();
    expect(presignedUrl?.expiration).toBe(60);
    const url = new URL(presignedUrl?.url ?? '');
    expect(url.origin + url.pathname).toBe(`${server.base}/v1/storage/files/${file.id}/presignedurl/contents`);

    const opened = await fetch(url);
    expect(opened.status).toBe(200);
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(bytes);
    expect(opened.headers.get('cache-control')).toMatch(/^max-age=(59|60)$/);

    const tampered = (change: (params: URLSearchParams) => void, pathname = url.pathname) => {
      const copy = new URL(url);
      copy.pathname = pathname;
      change(copy.searchParams);
      return fetch(copy);
    };
    const signature = url.searchParams.get('X-Amz-Signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const refusals = [
      await tampered((p) => { p.set('X-Amz-Signature', flipped); }),
      await tampered((p) => { p.set('X-Amz-Expires', '604800'); }),
      await tampered((p) => { p.delete('X-Amz-Signature'); }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(403);
      expect(await refusal.json()).toEqual({
        error: { data: null, message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.' },
      });
    }
    // The signature of one file does not open another.
    const other = await uploaded('ana', 'Other.pdf', '%PDF-1.4 other');
    await link('ana', ACME, other.id);
    expect((await tampered(() => undefined, url.pathname.replace(file.id, other.id))).status).toBe(403);

    server.clock.now += 61_000;
    try {
      const expired = await fetch(url);
      expect(expired.status).toBe(400);
      expect(await expired.json()).toEqual({ error: { data: null, message: 'signature already expired' } });
    } finally {
      server.clock.now -= 61_000;
    }
  });

  it('points a presigned URL at the address the server was reached at, never at a host the request names', async () => {
    const file = await uploaded('ana', 'Cap table.pdf', '%PDF-1.4 cap table');
    await link('ana', ACME, file.id);
    const { port } = new URL(server.base);
    /** The presigned URL's origin, asked for with `headers` (node:http, as fetch will not send a Host of its own). */
    const originWith = (headers: Record<string, string>) => new Promise<string>((resolve, reject) => {
      const asked = http.get(`${server.base}/v1/storage/files/${file.id}/presignedurl`, {
        headers: { authorization: `Bearer ${tokens.ana}`, ...headers },
      }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => { text += chunk.toString(); });
        response.on('end', () => { resolve(new URL((JSON.parse(text) as { url: string }).url).origin); });
      });
      asked.on('error', reject);
    });
    const forged: Record<string, string>[] = [
      { host: 'evil.example' }, { host: `evil.example:${port}` }, { host: `127.0.0.1:${port}`, 'x-forwarded-host': 'evil.example' },
      { host: `localhost:${Number(port) + 1}` }, { host: `127.0.0.1:${port}@evil.example` },
    ];
    for (const headers of forged) {
      expect(await originWith(headers), JSON.stringify(headers)).toBe(server.base);
    }
    // The same server under another loopback name keeps the name the page used.
    expect(await originWith({ host: `localhost:${port}` })).toBe(`http://localhost:${port}`);
    // A configured public URL wins over everything.
    const asked = { socket: { localAddress: '127.0.0.1', localPort: 1 }, protocol: 'http', headers: { host: 'evil.example' } };
    expect(presignedBase('https://files.example/', asked as never)).toBe('https://files.example');
  });

  it('refuses a member of another organization everything: upload, download, presigned URL, filing, deletion', async () => {
    const file = await uploaded('ana', 'Term sheet.pdf', '%PDF-1.4 term sheet');
    await link('ana', ACME, file.id);
    // carla owns Gama, whose plan has no dataroom: her upload is refused by the insert permission.
    const refused = await upload('carla', 'Mine.pdf', '%PDF-1.4 mine');
    expect(refused).toEqual({ fileMetadata: null, error: { status: 403, message: 'you are not authorized', error: 'Forbidden' } });
    const stranger = storageClient(server.base, tokens.carla);
    expect((await stranger.download({ fileId: file.id })).error?.message).toBe('{"error":{"data":null,"message":"file not found"}}');
    expect((await stranger.getPresignedUrl({ fileId: file.id })).presignedUrl).toBeNull();
    const deleted = await request(`/files/${file.id}`, { method: 'DELETE', token: tokens.carla });
    expect([deleted.status, await deleted.json()]).toEqual([404, { error: { data: null, message: 'file not found' } }]);
    // Nor can anyone file another person's upload under their own company, even with the dataroom in their plan.
    const unfiled = await uploaded('ana', 'Unfiled.pdf', '%PDF-1.4 unfiled');
    await fixture.db.query('UPDATE portfolio.organization SET plan_id = $1 WHERE id = $2', [PROFISSIONAL, GAMA]);
    try {
      const pulled = await link('carla', DELTA, unfiled.id);
      expect(pulled.errors?.[0].extensions.code).toBe('permission-error');
      const own = await uploaded('carla', 'Delta.pdf', '%PDF-1.4 delta');
      expect((await link('carla', DELTA, own.id)).data?.insert_portfolio_company_file_one).not.toBeNull();
    } finally {
      await fixture.db.query('UPDATE portfolio.organization SET plan_id = NULL WHERE id = $1', [GAMA]);
    }
    expect(existsSync(path.join(server.dir, file.id))).toBe(true);
  });

  it('lets a viewer read and download, and refuses their upload and deletion', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 budget');
    const file = await uploaded('bruno', 'Budget 2027.pdf', bytes);
    await link('bruno', ACME, file.id);
    const viewer = storageClient(server.base, tokens.dora);
    const { file: blob } = await viewer.download({ fileId: file.id });
    expect(new Uint8Array(await (blob as Blob).arrayBuffer())).toEqual(bytes);
    expect((await upload('dora', 'Mine.pdf', '%PDF-1.4 mine')).error?.status).toBe(403);
    // A row the role may see but not delete is "not found" to the delete, as hasura-storage answers it.
    expect((await viewer.delete({ fileId: file.id })).error).not.toBeNull();
    expect(existsSync(path.join(server.dir, file.id))).toBe(true);
    // Nor may a viewer file a document: the link needs an editor or owner of the company's organization.
    const own = await uploaded('ana', 'Ana.pdf', '%PDF-1.4 ana');
    expect((await link('dora', ACME, own.id)).errors?.[0].extensions.code).toBe('permission-error');
  });

  it('deletes a file: its row, its dataroom entry and its bytes', async () => {
    const file = await uploaded('ana', 'Old memo.pdf', '%PDF-1.4 memo');
    await link('bruno', ACME, file.id).then((answer) => { expect(answer.errors?.[0].extensions.code).toBe('permission-error'); });
    await link('ana', ACME, file.id);
    const { error } = await storageClient(server.base, tokens.bruno).delete({ fileId: file.id });
    expect(error).toBeNull();
    expect(existsSync(path.join(server.dir, file.id))).toBe(false);
    expect((await request(`/files/${file.id}`, { token: tokens.ana })).status).toBe(404);
    const { rows } = await fixture.db.query('SELECT 1 FROM portfolio.company_file WHERE file_id = $1', [file.id]);
    expect(rows).toEqual([]);
  });

  it('refuses a file over the bucket\'s size limit with hasura-storage\'s "file too big" and its sizes', async () => {
    await fixture.db.query('UPDATE storage.buckets SET max_upload_file_size = 10 WHERE id = $1', ['dataroom']);
    try {
      const response = await request('/files', {
        method: 'POST', token: tokens.ana,
        body: (() => {
          const form = new FormData();
          form.append('bucket-id', 'dataroom');
          form.append('file[]', new File(['0123456789'], 'fits.txt', { type: 'text/plain' }));
          form.append('file[]', new File(['0123456789X'], 'big.txt', { type: 'text/plain' }));
          return form;
        })(),
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('x-error')).toBe('file too big');
      const body = (await response.json()) as { error: unknown; processedFiles: StorageFileMetadata[] };
      expect(body.error).toEqual({ data: { filename: 'big.txt', size: 11, maxSize: 10 }, message: 'file too big' });
      // The file before the failure was stored, and the answer says so.
      expect(body.processedFiles.map((f) => f.name)).toEqual(['fits.txt']);
      const { error } = await upload('ana', 'big.pdf', '%PDF-1.4 too big for ten bytes');
      expect(error).toEqual({ status: 400, message: 'file too big', error: 'Bad Request' });
    } finally {
      await fixture.db.query('UPDATE storage.buckets SET max_upload_file_size = 50000000 WHERE id = $1', ['dataroom']);
    }
  });

  it('stores a path-traversal name as a name only: the bytes go under the file id', async () => {
    const before = readdirSync(path.dirname(server.dir)).sort();
    const file = await uploaded('ana', '../../../evil.txt', 'not a path', 'text/plain');
    expect(file.name).toBe('../../../evil.txt');
    expect(readdirSync(path.dirname(server.dir)).sort()).toEqual(before);
    expect(readdirSync(server.dir)).toContain(file.id);
    expect(readdirSync(server.dir).some((name) => name.includes('evil'))).toBe(false);
    const response = await request(`/files/${file.id}`, { token: tokens.ana });
    expect(response.headers.get('content-disposition')).toBe('inline; filename="..%2F..%2F..%2Fevil.txt"; filename*=UTF-8\'\'..%2F..%2F..%2Fevil.txt');
    // An id that is not a uuid never reaches the disk.
    const form = new FormData();
    form.append('bucket-id', 'dataroom');
    form.append('file[]', new File(['x'], 'x.txt'));
    form.append('metadata[]', JSON.stringify({ id: '../../escape' }));
    const refused = await request('/files', { method: 'POST', body: form, token: tokens.ana });
    expect(refused.status).toBe(400);
    expect(existsSync(path.join(server.dir, '..', '..', 'escape'))).toBe(false);
  });

  it('serves a type a browser would run as a sandboxed attachment, never as a page of the portal', async () => {
    const file = await uploaded('ana', 'page.html', '<script>alert(1)</script>', 'text/html');
    const response = await request(`/files/${file.id}`, { token: tokens.ana });
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(response.headers.get('content-security-policy')).toBe('sandbox; default-src \'none\'');
  });

  it('answers a signed-out client, a bad token and a bad request as hasura-storage does', async () => {
    const file = await uploaded('ana', 'Signed.pdf', '%PDF-1.4 signed');
    await link('ana', ACME, file.id);
    // Signed out: the public role may read no file.
    const anonymous = await fetch(storageClient(server.base).getPublicUrl({ fileId: file.id }));
    expect([anonymous.status, await anonymous.json()]).toEqual([403, { error: { data: null, message: 'you are not authorized' } }]);
    const badToken = await request(`/files/${file.id}`, { token: 'not-a-jwt' });
    expect(badToken.status).toBe(401);
    const noFiles = await request('/files', { method: 'POST', body: new FormData(), token: tokens.ana });
    expect([noFiles.status, await noFiles.json()]).toEqual([400, { error: { data: null, message: 'file[] not found in Multipart form' } }]);
    const unknownBucket = new FormData();
    unknownBucket.append('bucket-id', 'nope');
    unknownBucket.append('file[]', new File(['x'], 'x.txt'));
    const bucket = await request('/files', { method: 'POST', body: unknownBucket, token: tokens.ana });
    expect([bucket.status, await bucket.json()]).toEqual([404, { error: { data: null, message: 'bucket not found' } }]);
    expect(await (await request('/version')).json()).toEqual({ buildVersion: 'v0.0.0-test' });
  });

  it('removes bytes whose row is gone: a deleted company takes its dataroom with it', async () => {
    const file = await uploaded('ana', 'Gone.pdf', '%PDF-1.4 gone');
    await link('ana', ACME, file.id);
    writeFileSync(path.join(server.dir, '00000000-0000-4000-8000-0000000000aa'), 'stray');
    await fixture.db.query('DELETE FROM portfolio.company_file WHERE file_id = $1', [file.id]);
    expect((await fixture.db.query('SELECT 1 FROM storage.files WHERE id = $1', [file.id])).rows).toEqual([]);
    const removed = await removeOrphans(new FileMetadataStore(fixture.engine), new LocalContent(server.dir));
    expect(removed.sort()).toEqual(['00000000-0000-4000-8000-0000000000aa', file.id].sort());
    expect(existsSync(path.join(server.dir, file.id))).toBe(false);
  });
});
