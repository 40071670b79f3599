import { timeLimitExceeded } from '../apiLimits.ts';
import { EngineError } from '../errors.ts';
import { isDatabaseError } from './databaseError.ts';

/**
 * PostgreSQL's cancellation of a statement at its `statement_timeout` (not one cancelled by an operator): the
 * driver's error, or the engine's `unexpected` error a mutation made of it, which keeps the SQLSTATE for admin.
 */
export function isStatementTimeout(error: unknown): boolean {
  if (isDatabaseError(error)) return error.code === '57014' && error.message.includes('statement timeout');
  if (!(error instanceof EngineError) || typeof error.internal !== 'object' || error.internal === null) return false;
  const cause = (error.internal as { error?: { status_code?: unknown; message?: unknown } }).error;
  return cause?.status_code === '57014' && typeof cause.message === 'string' && cause.message.includes('statement timeout');
}

/** Runs a mutation's transaction, answering a cancellation at the time limit with the limit's own error. */
export async function withTimeLimit(seconds: number | null, work: () => Promise<string>): Promise<string> {
  try {
    return await work();
  } catch (error) {
    if (seconds !== null && isStatementTimeout(error)) throw timeLimitExceeded(seconds);
    throw error;
  }
}
