/**
 * Where a process's CPU time went, from a V8 `.cpuprofile` (`node --cpu-prof`): each sample of a time window is given
 * to the layer of the innermost frame that belongs to one (walking from the sampled frame towards the root), so
 * `JSON.stringify` called by Fastify's serializer counts as Fastify and the same call in our code as ours.
 */
import { readFileSync } from 'node:fs';

interface CallFrame { functionName: string; url: string }
interface ProfileNode { id: number; callFrame: CallFrame; children?: number[] }
interface CpuProfile { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

/** A layer and how to recognise its frames; the first that matches a frame names it. */
export interface Layer { name: string; matches: (frame: CallFrame) => boolean }

const url = (part: string) => (frame: CallFrame) => frame.url.includes(part);
const fn = (name: string) => (frame: CallFrame) => frame.url === '' && frame.functionName === name;

/** The layers of a request to the auth service, innermost first in intent (a frame matches at most one). */
export const AUTH_LAYERS: Layer[] = [
  { name: 'garbage collection', matches: fn('(garbage collector)') },
  { name: 'JWT signing (jose)', matches: url('/node_modules/jose/') },
  { name: 'PostgreSQL driver (pg)', matches: (f) => /\/node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//.test(f.url) },
  { name: 'Fastify (routing, hooks, body parsing, serialization)', matches: (f) => /\/node_modules\/(fastify|@fastify|find-my-way|avvio|fast-json-stringify|secure-json-parse|light-my-request|fast-querystring|toad-cache|process-warning|abstract-logging|pino|@lukeed\/ms)[/-]/.test(f.url) },
  { name: 'rate limits', matches: url('/server/auth/rateLimits') },
  { name: 'auth service (server/auth)', matches: url('/server/auth/') },
  { name: 'HTTP glue (server/http)', matches: url('/server/http/') },
  { name: 'database glue (server/db)', matches: url('/server/db/') },
  { name: 'crypto (hashing, random ids)', matches: url('node:crypto') },
  { name: 'Node HTTP and sockets', matches: (f) => /^node:(_http_|http|net|stream|internal\/(http|streams|stream_base))/.test(f.url) || f.url.startsWith('node:internal/stream') },
];

export interface Split { totalMs: number; rows: { layer: string; ms: number; share: number }[] }

/** The split of the samples in the last `windowMs` of the profile, idle time left out. */
export function splitProfile(file: string, layers: Layer[], windowMs: number): Split {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
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
  const from = profile.endTime - windowMs * 1000;
  const totals = new Map<string, number>();
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i] ?? 0;
    const sampled = profile.samples.at(i);
    if (time < from || sampled === undefined) continue;
    const frame = byId.get(sampled)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    const layer = frame.functionName === '(program)' ? 'V8 (program)' : resolve(sampled);
    const next = profile.timeDeltas[i + 1] ?? 0;
    totals.set(layer, (totals.get(layer) ?? 0) + next / 1000);
  }
  const totalMs = [...totals.values()].reduce((a, b) => a + b, 0);
  const rows = [...totals].map(([layer, ms]) => ({ layer, ms, share: totalMs > 0 ? ms / totalMs : 0 })).sort((a, b) => b.ms - a.ms);
  return { totalMs, rows };
}
