/**
 * The passkey ceremonies under way: each challenge the server handed out, what it was for and whose it is, until
 * the browser answers or the wait runs out. Kept in memory as hasura-auth keeps them (contract §7): a discoverable
 * sign-in has no user to store a challenge on, and a challenge outliving a restart would only be a longer wait for
 * a user who already gave up. One process serves the API here; several behind a balancer would need sticky sessions.
 *
 * A challenge works once: `take` removes it, so an assertion replayed with the same challenge finds nothing.
 */
import type { NewUserOptions } from '../authService.ts';

export type Ceremony =
  /** Signing in: with an e-mail (`userId` known, its keys offered), or discoverable (any key of the relying party). */
  | { kind: 'signIn'; userId: string | null }
  /** Signing up: the account is created when the passkey is verified, with this id as the passkey's user handle. */
  | { kind: 'signUp'; userId: string; email: string; options: NewUserOptions }
  /** A signed-in user adds a passkey. */
  | { kind: 'add'; userId: string };

/** A bound on what an attacker can make the process hold; the rate limits keep honest traffic far below it. */
const MAX_PENDING = 10_000;

export class Ceremonies {
  private readonly pending = new Map<string, { ceremony: Ceremony; expiresAt: number }>();

  constructor(private readonly ttlMs: number, private readonly now: () => number = Date.now) {}

  start(challenge: string, ceremony: Ceremony): void {
    this.sweep();
    if (this.pending.size >= MAX_PENDING) {
      // The oldest first: a Map iterates in insertion order.
      const oldest = this.pending.keys().next();
      if (!oldest.done) this.pending.delete(oldest.value);
    }
    this.pending.set(challenge, { ceremony, expiresAt: this.now() + this.ttlMs });
  }

  /** The ceremony of `challenge` if it is pending and of `kind`, removed either way once found. */
  take<K extends Ceremony['kind']>(challenge: string, kind: K): Extract<Ceremony, { kind: K }> | null {
    const entry = this.pending.get(challenge);
    if (!entry) return null;
    this.pending.delete(challenge);
    if (entry.expiresAt <= this.now() || entry.ceremony.kind !== kind) return null;
    return entry.ceremony as Extract<Ceremony, { kind: K }>;
  }

  private sweep(): void {
    const now = this.now();
    for (const [challenge, entry] of this.pending) {
      if (entry.expiresAt <= now) this.pending.delete(challenge);
    }
  }
}
