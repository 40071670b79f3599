/**
 * Note [A worker the database wakes]
 * The server's workers (the invite e-mails, the KPI requests' e-mails, the alert rules' evaluation) stand in for
 * Hasura's event and cron triggers, and run the same way: a trigger NOTIFYs their channel when a transaction that
 * gives them work commits, which wakes them; a sweep every `sweepMs` (and one at start) catches a notification that
 * was lost or a change made while the server was down. A wake during a sweep runs one more sweep after it (the change
 * may have committed after the sweep looked), and never a second sweep at once. Where the driver cannot LISTEN
 * (PGlite in another process, say), the sweeps alone carry the work. Stopping waits for the sweep under way.
 */
import type { Db } from './driver.ts';
import { errorMessage } from '../../common/errorMessage.ts';

export interface NotifiedSweeperOptions<T> {
  db: Db;
  /** The channel the tables' triggers notify. */
  channel: string;
  /** Names the worker in warnings. */
  label: string;
  sweepMs: number;
  /** One pass over what is due; reports its own failures, never throws. */
  sweep: () => Promise<T>;
  /** Adds up the sweeps one wake ran. */
  combine: (total: T, next: T) => T;
  /** What a wake answers once the worker has stopped. */
  idle: () => T;
  warn: (message: string) => void;
}

/** See Note [A worker the database wakes]. */
export class NotifiedSweeper<T> {
  private timer: ReturnType<typeof setInterval> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private running: Promise<T> | null = null;
  private again = false;
  private stopping = false;

  constructor(private readonly options: NotifiedSweeperOptions<T>) {}

  /** Listens (where the driver can), sweeps once now, then every `sweepMs`. */
  async start(): Promise<void> {
    const { db, channel, label, sweepMs } = this.options;
    if (db.listen) {
      try {
        this.unlisten = await db.listen(channel, () => { void this.wake(); });
      } catch (error) {
        this.options.warn(`${label}: cannot LISTEN (${errorMessage(error)}); sweeping every ${String(sweepMs)} ms only`);
      }
    }
    this.timer = setInterval(() => { void this.wake(); }, sweepMs);
    void this.wake();
  }

  /** Sweeps now; if a sweep is running, once more after it. Resolves with what the sweeps of this wake did. */
  wake(): Promise<T> {
    if (this.stopping) return Promise.resolve(this.options.idle());
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = async (): Promise<T> => {
      this.again = false;
      let total: T = await this.options.sweep();
      while (this.wokenMeanwhile() && !this.stopping) total = this.options.combine(total, await this.options.sweep());
      return total;
    };
    this.running = run().finally(() => { this.running = null; });
    return this.running;
  }

  /** Whether `stop` was called: a long sweep checks it between items. */
  get stopped(): boolean {
    return this.stopping;
  }

  /** Stops listening and sweeping, after the sweep under way (if any) ends. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await this.unlisten?.().catch((error: unknown) => { this.options.warn(`${this.options.label}: UNLISTEN failed (${errorMessage(error)})`); });
  }

  /** Whether `wake` was called during the last sweep; resets the flag. */
  private wokenMeanwhile(): boolean {
    const again = this.again;
    this.again = false;
    return again;
  }
}
