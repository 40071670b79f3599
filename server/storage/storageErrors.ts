/**
 * hasura-storage's errors (its `controller/errors.go`): an HTTP status, a public message, and optional data. The body
 * is `{"error": {"data": …, "message": …}}`, with `data` null when there is none (Go encodes its nil map so), and
 * the message is repeated in an `X-Error` header, which is all a HEAD answer carries. An upload that fails part-way
 * also lists the files it stored before the failure (`processedFiles`).
 */
import type { FastifyReply } from 'fastify';

export class StorageError extends Error {
  override name = 'StorageError';

  constructor(
    readonly status: number,
    /** What the client is told; the cause (in `cause`) stays in the log. */
    readonly publicMessage: string,
    readonly data: Readonly<Record<string, unknown>> | null = null,
    options?: { cause?: unknown },
  ) {
    super(publicMessage, options);
  }

  body(extra: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
    return { error: { data: this.data, message: this.publicMessage }, ...extra };
  }
}

/** The signature of a presigned URL S3 refuses, in S3's words (hasura-storage passes them on). */
export const SIGNATURE_MISMATCH = 'The request signature we calculated does not match the signature you provided. Check your key and signing method.';

export const storageErrors = {
  internal: (cause?: unknown) => new StorageError(500, 'an internal server error occurred', null, { cause }),
  notAuthorized: (cause?: unknown) => new StorageError(403, 'you are not authorized', null, { cause }),
  /** The request's token could not be used (expired, badly signed): hasura-storage would pass on Hasura's 500. */
  invalidSession: (message: string) => new StorageError(401, message),
  badData: (message: string, cause?: unknown) => new StorageError(400, message, null, { cause }),
  fileNotFound: () => new StorageError(404, 'file not found'),
  bucketNotFound: () => new StorageError(404, 'bucket not found'),
  fileNotUploaded: () => new StorageError(403, 'file is not uploaded'),
  multipartFileNotFound: () => new StorageError(400, 'file[] not found in Multipart form'),
  metadataLength: () => new StorageError(400, 'file metadata length doesn\'t match number of files in request'),
  wrongMetadataFormat: (cause?: unknown) => new StorageError(400, 'couldn\'t decode metadata', null, { cause }),
  notMultipart: () => new StorageError(400, 'request Content-Type isn\'t multipart/form-data'),
  bodyTooLarge: (limit: number) => new StorageError(413, 'request body too large', { maxSize: limit }),
  fileTooBig: (filename: string, size: number, maxSize: number) =>
    new StorageError(400, 'file too big', { filename, size, maxSize }),
  fileTooSmall: (filename: string, size: number, minSize: number) =>
    new StorageError(400, 'file too small', { filename, size, minSize }),
  presignedUrlsDisabled: () =>
    new StorageError(403, 'presigned URLs are not enabled on the bucket where this file is located in'),
  signatureExpired: () => new StorageError(400, 'signature already expired'),
  signatureMismatch: () => new StorageError(403, SIGNATURE_MISMATCH),
  imageManipulationUnsupported: (mimeType: string) =>
    new StorageError(400, `image manipulation features are not supported for '${mimeType}'`),
  rangeNotSatisfiable: () => new StorageError(416, 'the requested range is not satisfiable'),
};

/** Sends an error as hasura-storage does: the status, `X-Error`, and the JSON body (none for HEAD). */
export function sendStorageError(reply: FastifyReply, error: StorageError, extra?: Readonly<Record<string, unknown>>): FastifyReply {
  void reply.code(error.status).header('x-error', error.publicMessage);
  if (reply.request.method === 'HEAD') return reply.send();
  return reply.type('application/json').send(error.body(extra));
}
