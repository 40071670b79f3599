/**
 * An upload's multipart form as hasura-storage reads it (`parseUploadRequest`): files in `file[]`, an optional
 * `metadata[]` entry per file (JSON: `id`, `name`, `metadata`), and `bucket-id` (else `default`). nhost-js sends each
 * metadata entry as a JSON blob with an empty file name, which is read as a value, as Go's parser reads it.
 */
import { randomUUID } from 'node:crypto';
import { isRecord } from '../../common/isRecord.ts';
import { multipartBoundary, parseMultipart, type MultipartPart } from './multipart.ts';
import { storageErrors } from './storageErrors.ts';

export interface UploadedFile {
  id: string;
  name: string;
  /** Custom metadata stored in the file's `metadata` column. */
  metadata: Record<string, unknown> | null;
  /** The Content-Type of its part; empty when the client sent none. */
  partType: string;
  bytes: Uint8Array;
}

export interface UploadRequest {
  bucketId: string;
  files: UploadedFile[];
}

/** The parts of an upload's body; refuses a body that is not multipart/form-data. */
export function readForm(body: Buffer, contentType: string): MultipartPart[] {
  const boundary = multipartBoundary(contentType);
  if (boundary === null) throw storageErrors.notMultipart();
  try {
    return parseMultipart(body, boundary);
  } catch (error) {
    throw storageErrors.badData('problem reading multipart form', error);
  }
}

export function uploadRequest(parts: readonly MultipartPart[]): UploadRequest {
  // A file is a part with a file name; nhost-js's metadata blobs have an empty one and are values.
  const files = parts.filter((part) => part.name === 'file[]' && part.filename !== undefined && part.filename !== '');
  if (files.length === 0) throw storageErrors.multipartFileNotFound();
  const metadata = parts.filter((part) => part.name === 'metadata[]');
  if (metadata.length > 0 && metadata.length !== files.length) throw storageErrors.metadataLength();
  const bucket = parts.find((part) => part.name === 'bucket-id')?.data.toString('utf8') ?? '';
  const result = files.map((file, index): UploadedFile => {
    let given: unknown = {};
    if (metadata.length > 0) {
      try {
        given = JSON.parse(metadata[index].data.toString('utf8')) as unknown;
      } catch (error) {
        throw storageErrors.wrongMetadataFormat(error);
      }
      if (!isRecord(given)) throw storageErrors.wrongMetadataFormat();
    }
    const fields = given as Record<string, unknown>;
    const name = typeof fields.name === 'string' && fields.name !== '' ? fields.name : file.filename ?? '';
    // PostgreSQL spells a uuid in lower case; the bytes are stored under that spelling.
    const id = typeof fields.id === 'string' && fields.id !== '' ? fields.id.toLowerCase() : randomUUID();
    return {
      id, name,
      metadata: isRecord(fields.metadata) ? fields.metadata : null,
      partType: file.type,
      bytes: file.data,
    };
  });
  return { bucketId: bucket !== '' ? bucket : 'default', files: result };
}
