/**
 * The alert rules' worker. The database marks an organization due an evaluation whenever data its rules read changes
 * (migration 1795132808700_alert_rules: entries, budgets, batches, indicators, valuation reports, companies, rules,
 * KPI answers) and NOTIFYs `portfolio_alert_rules` at commit; that wakes this worker, which evaluates the rules of the
 * organizations due (portfolio.evaluate_alert_rules, one statement per kind of rule over all their companies). A sweep
 * every few seconds catches what a lost notification left, and every organization is evaluated once a day, since
 * time alone makes some rules hold (a report overdue, data gone stale).
 *
 * Called from http/buildApp.ts, which starts it when the app is ready and stops it when the app closes, as the invite
 * mailer is (server/invites/inviteMailer.ts, whose pattern this follows).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/driver.ts';
import { NotifiedSweeper } from '../db/notifiedSweeper.ts';
import { errorMessage } from '../../common/errorMessage.ts';

/** The channel the database notifies when an organization is due an evaluation. */
export const ALERT_RULES_CHANNEL = 'portfolio_alert_rules';

const DAY_MS = 86_400_000;

export interface AlertEvaluatorOptions {
  db: Db;
  /** The pause between sweeps when no notification comes, in ms. @default 5000 */
  sweepMs?: number;
  /** How often every organization is evaluated, due or not, in ms. @default one day */
  fullEvery?: number;
  /** Reports failures (the worker never throws). @default console.warn */
  warn?: (message: string) => void;
  /** The clock, for tests. @default Date.now */
  now?: () => number;
}

export type Evaluation = {
  raised: number;
  resolved: number;
};

// Claimed in a statement of its own, so no lock on the outbox is held while the rules are evaluated: a change committed
// meanwhile marks its organization again (the row is gone, nothing waits) and the next sweep evaluates it.
const CLAIM_DUE = `
WITH claimed AS (DELETE FROM portfolio_jobs.alert_evaluation_due RETURNING organization_id)
SELECT coalesce(array_agg(organization_id), ARRAY[]::uuid[]) AS due FROM claimed`;
const CLAIM_ALL = 'DELETE FROM portfolio_jobs.alert_evaluation_due';
const EVALUATE = 'SELECT raised, resolved FROM portfolio.evaluate_alert_rules($1::uuid[])';

export class AlertEvaluator {
  private readonly worker: NotifiedSweeper<Evaluation>;
  private lastFull = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: AlertEvaluatorOptions) {
    this.worker = new NotifiedSweeper({
      db: options.db, channel: ALERT_RULES_CHANNEL, label: 'alert rules', sweepMs: options.sweepMs ?? 5000,
      sweep: () => this.sweep(),
      combine: (total, next) => ({ raised: total.raised + next.raised, resolved: total.resolved + next.resolved }),
      idle: () => ({ raised: 0, resolved: 0 }), warn: (message) => { this.warn(message); },
    });
  }

  /** Listens for changes (where the driver can), evaluates every organization now, then sweeps every `sweepMs`. */
  start(): Promise<void> {
    return this.worker.start();
  }

  /** Sweeps now; if a sweep is running, once more after it. Resolves when the sweeping is over. */
  async wake(): Promise<void> {
    await this.worker.wake();
  }

  /**
   * Evaluates the organizations due, or all of them when the daily evaluation is due. Failures are reported, never
   * thrown; organizations whose evaluation failed are evaluated again when their data next changes, or the next day.
   */
  async sweep(): Promise<Evaluation> {
    const now = (this.options.now ?? Date.now)();
    try {
      if (now - this.lastFull >= (this.options.fullEvery ?? DAY_MS)) {
        // Set first: a failure is retried at the next day's evaluation, not at every sweep (the due ones still are).
        this.lastFull = now;
        await this.options.db.query(CLAIM_ALL);
        return await this.evaluate(null);
      }
      const { rows } = await this.options.db.query<{ due: string[] }>(CLAIM_DUE);
      const due = rows[0]?.due ?? [];
      return due.length === 0 ? { raised: 0, resolved: 0 } : await this.evaluate(due);
    } catch (error) {
      this.warn(`alert rules: ${errorMessage(error)}`);
      return { raised: 0, resolved: 0 };
    }
  }

  /** Stops listening and sweeping, after the sweep under way (if any) ends. */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  private async evaluate(organizations: readonly string[] | null): Promise<Evaluation> {
    const { rows } = await this.options.db.query<Evaluation>(EVALUATE, [organizations]);
    return rows[0] ?? { raised: 0, resolved: 0 };
  }

  private warn(message: string): void {
    (this.options.warn ?? console.warn)(message);
  }
}

/** Runs an alert evaluator for the app's lifetime: from `ready` (listen or inject) to `close`. */
export function attachAlertEvaluator(app: FastifyInstance, options: AlertEvaluatorOptions): AlertEvaluator {
  const evaluator = new AlertEvaluator({ warn: (message) => { app.log.warn(message); }, ...options });
  app.addHook('onReady', async () => { await evaluator.start(); });
  app.addHook('onClose', async () => { await evaluator.stop(); });
  return evaluator;
}
