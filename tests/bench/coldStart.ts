/**
 * npm run bench:cold-start — how long `npm start` takes on a fresh data directory, from the command to the first
 * 200 of /healthz, with the database copied from the template and without it (`PGLITE_TEMPLATE=off`: initdb, the
 * migrations and the demo seed), in the same run, alternating so both meet the same load. A benchmark, not a test:
 * it prints each run's time and start-up line, then per mode the median and the range of the time to ready and of
 * each step of the start-up line, and the ratio of the medians (goal: ≤ 10 s from `npm install` done to ready).
 *
 * Before the runs it builds the portal when stale and makes the template when missing (what `npm install` does), so
 * the runs measure a start after an install; the runs then serve dist/ as it is (`PORTAL_BUILD=skip`), since a
 * colleague's edit to src/ during the bench would otherwise rebuild it in the middle of a run.
 *
 *   npm run bench:cold-start -- [--runs N] [--command npm|node]
 * `--runs`: runs per mode (COLD_START_RUNS, default 5). `--command node`: `node --import tsx server/main.ts` instead
 * of `npm start` (npm's own start-up left out).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensurePortalBuilt } from '../../server/portal/ensurePortalBuilt.ts';
import { ensureStartTemplate } from '../../server/startup/freshDatabase.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: { runs: { type: 'string' }, command: { type: 'string', default: 'npm' } },
  allowPositionals: true,
});
const RUNS = Math.max(1, Number(values.runs ?? process.env.COLD_START_RUNS ?? 5));
const COMMAND = values.command === 'node' ? 'node' : 'npm';
const MODES = ['template', 'initdb'] as const;
type Mode = (typeof MODES)[number];

interface Run {
  mode: Mode;
  /** From spawning the command to the first 200 of /healthz. */
  healthzMs: number;
  /** The start-up line's steps, in ms. */
  phases: Map<string, number>;
  line: string;
}

const running = new Set<ChildProcess>();
process.once('exit', () => { for (const child of running) killGroup(child, 'SIGKILL'); });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => { process.exit(130); });

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => { resolve(port); });
    });
  });
}

/** `start-up: ready in 3.4 s (node and modules 1.1 s, database 0.9 s copied …, …)` → each step's ms. */
function parsePhases(line: string): Map<string, number> {
  const phases = new Map<string, number>();
  const inner = /\((.*)\)$/.exec(line)?.[1] ?? '';
  for (const match of inner.matchAll(/(?:^|, )([a-z ]+?) (\d+\.\d) s/g)) phases.set(match[1], Number(match[2]) * 1000);
  const total = /ready in (\d+\.\d) s/.exec(line);
  if (total) phases.set('total (own clock)', Number(total[1]) * 1000);
  return phases;
}

async function oneRun(mode: Mode): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cold-start-'));
  const port = await freePort();
  const [file, args] = COMMAND === 'npm' ? ['npm', ['start', '--silent']] : [process.execPath, ['--import', 'tsx', 'server/main.ts']];
  const started = performance.now();
  // A process group of its own, so npm, its shell and the server stop together.
  const child = spawn(file, args, {
    cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '',
      PORTAL_BUILD: 'skip', PGLITE_TEMPLATE: mode === 'template' ? 'auto' : 'off',
    },
  });
  running.add(child);
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => { output += text; });
  child.stderr.setEncoding('utf8').on('data', (text: string) => { output += text; });
  const exited = new Promise<void>((resolve) => { child.once('exit', () => { running.delete(child); resolve(); }); });
  try {
    let healthzMs: number | null = null;
    while (healthzMs === null) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
      if (performance.now() - started > 300_000) throw new Error(`not ready after 300 s:\n${output}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.status === 200) healthzMs = performance.now() - started;
        else await response.body?.cancel();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    // The start-up line comes right after listening; wait for it.
    while (!/^start-up: .*$/m.test(output) && performance.now() - started < 300_000) await new Promise((resolve) => setTimeout(resolve, 25));
    const line = /^start-up: .*$/m.exec(output)?.[0] ?? '';
    return { mode, healthzMs, phases: parsePhases(line), line };
  } finally {
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => { killGroup(child, 'SIGKILL'); }, 10_000);
    await exited;
    clearTimeout(timer);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms: number): string => (ms / 1000).toFixed(1);
const summary = (xs: number[]): string => `${seconds(median(xs))} s (${seconds(Math.min(...xs))}–${seconds(Math.max(...xs))})`;
const load = (): string => os.loadavg().map((value) => value.toFixed(1)).join(' ');

console.log(`cold start: ${RUNS} run(s) per mode of \`${COMMAND === 'npm' ? 'npm start' : 'node --import tsx server/main.ts'}\` on a fresh data directory; `
  + `${os.cpus().length} cores, Node ${process.version}; load average ${load()}`);
const portal = await ensurePortalBuilt({ root: ROOT, distDir: path.join(ROOT, 'dist'), mode: 'auto' });
if (!portal.distDir) console.log('cold start: no dist/ to serve (the runs serve only the API)');
const template = await ensureStartTemplate(ROOT, true);
if (template.madeInMs !== null) console.log(`cold start: made the template in ${seconds(template.madeInMs)} s`);

const runs: Run[] = [];
for (let index = 0; index < RUNS; index++) {
  // Alternating, first one mode then the other, so that a change of load weighs on both alike.
  const order = index % 2 === 0 ? MODES : [...MODES].reverse();
  for (const mode of order) {
    const run = await oneRun(mode);
    runs.push(run);
    console.log(`  ${mode.padEnd(8)} run ${index + 1}/${RUNS}: /healthz 200 after ${seconds(run.healthzMs)} s; ${run.line}`);
  }
}

console.log(`\ncold start: median (min–max) over ${RUNS} run(s); load average ${load()} at the end`);
const steps = [...new Set(runs.flatMap((run) => [...run.phases.keys()]))];
for (const mode of MODES) {
  const mine = runs.filter((run) => run.mode === mode);
  console.log(`  ${mode === 'template' ? 'from the template' : 'initdb (PGLITE_TEMPLATE=off)'}: to /healthz 200 ${summary(mine.map((run) => run.healthzMs))}`);
  console.log(`    ${steps.map((step) => `${step} ${summary(mine.map((run) => run.phases.get(step) ?? 0))}`).join('; ')}`);
}
const ratio = median(runs.filter((run) => run.mode === 'initdb').map((run) => run.healthzMs))
  / median(runs.filter((run) => run.mode === 'template').map((run) => run.healthzMs));
console.log(`  initdb / template: ${ratio.toFixed(2)}× (medians); goal ≤ 10 s from install to ready`);
