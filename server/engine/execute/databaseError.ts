/**
 * PostgreSQL errors to Hasura's codes and messages (contract §3.2, Hasura's `dmlTxErrorHandler`): the one place the
 * engine maps SQLSTATEs. Expected errors (constraints, class 22 data exceptions) carry their message alone, as in
 * Hasura; only the masked `unexpected` error keeps the statement and the Postgres details in `internal`, which
 * admin alone sees.
 */
import { EngineError } from '../errors.ts';

interface PgErrorFields {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

const CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  '23505': 'Uniqueness violation. ',
  '23503': 'Foreign key violation. ',
  '23502': 'Not-NULL violation. ',
  '23001': 'Can not delete or update due to data being referred. ',
  '23P01': 'Exclusion violation. ',
};

export function isDatabaseError(error: unknown): error is Error & PgErrorFields {
  return error instanceof Error && typeof (error as PgErrorFields).code === 'string' && /^[0-9A-Z]{5}$/.test((error as PgErrorFields).code ?? '');
}

export function databaseError(error: Error & PgErrorFields, statement: string, args: readonly unknown[]): EngineError {
  const code = error.code ?? '';
  const message = error.message;
  const internal = {
    arguments: args,
    error: { description: error.detail ?? null, exec_status: 'FatalError', hint: error.hint ?? null, message, status_code: code },
    prepared: true,
    statement,
  };
  const prefix = CONSTRAINT_MESSAGES[code];
  if (prefix) return new EngineError('constraint-violation', prefix + message, '$');
  if (code === '23514') return new EngineError('permission-error', `Check constraint violation. ${message}`, '$');
  if (code === '42P10') return new EngineError('constraint-error', 'there is no unique or exclusion constraint on target column(s)', '$');
  if (code === '40001') return new EngineError('concurrent-update', 'serialization failure due to concurrent update', '$');
  if (code === '22025') return new EngineError('bad-request', message, '$');
  if (code.startsWith('22')) return new EngineError('data-exception', message, '$');
  return new EngineError('unexpected', 'database query error', '$', internal);
}
