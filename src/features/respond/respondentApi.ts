/**
 * The respondent's writes: its answers with the response's status, and its attachments. The reads go through Relay
 * (ResponseView.tsx, compiled against the investor's schema, whose types hold every field the respondent reads);
 * these writes exist only in the kpi_respondent role's schema (`insert_portfolio_kpi_answer`, the attachments'
 * rows), which relay-compiler does not see, so they are plain GraphQL documents sent through the same network layer
 * (`fetchGraphQL`: the token wait, the headers, the typed errors) and checked against that role's schema by
 * tests/portal/respondentDocuments.test.ts, with the Relay query.
 */
import { NotAllowedError } from '../../ui/refusal.ts';
import { fetchGraphQL, type FetchGraphQLOptions } from '../../relay/fetchGraphQL.ts';
import { TOKEN_POLL_MS, type TokenSource } from '../../relay/tokenSource.ts';
import { serviceUrls } from '../../config/serviceUrls.ts';
import { isRecord } from '../../../common/isRecord.ts';
import { FileStorageError, failureOf } from '../../app/storage/fileStorage.ts';
import { RESPONDENT_HEADERS } from './respondentEnvironment.ts';
import { ATTACH_FILE, REMOVE_ATTACHMENT, SAVE_ANSWERS } from './respondentDocuments.ts';

/** One metric's answer as the database takes it. */
export interface AnswerInput {
  readonly kind: string;
  /** A number as a plain decimal string (`"1234.56"`), or null. */
  readonly value: string | null;
  /** Words, for a qualitative field, or null. */
  readonly textValue: string | null;
  readonly note: string;
}

/** The status a save leaves the response in. */
export type SaveStatus = 'draft' | 'submitted';

/** The bucket the company's attachments go to (its size limit and rules are the server's). */
export const ATTACHMENTS_BUCKET = 'kpi-attachments';

export interface RespondentApi {
  /** Writes every answer (insert or update) and moves the response to `status`, in one request. */
  saveAnswers(responseId: string, answers: readonly AnswerInput[], status: SaveStatus): Promise<void>;
  /** Uploads a file and attaches it to the response; resolves to the stored file's id. */
  attach(file: File): Promise<string>;
  /** Detaches a file and deletes it. */
  removeAttachment(attachmentId: string, fileId: string): Promise<void>;
}

export interface RespondentApiOptions {
  backendUrl: string;
  tokens: TokenSource;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

export function respondentApi(options: RespondentApiOptions): RespondentApi {
  const { tokens } = options;
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  const urls = serviceUrls(options.backendUrl);
  const graphql: FetchGraphQLOptions = {
    url: urls.graphqlUrl, tokens, extraHeaders: RESPONDENT_HEADERS, fetch: send, tokenPollMs: TOKEN_POLL_MS,
  };
  const run = async (operationName: string, query: string, variables: Record<string, unknown>): Promise<unknown> => {
    const result = await fetchGraphQL(graphql, { operationName, query, variables }, new AbortController().signal);
    return 'data' in result ? result.data : null;
  };
  const storageHeaders = (): Record<string, string> => ({
    Authorization: `Bearer ${tokens.getAccessToken() ?? ''}`, ...RESPONDENT_HEADERS,
  });

  return {
    saveAnswers: async (responseId, answers, status) => {
      const data = await run('RespondentSaveAnswers', SAVE_ANSWERS, {
        responseId,
        status,
        answers: answers.map((a) => ({ kind: a.kind, value: a.value, text_value: a.textValue, note: a.note })),
      });
      // Null when the row is hidden from the role: already submitted elsewhere, or the request was cancelled.
      if (!isRecord(data) || data.update_portfolio_kpi_response_by_pk == null) throw new NotAllowedError('response not editable');
    },
    attach: async (file) => {
      const form = new FormData();
      form.append('bucket-id', ATTACHMENTS_BUCKET);
      form.append('file[]', file, file.name);
      const fileId = await storageCall(send, `${urls.storageUrl}/files`, { method: 'POST', headers: storageHeaders(), body: form });
      try {
        await run('RespondentAttachFile', ATTACH_FILE, { fileId });
        return fileId;
      } catch (error) {
        // A file the response does not list would be kept for nobody.
        await storageCall(send, `${urls.storageUrl}/files/${encodeURIComponent(fileId)}`, { method: 'DELETE', headers: storageHeaders() })
          .catch(() => undefined);
        throw error;
      }
    },
    removeAttachment: async (attachmentId, fileId) => {
      // Deleting the file removes its row too; when the files API refuses (its rules are the server's), the row
      // still goes, so the investor no longer sees the file, and the refusal is not the company's to fix.
      await storageCall(send, `${urls.storageUrl}/files/${encodeURIComponent(fileId)}`, { method: 'DELETE', headers: storageHeaders() })
        .catch(() => undefined);
      await run('RespondentRemoveAttachment', REMOVE_ATTACHMENT, { id: attachmentId });
    },
  };
}

/** A files API call; resolves to the uploaded file's id (empty for a deletion), rejects with a FileStorageError. */
async function storageCall(send: typeof fetch, url: string, init: RequestInit): Promise<string> {
  let response: Response;
  try {
    response = await send(url, init);
  } catch {
    throw new FileStorageError({ kind: 'network' }, 'no answer from the files API');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = isRecord(body) && isRecord(body.error) && typeof body.error.message === 'string' ? body.error.message : '';
    throw new FileStorageError(failureOf(response.status, message, isRecord(body) && isRecord(body.error) ? body.error.data : undefined), message);
  }
  if (init.method === 'DELETE') return '';
  // hasura-storage answers `{processedFiles: [metadata]}`; older versions the metadata itself.
  const first: unknown = isRecord(body) && Array.isArray(body.processedFiles) ? (body.processedFiles as unknown[])[0] : body;
  if (!isRecord(first) || typeof first.id !== 'string') throw new FileStorageError({ kind: 'unknown' }, 'the upload answered no file id');
  return first.id;
}
