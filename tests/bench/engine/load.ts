/**
 * Closed-loop load at a fixed concurrency, measured the same way on every side: each completed request's latency
 * goes into one array, p50/p95 are nearest-rank percentiles of it, rps is completions over the measured seconds.
 * HTTP targets (the engine server, PostGraphile) are loaded with autocannon; the direct-SQL floor with as many
 * async loops over a pg Pool. `connections` is the number of requests in flight at once on either.
 */
import autocannon from 'autocannon';
import type pg from 'pg';

export interface LoadResult {
  p50: number;
  p95: number;
  rps: number;
  requests: number;
  /** Transport errors, timeouts, non-2xx answers and answers too short to be the expected body. */
  failures: number;
}

export interface HttpTarget {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** Size of a correct response body: a shorter response (an error) counts as a failure. */
  minBytes: number;
}

/** One SQL statement with its bound arguments; a request runs all of its statements concurrently. */
export interface Statement {
  sql: string;
  args: unknown[];
  /** Run as a prepared statement of this name, as the engine runs it; unnamed when the engine does not prepare it. */
  name?: string;
}

/** Nearest-rank percentile of ascending samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarize(latencies: number[], elapsedMs: number, failures: number): LoadResult {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    rps: sorted.length / (elapsedMs / 1000),
    requests: sorted.length,
    failures,
  };
}

/** One run of autocannon against an HTTP GraphQL endpoint. */
export async function httpLoad(target: HttpTarget, connections: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({
      url: target.url, method: 'POST', headers: target.headers, body: target.body,
      connections, pipelining: 1, duration: seconds, timeout: 30,
    }, (error: unknown, done: autocannon.Result) => {
      if (error) reject(error instanceof Error ? error : new Error('autocannon failed'));
      else resolve(done);
    });
    // autocannon's own histogram has no p95 and rounds to whole milliseconds: keep every sample instead.
    instance.on('response', (_client, statusCode, resBytes, responseTime) => {
      if (statusCode === 200 && resBytes >= target.minBytes) latencies.push(responseTime);
      else failures++;
    });
  });
  return summarize(latencies, performance.now() - started, failures + result.errors);
}

/** One run of the statements straight on a pg Pool, `connections` loops at once. */
export async function directLoad(
  pool: pg.Pool, statements: readonly Statement[], connections: number, seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const begin = performance.now();
      try {
        await Promise.all(statements.map((s) => (s.name === undefined
          ? pool.query(s.sql, s.args) : pool.query({ name: s.name, text: s.sql, values: s.args }))));
        latencies.push(performance.now() - begin);
      } catch {
        failures++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return summarize(latencies, performance.now() - started, failures);
}
