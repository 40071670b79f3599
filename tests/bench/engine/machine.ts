/**
 * What the figures ran on, and where the CPU went while they ran. On a 2-core machine the server, the load
 * generator and PostgreSQL compete for the same cores, so each measurement also reports the CPU share of the
 * processes involved, in percent of one core (from /proc; Linux only, absent elsewhere).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** `ulimit -n` of this process, which the children inherit; null if the shell cannot tell. */
export function openFileLimit(): number | null {
  try {
    const text = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    return text === 'unlimited' ? Infinity : Number(text);
  } catch {
    return null;
  }
}

export function machineSummary(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  return `${cpus.length} cores (${model}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
    `${os.type()} ${os.release()}; load average ${os.loadavg()[0].toFixed(1)} at start`;
}

let ticksPerSecond: number | null = null;
function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** utime + stime of a process, in clock ticks. */
function processTicks(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces; the fields after its closing parenthesis do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** Busy and total ticks of all cores together. */
function machineTicks(): { busy: number; total: number } | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const total = values.reduce((a, b) => a + b, 0);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

export interface CpuShares {
  /** Per named process, then `postgres` (the database's backends) and `others`: percent of one core. */
  processes: Record<string, number>;
  /** All cores together: percent of the whole machine (100 = every core busy). */
  machine: number | null;
}

/**
 * The PostgreSQL backends serving one database: their process title reads `postgres: [cluster: ]user database
 * host activity`. Backends of other databases (someone else's tests on the same server) are left to `others`.
 */
function backendPids(database: string): number[] {
  try {
    return fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number).filter((pid) => {
      try {
        const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return title.startsWith('postgres: ') && title.includes(` ${database} `);
      } catch {
        return false;
      }
    });
  } catch {
    return [];
  }
}

/**
 * Starts counting CPU time of the given processes, of the database's PostgreSQL backends and of the machine; call
 * the result to read the shares. Whatever the machine spent beyond those is `others`: PostgreSQL's shared
 * processes (WAL writer, checkpointer), the kernel, and on a shared machine someone else's work.
 */
export function cpuMeter(pids: Record<string, number>, database: string): () => CpuShares {
  const started = performance.now();
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, processTicks(pid)]));
  const pgBefore = new Map(backendPids(database).map((pid) => [pid, processTicks(pid)]));
  const machineBefore = machineTicks();
  return () => {
    const seconds = (performance.now() - started) / 1000;
    const share = (ticks: number) => (ticks / clockTicks() / seconds) * 100;
    const processes: Record<string, number> = {};
    for (const [name, pid] of Object.entries(pids)) {
      const [a, b] = [before[name], processTicks(pid)];
      if (a !== null && b !== null) processes[name] = share(b - a);
    }
    // Per backend: one that started during the run counts whole; one that exited is lost (it lands in `others`).
    let pgTicks = 0;
    for (const pid of new Set([...pgBefore.keys(), ...backendPids(database)])) {
      // undefined: born during the run, so all its time is in it; null: unreadable at the start, so unknown.
      const [a, b] = [pgBefore.get(pid), processTicks(pid)];
      if (a !== null && b !== null) pgTicks += b - (a ?? 0);
    }
    processes.postgres = share(pgTicks);
    const machineAfter = machineTicks();
    let machine: number | null = null;
    if (machineBefore && machineAfter) {
      const busy = machineAfter.busy - machineBefore.busy;
      machine = (busy / Math.max(1, machineAfter.total - machineBefore.total)) * 100;
      const accounted = Object.values(processes).reduce((a, b) => a + b, 0);
      processes.others = Math.max(0, machine * os.cpus().length - accounted);
    }
    return { processes, machine };
  };
}

export function formatCpu(shares: CpuShares): string {
  const parts = Object.entries(shares.processes).map(([name, percent]) => `${name} ${percent.toFixed(0)}%`);
  if (shares.machine !== null) parts.push(`machine ${shares.machine.toFixed(0)}% of ${os.cpus().length} cores`);
  return parts.join(', ');
}

/** Resident memory of a process in MiB, from /proc. */
export function residentMiB(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Nanoseconds the main thread of a process has run on a CPU, from the scheduler (not counting time it waited for
 * one); null where /proc has no schedstat. A profile's sample intervals are wall time, which a loaded machine
 * stretches; this is the CPU time they stand for.
 */
export function mainThreadCpuNs(pid: number): number | null {
  try {
    const value = Number(fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}
