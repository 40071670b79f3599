/**
 * POST /v1/functions/books/import  {"clientId": uuid, "fileId": uuid, "source": "spreadsheet" | "ofx" | "ecd"}
 *
 * Imports a file already sent to the files API (bucket `books`) into a client's books. The batch is created as the
 * caller, so the engine's insert permission decides who may import (editors and owners of the client's organization);
 * the rows are then written as admin while the batch runs, and the batch ends applied (every row counts, in one
 * statement) or failed (none does, and its problems list each refused line and why). The same file twice changes
 * nothing; an ECD for a period already imported (or its substituta) replaces the earlier one.
 *
 * Answers 200 with the batch: {id, status, rowsTotal, rowsWritten, rowsSkipped, rowsRefused, problems}.
 */
import { createHash } from 'node:crypto';
import { BackendError, downloadFile, graphql, type Caller } from '../_lib/books/backend.ts';
import { BatchWriter } from '../_lib/books/batchWriter.ts';
import { importEcd } from '../_lib/books/importEcd.ts';
import { importOfx } from '../_lib/books/importOfx.ts';
import type { ImportOutcome } from '../_lib/books/importResult.ts';
import { importSpreadsheet } from '../_lib/books/importSpreadsheet.ts';
import { header, type FunctionRequest, type FunctionResponse } from '../_lib/http.ts';
import { errorMessage } from '../../common/errorMessage.ts';

const ADMIN: Caller = { kind: 'admin' };
const SOURCES = ['spreadsheet', 'ofx', 'ecd'] as const;
type Source = (typeof SOURCES)[number];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ImportInput { clientId: string; fileId: string; source: Source }

function readInput(body: unknown): ImportInput {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { clientId, fileId, source } = input;
  if (typeof clientId !== 'string' || !UUID.test(clientId)) throw new BackendError(400, 'invalid-request', 'clientId must be a uuid');
  if (typeof fileId !== 'string' || !UUID.test(fileId)) throw new BackendError(400, 'invalid-request', 'fileId must be a uuid');
  if (!SOURCES.includes(source as Source)) throw new BackendError(400, 'invalid-request', `source must be one of ${SOURCES.join(', ')}`);
  return { clientId, fileId, source: source as Source };
}

interface BatchRow {
  id: string; status: string; rows_total: number | null; rows_written: number; rows_skipped: number; rows_refused: number;
  problems: unknown[]; duplicate_of_batch_id: string | null; replaces_batch_id: string | null;
}
const BATCH_FIELDS = 'id status rows_total rows_written rows_skipped rows_refused problems duplicate_of_batch_id replaces_batch_id';

async function startBatch(caller: Caller, input: ImportInput, name: string | null, sha256: string): Promise<string> {
  try {
    const data = await graphql<{ insert_accounting_import_batch_one: { id: string } | null }>(caller, `
      mutation ($object: accounting_import_batch_insert_input!) { insert_accounting_import_batch_one(object: $object) { id } }`,
    { object: { client_id: input.clientId, source: input.source, file_id: input.fileId, file_name: name, file_sha256: sha256 } });
    const id = data.insert_accounting_import_batch_one?.id;
    if (!id) throw new BackendError(403, 'permission-denied', 'only editors and owners of the organization may import into these books');
    return id;
  } catch (error) {
    if (error instanceof BackendError && error.status < 500) throw new BackendError(403, 'permission-denied', 'only editors and owners of the organization may import into these books');
    throw error;
  }
}

async function finish(id: string, set: Record<string, unknown>): Promise<BatchRow> {
  const data = await graphql<{ update_accounting_import_batch_by_pk: BatchRow }>(ADMIN, `
    mutation ($id: uuid!, $set: accounting_import_batch_set_input!) {
      update_accounting_import_batch_by_pk(pk_columns: { id: $id }, _set: $set) { ${BATCH_FIELDS} } }`, { id, set });
  return data.update_accounting_import_batch_by_pk;
}

async function appliedWithSameFile(clientId: string, sha256: string, batchId: string): Promise<string | null> {
  const data = await graphql<{ accounting_import_batch: { id: string }[] }>(ADMIN, `
    query ($client: uuid!, $sha: String!, $self: uuid!) {
      accounting_import_batch(where: { client_id: { _eq: $client }, file_sha256: { _eq: $sha }, status: { _eq: applied }, id: { _neq: $self } }) { id }
    }`, { client: clientId, sha: sha256, self: batchId });
  return data.accounting_import_batch.at(0)?.id ?? null;
}

async function runImporter(source: Source, bytes: Uint8Array, writer: BatchWriter): Promise<ImportOutcome> {
  if (source === 'spreadsheet') return importSpreadsheet(bytes, writer);
  if (source === 'ofx') return importOfx(bytes, writer);
  return importEcd(bytes, writer);
}

export async function importBooks(req: FunctionRequest): Promise<BatchRow> {
  if (req.method !== 'POST') throw new BackendError(405, 'method-not-allowed', 'use POST');
  const authorization = header(req, 'authorization');
  if (!authorization) throw new BackendError(401, 'unauthenticated', 'sign in to import');
  const caller: Caller = { kind: 'user', authorization };
  const input = readInput(req.body);
  const file = await downloadFile(caller, input.fileId);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const batchId = await startBatch(caller, input, file.name, sha256);
  const earlier = await appliedWithSameFile(input.clientId, sha256, batchId);
  if (earlier) return finish(batchId, { status: 'duplicate', duplicate_of_batch_id: earlier, rows_total: 0 });
  const writer = new BatchWriter(batchId, input.clientId);
  try {
    await writer.loadAccounts();
    const outcome = await runImporter(input.source, file.bytes, writer);
    const counts = { rows_total: outcome.total, rows_processed: outcome.total, period_start: outcome.periodStart, period_end: outcome.periodEnd, summary: outcome.summary };
    if (outcome.problems.length > 0) {
      const refused = new Set(outcome.problems.map((problem) => problem.line)).size;
      return await finish(batchId, { ...counts, status: 'failed', problems: outcome.problems, rows_refused: refused, rows_written: 0 });
    }
    await writer.flush();
    const replaces = typeof outcome.summary.replacesBatchId === 'string' ? outcome.summary.replacesBatchId : null;
    return await finish(batchId, {
      ...counts, status: 'applied', replaces_batch_id: replaces, rows_written: writer.written, rows_skipped: writer.skipped,
    });
  } catch (error) {
    // Whatever went wrong, the batch must not stay running with half its rows: failing it removes them.
    const message = errorMessage(error);
    await finish(batchId, { status: 'failed', problems: [{ line: 0, code: 'import-failed', params: { message } }] }).catch(() => undefined);
    throw error;
  }
}

export default async function handler(req: FunctionRequest, res: FunctionResponse): Promise<void> {
  try {
    const batch = await importBooks(req);
    res.status(200).json({
      id: batch.id, status: batch.status, rowsTotal: batch.rows_total, rowsWritten: batch.rows_written, rowsSkipped: batch.rows_skipped,
      rowsRefused: batch.rows_refused, problems: batch.problems, duplicateOf: batch.duplicate_of_batch_id, replaces: batch.replaces_batch_id,
    });
  } catch (error) {
    if (error instanceof BackendError) {
      res.status(error.status).json({ error: error.code, message: error.message });
      return;
    }
    res.status(500).json({ error: 'internal-error', message: error instanceof Error ? error.message : 'internal error' });
  }
}
