/**
 * The files' and buckets' rows, read and written through the GraphQL engine with the operations hasura-storage sends
 * Hasura (its `metadata/metadata.graphql`), as the caller or as admin. Asking as the caller is the permission check:
 * the metadata's insert, select and delete permissions on `storage.files` decide who may upload, download and delete,
 * exactly as with a real Hasura, and a refusal comes back as hasura-storage words it (`parseGraphqlError`).
 */
import type { Engine } from '../engine/createEngine.ts';
import type { Session } from '../engine/permissions/resolveSession.ts';
import { storageErrors, type StorageError } from './storageErrors.ts';

/** A file's metadata as the API answers it (hasura-storage's `api.FileMetadata`). */
export interface FileMetadata {
  id: string;
  name: string;
  size: number;
  bucketId: string;
  etag: string;
  createdAt: string;
  updatedAt: string;
  isUploaded: boolean;
  mimeType: string;
  uploadedByUserId: string | null;
  metadata: Record<string, unknown> | null;
}

export interface BucketMetadata {
  id: string;
  minUploadFileSize: number;
  maxUploadFileSize: number;
  presignedUrlsEnabled: boolean;
  /** Seconds a presigned URL lives. */
  downloadExpiration: number;
  cacheControl: string;
}

const FILE_FIELDS = 'id name size bucketId etag createdAt updatedAt isUploaded mimeType uploadedByUserId metadata';

const GET_BUCKET = `query GetBucket($id: String!) {
  bucket(id: $id) { id minUploadFileSize maxUploadFileSize presignedUrlsEnabled downloadExpiration createdAt updatedAt cacheControl }
}`;
const GET_FILE = `query GetFile($id: uuid!) { file(id: $id) { ${FILE_FIELDS} } }`;
const INSERT_FILE = 'mutation InsertFile($object: files_insert_input!) { insertFile(object: $object) { id } }';
const UPDATE_FILE = `mutation UpdateFile($id: uuid!, $_set: files_set_input!) {
  updateFile(pk_columns: {id: $id}, _set: $_set) { ${FILE_FIELDS} }
}`;
const DELETE_FILE = 'mutation DeleteFile($id: uuid!) { deleteFile(id: $id) { id } }';
const EXISTING_FILES = 'query ExistingFiles($ids: [uuid!]!) { files(where: {id: {_in: $ids}}) { id } }';

/** The admin's session, for what hasura-storage does with its admin secret (buckets, writing an upload's result). */
export const ADMIN_SESSION: Session = { role: 'admin', variables: { 'x-hasura-role': 'admin' }, isAdmin: true };

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** hasura-storage's `parseGraphqlError`: a refusal is 403, bad data 400, anything else a 500. */
function graphqlError(errors: NonNullable<GraphQLAnswer<unknown>['errors']>): StorageError {
  const [first] = errors;
  switch (first.extensions?.code) {
    case 'access-denied':
    case 'validation-failed':
    case 'permission-error':
      return storageErrors.notAuthorized(new Error(first.message));
    case 'data-exception':
    case 'constraint-violation':
      return storageErrors.badData(first.message);
    default:
      return storageErrors.internal(new Error(first.message));
  }
}

/** Timestamps as Go's encoder writes them (`…Z`), where PostgreSQL wrote the UTC offset (`…+00:00`). */
const utc = (timestamp: string): string => timestamp.replace(/\+00(?::00)?$/, 'Z');

function fileOf(row: Record<string, unknown>): FileMetadata {
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  return {
    id: text(row.id),
    name: text(row.name),
    size: typeof row.size === 'number' ? row.size : Number(row.size ?? 0),
    bucketId: text(row.bucketId),
    etag: text(row.etag),
    createdAt: utc(text(row.createdAt)),
    updatedAt: utc(text(row.updatedAt)),
    isUploaded: row.isUploaded === true,
    mimeType: text(row.mimeType),
    uploadedByUserId: typeof row.uploadedByUserId === 'string' ? row.uploadedByUserId : null,
    metadata: typeof row.metadata === 'object' && row.metadata !== null ? row.metadata as Record<string, unknown> : null,
  };
}

export class FileMetadataStore {
  constructor(private readonly engine: Engine) {}

  private async run<T>(query: string, variables: Record<string, unknown>, session: Session): Promise<T> {
    const answer = JSON.parse(await this.engine.execute({ query, variables }, session)) as GraphQLAnswer<T>;
    if (answer.errors && answer.errors.length > 0) throw graphqlError(answer.errors);
    if (!answer.data) throw storageErrors.internal(new Error('the engine answered without data'));
    return answer.data;
  }

  /** The bucket's settings, read as admin (the caller need not see buckets). */
  async bucket(id: string): Promise<BucketMetadata> {
    const { bucket } = await this.run<{ bucket: Record<string, unknown> | null }>(GET_BUCKET, { id }, ADMIN_SESSION);
    if (!bucket) throw storageErrors.bucketNotFound();
    return {
      id: String(bucket.id),
      minUploadFileSize: Number(bucket.minUploadFileSize),
      maxUploadFileSize: Number(bucket.maxUploadFileSize),
      presignedUrlsEnabled: bucket.presignedUrlsEnabled === true,
      downloadExpiration: Number(bucket.downloadExpiration),
      cacheControl: typeof bucket.cacheControl === 'string' ? bucket.cacheControl : '',
    };
  }

  /** The file's row if `session` may see it; "file not found" otherwise, as for a file that does not exist. */
  async file(id: string, session: Session): Promise<FileMetadata> {
    const { file } = await this.run<{ file: Record<string, unknown> | null }>(GET_FILE, { id }, session);
    if (!file) throw storageErrors.fileNotFound();
    return fileOf(file);
  }

  /** Inserts the file's row as the caller before its bytes are stored: the upload's permission check. */
  async initialize(file: { id: string; name: string; size: number; bucketId: string; mimeType: string }, session: Session): Promise<void> {
    await this.run(INSERT_FILE, { object: file }, session);
  }

  /** Completes the row once the bytes are stored (as admin, as hasura-storage does). */
  async populate(id: string, set: {
    name: string; size: number; bucketId: string; etag: string; mimeType: string; metadata: Record<string, unknown> | null;
  }): Promise<FileMetadata> {
    const { updateFile } = await this.run<{ updateFile: Record<string, unknown> | null }>(
      UPDATE_FILE, { id, _set: { ...set, isUploaded: true } }, ADMIN_SESSION,
    );
    if (!updateFile) throw storageErrors.fileNotFound();
    return fileOf(updateFile);
  }

  /**
   * Deletes the row as `session`: "file not found" when the caller may not see or may not delete it.
   *
   * Hasura reads a delete's returned row under the select permission in the same statement, before the delete's
   * cascades; this engine reads it after them. A dataroom file is visible through its `company_file` link, which the
   * delete cascades away, so here the engine answers null for a file it did delete. Whether the row is still there
   * tells a refusal (it is) from a deletion (it is not), and the answer is then the one Hasura would give.
   */
  async delete(id: string, session: Session): Promise<void> {
    const { deleteFile } = await this.run<{ deleteFile: { id: string } | null }>(DELETE_FILE, { id }, session);
    if (deleteFile) return;
    if (session.isAdmin || (await this.existing([id])).has(id)) throw storageErrors.fileNotFound();
  }

  /** Which of `ids` still have a row (as admin). */
  async existing(ids: readonly string[]): Promise<Set<string>> {
    const { files } = await this.run<{ files: { id: string }[] }>(EXISTING_FILES, { ids }, ADMIN_SESSION);
    return new Set(files.map((file) => file.id));
  }
}
