/**
 * Where a process's CPU time went, from a V8 `.cpuprofile` (`node --cpu-prof`): each sample of a time window is given
 * to the layer of the innermost frame that belongs to one (walking from the sampled frame towards the root), so
 * `JSON.stringify` called by Fastify's serializer counts as Fastify and the same call in our code as ours.
 *
 * A profile's times are microseconds of the monotonic clock `process.hrtime` reads, the same in every process of the
 * machine: a bench can note when its load ran ({@link profileClockUs}) and read the server's profile for just then.
 */
import { readFileSync } from 'node:fs';

interface CallFrame { functionName: string; url: string }
interface ProfileNode { id: number; callFrame: CallFrame; children?: number[] }
interface CpuProfile { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

/** A layer and how to recognise its frames; the first that matches a frame names it. */
export interface Layer { name: string; matches: (frame: CallFrame) => boolean }

const url = (part: string) => (frame: CallFrame) => frame.url.includes(part);
const fn = (name: string) => (frame: CallFrame) => frame.url === '' && frame.functionName === name;

const GC: Layer = { name: 'garbage collection', matches: fn('(garbage collector)') };
const PG_DRIVER: Layer = { name: 'PostgreSQL driver (pg)', matches: (f) => /\/node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//.test(f.url) };
const FASTIFY: Layer = {
  name: 'Fastify (routing, hooks, body parsing, serialization)',
  matches: (f) => /\/node_modules\/(fastify|@fastify|find-my-way|avvio|fast-json-stringify|secure-json-parse|light-my-request|fast-querystring|toad-cache|process-warning|abstract-logging|pino|@lukeed\/ms)[/-]/.test(f.url),
};
const NODE_HTTP: Layer = {
  name: 'Node HTTP and sockets',
  matches: (f) => /^node:(_http_|http|net|stream|internal\/(http|streams|stream_base))/.test(f.url) || f.url.startsWith('node:internal/stream'),
};

/** The layers of a request to the auth service, innermost first in intent (a frame matches at most one). */
export const AUTH_LAYERS: Layer[] = [
  GC,
  { name: 'JWT signing (jose)', matches: url('/node_modules/jose/') },
  PG_DRIVER,
  FASTIFY,
  { name: 'rate limits', matches: url('/server/auth/rateLimits') },
  { name: 'auth service (server/auth)', matches: url('/server/auth/') },
  { name: 'HTTP glue (server/http)', matches: url('/server/http/') },
  { name: 'database glue (server/db)', matches: url('/server/db/') },
  { name: 'crypto (hashing, random ids)', matches: url('node:crypto') },
  NODE_HTTP,
];

/** The engine's folders, each a layer of its own: which stage of ours a request's time goes to. */
const ENGINE_FOLDERS = ['ir', 'compile', 'execute', 'permissions', 'schema', 'subscriptions', 'catalog', 'metadata'];

/** The layers of a request to `/v1/graphql`. */
export const ENGINE_LAYERS: Layer[] = [
  GC,
  { name: 'GraphQL parse/validate/execute (graphql-js)', matches: url('/node_modules/graphql/') },
  { name: 'JWT (jose)', matches: url('/node_modules/jose/') },
  PG_DRIVER,
  FASTIFY,
  ...ENGINE_FOLDERS.map((folder) => ({ name: `engine ${folder}/`, matches: url(`/server/engine/${folder}/`) })),
  { name: 'engine (createEngine, apiLimits, errors)', matches: url('/server/engine/') },
  { name: 'HTTP glue (server/http)', matches: url('/server/http/') },
  { name: 'database glue (server/db)', matches: url('/server/db/') },
  { name: 'crypto (hashing, random ids)', matches: url('node:crypto') },
  NODE_HTTP,
];

export interface Split { totalMs: number; rows: { layer: string; ms: number; share: number }[] }

/** Now on the clock of every profile of this machine, in microseconds. */
export const profileClockUs = (): number => Number(process.hrtime.bigint() / 1000n);

/** A time window on the profiles' clock (see {@link profileClockUs}). */
export interface Window { fromUs: number; toUs: number }

/** The split of the samples in the last `windowMs` of the profile, idle time left out. */
export function splitProfile(file: string, layers: Layer[], windowMs: number): Split {
  const profile = readProfile(file);
  return splitSamples(profile, layers, [{ fromUs: profile.endTime - windowMs * 1000, toUs: profile.endTime + 1 }])[0];
}

/** The split of each window's samples, idle time left out; the profile is read once. */
export function splitProfileWindows(file: string, layers: Layer[], windows: readonly Window[]): Split[] {
  return splitSamples(readProfile(file), layers, windows);
}

const readProfile = (file: string): CpuProfile => JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;

function splitSamples(profile: CpuProfile, layers: Layer[], windows: readonly Window[]): Split[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const layerOf = new Map<number, string>();
  const resolve = (id: number): string => {
    const known = layerOf.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const own = node ? layers.find((layer) => layer.matches(node.callFrame))?.name : undefined;
    const up = parent.get(id);
    const name = own ?? (up === undefined ? 'other (Node internals, our other code)' : resolve(up));
    layerOf.set(id, name);
    return name;
  };
  const totals = windows.map(() => new Map<string, number>());
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i] ?? 0;
    const sampled = profile.samples.at(i);
    const at = windows.findIndex((w) => time >= w.fromUs && time < w.toUs);
    if (at < 0 || sampled === undefined) continue;
    const frame = byId.get(sampled)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    const layer = frame.functionName === '(program)' ? 'V8 (program)' : resolve(sampled);
    const next = profile.timeDeltas[i + 1] ?? 0;
    totals[at].set(layer, (totals[at].get(layer) ?? 0) + next / 1000);
  }
  return totals.map((byLayer) => {
    const totalMs = [...byLayer.values()].reduce((a, b) => a + b, 0);
    const rows = [...byLayer].map(([layer, ms]) => ({ layer, ms, share: totalMs > 0 ? ms / totalMs : 0 })).sort((a, b) => b.ms - a.ms);
    return { totalMs, rows };
  });
}
