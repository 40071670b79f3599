/**
 * BENCH_PROFILE=1: where the engine server's CPU goes per request. The server runs under `node --cpu-prof`; each
 * query is loaded as in the query part (warm-up, then the measured run, at each level of requests in flight), only
 * on the engine's side, and the profile's samples of each measured run are split by layer (cpuProfileSplit.ts) and
 * divided by the requests answered. The samples' intervals are wall time, which a loaded machine stretches (the
 * server waits for a core), so each layer's share of the samples is applied to the CPU time the server's main thread
 * actually ran during the run (the scheduler's count). CPU time per request hardly moves with the machine's load,
 * unlike latency, so it is the figure to compare a change by; the latencies printed here are the profiler's, not
 * the bench's.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ENGINE_LAYERS, profileClockUs, splitProfileWindows, type Split, type Window } from '../cpuProfileSplit.ts';
import type { Child } from './children.ts';
import { httpLoad, type HttpTarget } from './load.ts';
import { mainThreadCpuNs } from './machine.ts';
import type { BenchQuery } from './queries.ts';
import type { HttpServer } from './queryPart.ts';

export interface ProfilePartContext {
  settings: { connections: number[]; seconds: number; warmupSeconds: number };
  server: HttpServer;
  /** The server's process, stopped here so that it writes its profile. */
  serverChild: Child;
  /** Where the server writes its profile (its `--cpu-prof-dir`). */
  profileDir: string;
  queries: BenchQuery[];
}

interface Measured extends Window {
  query: string;
  connections: number;
  requests: number;
  p50: number;
  /** The server's main thread's CPU time during the run, in ms; null where the system cannot tell. */
  cpuMs: number | null;
}

/** A column's heading: the query's name up to its first detail ("wallet with holdings…" → "wallet"). */
const short = (name: string) => name.split(/[:,(]| with | page /)[0].trim().slice(0, 16);

async function firstAnswer(server: HttpServer, q: BenchQuery): Promise<string> {
  const response = await fetch(server.url, { method: 'POST', headers: server.headers, body: JSON.stringify(q.ours) });
  const text = await response.text();
  if (response.status !== 200 || text.includes('"errors":[')) throw new Error(`${q.name}: HTTP ${response.status}: ${text.slice(0, 300)}`);
  return text;
}

/** One table per level of requests in flight: µs of server CPU per request, a row per layer, a column per query. */
function printTable(measured: Measured[], splits: Split[], connections: number): void {
  const columns = measured.flatMap((m, i) => (m.connections === connections ? [{ m, split: splits[i] }] : []));
  // Without the scheduler's count, the samples' own (stretched) time stands in.
  const cpuMs = (c: (typeof columns)[number]) => c.m.cpuMs ?? c.split.totalMs;
  const perRequest = (ms: number, m: Measured) => (m.requests > 0 ? (ms * 1000) / m.requests : 0);
  const layers = [...new Set(columns.flatMap((c) => c.split.rows.map((r) => r.layer)))];
  const us = (layer: string, c: (typeof columns)[number]) => perRequest((c.split.rows.find((r) => r.layer === layer)?.share ?? 0) * cpuMs(c), c.m);
  layers.sort((a, b) => columns.reduce((sum, c) => sum + us(b, c) - us(a, c), 0));
  const cell = (value: number) => value.toFixed(0).padStart(18);
  console.log(`\nserver CPU, µs per request, at ${connections} in flight:`);
  console.log(`  ${''.padEnd(52)}${columns.map((c) => short(c.m.query).padStart(18)).join('')}`);
  console.log(`  ${'total (main thread)'.padEnd(52)}${columns.map((c) => cell(perRequest(cpuMs(c), c.m))).join('')}`);
  for (const layer of layers) console.log(`  ${layer.slice(0, 50).padEnd(52)}${columns.map((c) => cell(us(layer, c))).join('')}`);
  console.log(`  ${'(requests; p50 ms under the profiler)'.padEnd(52)}${columns.map((c) => `${c.m.requests}; ${c.m.p50.toFixed(2)}`.padStart(18)).join('')}`);
}

export async function runProfilePart(ctx: ProfilePartContext): Promise<void> {
  const levels = [...ctx.settings.connections].sort((a, b) => a - b);
  const measured: Measured[] = [];
  for (const q of ctx.queries) {
    const body = await firstAnswer(ctx.server, q);
    const target: HttpTarget = { url: ctx.server.url, headers: ctx.server.headers, body: JSON.stringify(q.ours), minBytes: Buffer.byteLength(body) };
    for (const connections of levels) {
      await httpLoad(target, connections, ctx.settings.warmupSeconds);
      const [fromUs, cpuBefore] = [profileClockUs(), mainThreadCpuNs(ctx.server.pid)];
      const result = await httpLoad(target, connections, ctx.settings.seconds);
      const [toUs, cpuAfter] = [profileClockUs(), mainThreadCpuNs(ctx.server.pid)];
      const cpuMs = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / 1e6;
      measured.push({ query: q.name, connections, requests: result.requests + result.failures, p50: result.p50, cpuMs, fromUs, toUs });
      console.log(`  ${q.name}, ${connections} in flight: ${result.requests} requests` +
        `${result.failures > 0 ? `, ${result.failures} FAILED` : ''}, p50 ${result.p50.toFixed(2)} ms under the profiler`);
    }
  }
  // The profile is written as the server exits.
  await ctx.serverChild.stop(30_000);
  const file = readdirSync(ctx.profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no CPU profile');
  const splits = splitProfileWindows(path.join(ctx.profileDir, file), ENGINE_LAYERS, measured);
  for (const connections of levels) printTable(measured, splits, connections);
}
