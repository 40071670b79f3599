/**
 * The hasura-storage HTTP API under `/v1/storage`, as `@nhost/nhost-js` 3.x calls it (`storageUrl` is
 * `{backend}/v1/storage`):
 *
 * | call | answer |
 * |---|---|
 * | `POST /files` (multipart: `bucket-id`, `file[]`, `metadata[]`) | 201 `{processedFiles: [FileMetadata…]}` |
 * | `GET /files/{id}` (Range, If-None-Match …) | 200 / 206 the bytes, 304, 412 |
 * | `HEAD /files/{id}` | the same headers, no body |
 * | `GET /files/{id}/presignedurl` | 200 `{url, expiration}` (seconds) |
 * | `GET /files/{id}/presignedurl/contents?X-Amz-…` | the bytes, without a token, until the URL expires |
 * | `DELETE /files/{id}` | 204 |
 * | `GET /version` | `{buildVersion}` |
 *
 * Failures are `{"error": {"data": …, "message": …}}` with hasura-storage's statuses and messages
 * (storageErrors.ts). Whether the caller may upload, read or delete is decided as hasura-storage decides it: by
 * running the file's GraphQL operation as the caller, so the rules are the metadata's permissions on
 * `storage.files` (fileMetadata.ts). The bytes live on the local disk (localContent.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Engine } from '../engine/createEngine.ts';
import { EngineError } from '../engine/errors.ts';
import { resolveSession, type AuthConfig, type Session } from '../engine/permissions/resolveSession.ts';
import { listeningOrigin, pickLoopbackSpelling } from '../http/requestOrigin.ts';
import {
  conditionalStatus, contentDisposition, httpDate, imageParameters, parseRange, securityHeaders,
} from './downloadHeaders.ts';
import { ADMIN_SESSION, FileMetadataStore, type BucketMetadata, type FileMetadata } from './fileMetadata.ts';
import { isFileId, LocalContent } from './localContent.ts';
import { UrlSigner } from './presignedUrls.ts';
import { sniffMimeType } from './sniffMimeType.ts';
import { sendStorageError, StorageError, storageErrors } from './storageErrors.ts';
import { readForm, uploadRequest, type UploadedFile } from './uploadForm.ts';

export const STORAGE_PREFIX = '/v1/storage';

export interface StorageOptions {
  /** The directory the files' bytes are kept in (created if missing). */
  dir: string;
  /** The key presigned URLs are signed with (`presignKeyFrom`). */
  signingKey: Buffer;
  /**
   * The URL clients reach this server at, for presigned URLs (`STORAGE_PUBLIC_URL`); null → the address the
   * connection reached (presignedBase).
   */
  publicUrl: string | null;
  /** The largest upload request accepted, in bytes; each bucket's own size limits apply within it. */
  bodyLimit: number;
  /** What `GET /version` reports. */
  version: string;
  /** The clock presigned URLs are signed and checked with. @default Date.now */
  now?: () => number;
}

interface Params { id: string }

