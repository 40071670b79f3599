/**
 * How a function reaches the rest of the backend, as on Nhost: GraphQL at NHOST_GRAPHQL_URL (as the caller, with
 * their token, so the engine's permissions decide; or as admin for the writes the caller was allowed to start), and
 * the files API at NHOST_STORAGE_URL.
 */
export type Caller = { kind: 'user'; authorization: string } | { kind: 'admin' };

export class BackendError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new BackendError(500, 'misconfigured', `${name} is not set`);
  return value;
}

function callerHeaders(caller: Caller): Record<string, string> {
  return caller.kind === 'admin' ? { 'x-hasura-admin-secret': env('NHOST_ADMIN_SECRET') } : { authorization: caller.authorization };
}

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function graphql<T>(caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(env('NHOST_GRAPHQL_URL'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...callerHeaders(caller) },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as GraphQLAnswer<T>;
  const error = answer.errors?.[0];
  if (error) throw new BackendError(response.status === 200 ? 400 : response.status, error.extensions?.code ?? 'graphql-error', error.message);
  if (!answer.data) throw new BackendError(502, 'graphql-error', 'GraphQL answered no data');
  return answer.data;
}

/** A stored file's bytes and name, read as `caller` (the files API decides whether they may). */
export async function downloadFile(caller: Caller, fileId: string): Promise<{ bytes: Uint8Array; name: string | null }> {
  const response = await fetch(`${env('NHOST_STORAGE_URL')}/files/${encodeURIComponent(fileId)}`, { headers: callerHeaders(caller) });
  if (!response.ok) {
    throw new BackendError(response.status === 404 ? 404 : 403, response.status === 404 ? 'file-not-found' : 'file-forbidden', `the file could not be read (${response.status})`);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
  return { bytes: new Uint8Array(await response.arrayBuffer()), name: name === null ? null : decodeURIComponent(name) };
}