export function storageRoutes(app: FastifyInstance, options: StorageOptions & { engine: Engine; auth: AuthConfig }): void {
  const metadata = new FileMetadataStore(options.engine);
  const content = new LocalContent(options.dir);
  const signer = new UrlSigner(options.signingKey, options.now);

  /** The caller's session, from the same headers hasura-storage forwards to Hasura. */
  const callerOf = async (request: FastifyRequest): Promise<Session> => {
    try {
      return await resolveSession(request.headers, options.auth);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      if (error.code === 'access-denied') throw storageErrors.notAuthorized(error);
      throw storageErrors.invalidSession(error.message);
    }
  };

  /** The file's row as `session` may see it, uploaded (hasura-storage's `getFileMetadata`). */
  const uploadedFile = async (id: string, session: Session): Promise<FileMetadata> => {
    if (!isFileId(id)) throw storageErrors.fileNotFound();
    const file = await metadata.file(id, session);
    if (!file.isUploaded) throw storageErrors.fileNotUploaded();
    return file;
  };

  /** One file of an upload: size limits, type, the row as the caller (the permission), the bytes, the row completed. */
  const store = async (file: UploadedFile, bucket: BucketMetadata, caller: Session): Promise<FileMetadata> => {
    const size = file.bytes.byteLength;
    if (size < bucket.minUploadFileSize) throw storageErrors.fileTooSmall(file.name, size, bucket.minUploadFileSize);
    if (size > bucket.maxUploadFileSize) throw storageErrors.fileTooBig(file.name, size, bucket.maxUploadFileSize);
    if (!isFileId(file.id)) throw storageErrors.badData(`invalid input syntax for type uuid: "${file.id}"`);
    const mimeType = file.partType !== '' && file.partType !== 'application/octet-stream'
      ? file.partType
      : sniffMimeType(file.bytes, file.name);
    await metadata.initialize({ id: file.id, name: file.name, size, bucketId: bucket.id, mimeType }, caller);
    let etag: string;
    try {
      etag = await content.put(file.id, file.bytes);
    } catch (error) {
      await metadata.delete(file.id, ADMIN_SESSION).catch(() => undefined);
      throw storageErrors.internal(error);
    }
    return metadata.populate(file.id, { name: file.name, size, bucketId: bucket.id, etag, mimeType, metadata: file.metadata });
  };

  /** Answers with the file's bytes (or only its headers), honouring conditionals and a byte range. */
  const serve = async (request: FastifyRequest, reply: FastifyReply, file: FileMetadata, cacheControl: string): Promise<FastifyReply> => {
    const images = imageParameters(request.query as Record<string, unknown>);
    // Images are served as stored: this server does not resize or convert them.
    if (images.length > 0 && !/^image\/(webp|png|jpeg|avif)$/.test(file.mimeType)) {
      throw storageErrors.imageManipulationUnsupported(file.mimeType);
    }
    const size = await content.size(file.id);
    if (size === null) throw storageErrors.internal(new Error(`no bytes stored for file ${file.id}`));
    void reply.headers({
      ...securityHeaders(file.mimeType), 'cache-control': cacheControl, etag: file.etag, 'surrogate-control': cacheControl,
    });
    const status = conditionalStatus(request.headers, file.etag, file.updatedAt, 200);
    if (status !== 200) return reply.code(status).send();
    const range = images.length > 0 ? null : parseRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      void reply.header('content-range', `bytes */${size}`);
      throw storageErrors.rangeNotSatisfiable();
    }
    const partial = range !== null && !(range.start === 0 && range.end === size - 1);
    void reply.headers({
      'accept-ranges': 'bytes',
      'content-disposition': contentDisposition(file.name, file.mimeType),
      'content-type': file.mimeType,
      'last-modified': httpDate(file.updatedAt),
      'surrogate-key': file.id,
      'content-length': String(partial ? range.end - range.start + 1 : size),
    });
    if (partial) void reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    if (request.method === 'HEAD') return reply.send();
    return reply.send(content.read(file.id, partial ? range : undefined));
  };

  void app.register((scope, _opts, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: options.bodyLimit }, (_request, body, next) => {
      next(null, body);
    });
    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof StorageError) {
        if (error.status >= 500) request.log.error({ err: error.cause ?? error }, 'storage: internal error');
        return sendStorageError(reply, error);
      }
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 413) return sendStorageError(reply, storageErrors.bodyTooLarge(options.bodyLimit));
      if (status === 415) return sendStorageError(reply, storageErrors.notMultipart());
      if (status !== undefined && status >= 400 && status < 500) return sendStorageError(reply, storageErrors.badData((error as Error).message));
      request.log.error(error);
      return sendStorageError(reply, storageErrors.internal(error));
    });

    scope.post('/files', async (request, reply) => {
      const caller = await callerOf(request);
      const contentType = request.headers['content-type'] ?? '';
      if (!Buffer.isBuffer(request.body)) throw storageErrors.notMultipart();
      const upload = uploadRequest(readForm(request.body, contentType));
      const bucket = await metadata.bucket(upload.bucketId);
      const processedFiles: FileMetadata[] = [];
      for (const file of upload.files) {
        try {
          processedFiles.push(await store(file, bucket, caller));
        } catch (error) {
          // As hasura-storage: the files stored before the failure stay, and the answer lists them.
          const failure = error instanceof StorageError ? error : storageErrors.internal(error);
          if (failure.status >= 500) request.log.error({ err: failure.cause ?? failure }, 'storage: upload failed');
          return sendStorageError(reply, failure, { processedFiles });
        }
      }
      return reply.code(201).send({ processedFiles });
    });

    const download = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      const file = await uploadedFile(request.params.id, await callerOf(request));
      const bucket = await metadata.bucket(file.bucketId);
      return serve(request, reply, file, bucket.cacheControl);
    };
    scope.head<{ Params: Params }>('/files/:id', download);
    scope.get<{ Params: Params }>('/files/:id', { exposeHeadRoute: false }, download);

    scope.get<{ Params: Params }>('/files/:id/presignedurl', async (request) => {
      const file = await uploadedFile(request.params.id, await callerOf(request));
      const bucket = await metadata.bucket(file.bucketId);
      if (!bucket.presignedUrlsEnabled) throw storageErrors.presignedUrlsDisabled();
      const base = presignedBase(options.publicUrl, request);
      const query = signer.sign(file.id, bucket.downloadExpiration);
      return { url: `${base}${STORAGE_PREFIX}/files/${file.id}/presignedurl/contents?${query}`, expiration: bucket.downloadExpiration };
    });

    // No token here: the signature is the permission, checked after the file is found (as hasura-storage orders it).
    scope.get<{ Params: Params }>('/files/:id/presignedurl/contents', async (request, reply) => {
      const file = await uploadedFile(request.params.id, ADMIN_SESSION);
      const secondsLeft = signer.verify(file.id, request.query as Record<string, unknown>);
      return serve(request, reply, file, `max-age=${secondsLeft}`);
    });

    scope.delete<{ Params: Params }>('/files/:id', async (request, reply) => {
      const caller = await callerOf(request);
      if (!isFileId(request.params.id)) throw storageErrors.fileNotFound();
      await metadata.delete(request.params.id, caller);
      await content.delete(request.params.id);
      return reply.code(204).send();
    });

    scope.get('/version', () => ({ buildVersion: options.version }));
    done();
  }, { prefix: STORAGE_PREFIX });

  // Bytes whose row is gone (a company deleted, a crash between the two) are removed once the server is up.
  app.addHook('onReady', () => {
    void removeOrphans(metadata, content).catch((error: unknown) => { app.log.error({ err: error }, 'storage: removing orphaned files failed'); });
  });
}

/**
 * Where a presigned URL points: the configured public URL, or else the address this server was reached at (the
 * listening socket's, never the Host header's), under the loopback name the request used when it is a loopback one.
 * A presigned URL is a bearer credential handed to whoever holds it: a Host header of the client's choosing would
 * send its holder, and the signature, to another host. See Note [The address a request may pick]
 * (server/http/requestOrigin.ts).
 */
export function presignedBase(publicUrl: string | null, request: FastifyRequest): string {
  const base = publicUrl ?? pickLoopbackSpelling(listeningOrigin(request), request);
  return base.replace(/\/+$/, '');
}

/** Deletes stored bytes that no `storage.files` row names, and temporary files an interrupted upload left. */
export async function removeOrphans(metadata: FileMetadataStore, content: LocalContent): Promise<string[]> {
  const { ids, leftovers } = await content.list();
  for (const name of leftovers) await content.removeLeftover(name);
  const removed: string[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const batch = ids.slice(i, i + 500);
    const known = await metadata.existing(batch);
    for (const id of batch) {
      if (known.has(id)) continue;
      await content.delete(id);
      removed.push(id);
    }
  }
  return removed;
}
