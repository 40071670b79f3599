/**
 * Password guessing slows down per account, without locking the account's owner out (issue 19, item 8; ASVS 2.2.1,
 * NIST SP 800-63B 5.2.2): after {@link SLOW_DOWN_AFTER} wrong passwords in a row for one e-mail address, from
 * anywhere, each further attempt on it waits for a slot, and the slots move apart exponentially (1 s, 2 s, 4 s … then
 * every {@link MAX_DELAY_MS}). A right password resets the count.
 *
 * Note [Slower, never locked]
 * A lock after N failures (what many banks do) lets anyone who knows an address keep its owner out, so nothing here
 * refuses an account as such:
 * - Slots, not sleeps. Each attempt on a slowed-down account takes the next free slot and is checked only when it
 *   comes, one check per slot, so an attacker gets one guess per slot however many connections or addresses they use.
 *   A plain delay on the answer would not do that: parallel requests would all be checked at once. An attempt whose
 *   slot is more than {@link MAX_DELAY_MS} away is not queued but answered at once with 429 and a Retry-After (nothing
 *   is checked, so nothing is learned). At the largest delay that is 2,880 guesses a day on one account, against
 *   passwords of 12 characters or more.
 * - The owner's browser skips the line. A right password also gives the browser a device cookie for that account
 *   (OWASP's "device cookies": HttpOnly, SameSite=Strict, only sent to /signin, signed by this server, 30 days). An
 *   attempt that brings one is checked at once, whatever the count; a wrong password from it still counts. So the
 *   owner on a device they have signed in from before is never slowed by someone else's guesses, and an owner on a
 *   new device waits for a slot like anyone: a delay of at most 30 s, or a short "retry after", never a refusal of
 *   the account. The per-address rate limit (rateLimits.ts, `signIn`) keeps one address to 10 tries per 5 minutes.
 *
 * `AUTH_RATE_LIMIT_ENABLE=false`, which turns off the rate limits (a benchmark, a load test from one address), turns the
 * slow-down off too.
 *
 * State is kept in memory, per process: the counts are short-lived by nature (a quiet day clears one), a database
 * write per failed attempt would put the guesser's load on PostgreSQL, and the slots are a queue of requests this
 * process holds anyway. A restart forgets the counts (an attacker cannot restart the server) and the device cookies
 * (their key is new at every start), so owners then wait like anyone until they sign in once. The map is bounded.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Wrong passwords in a row before attempts on the account are slowed down. */
export const SLOW_DOWN_AFTER = 10;
/** The largest gap between two checks of one account's password, and the longest an attempt is held. */
export const MAX_DELAY_MS = 30_000;
/** A count with no new failure for this long starts again from zero. */
const FORGET_AFTER_MS = 24 * 3600_000;
const DEVICE_LIFETIME_S = 30 * 24 * 3600;
const MAX_ACCOUNTS = 100_000;

interface AccountState {
  failures: number;
  lastFailureAt: number;
  /** When the next check of a slowed-down account may happen (ms since the epoch). */
  nextSlot: number;
  /** Attempts on the account waiting for their slot or being checked now. */
  pending: number;
}

export type Attempt<T> = { kind: 'checked'; result: T } | { kind: 'busy'; retryAfterSeconds: number };

const delayAfter = (failures: number): number => Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.max(0, failures - SLOW_DOWN_AFTER));

const sleep = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms); });

export class SignInThrottle {
  private readonly accounts = new Map<string, AccountState>();
  private readonly deviceKey = randomBytes(32);

  /**
   * @param enabled - false (AUTH_RATE_LIMIT_ENABLE=false: a benchmark, a load test) checks every attempt at once; the
   *   device cookie is still given.
   */
  constructor(private readonly enabled = true, private readonly now: () => number = Date.now) {}

  /**
   * Checks a password attempt on `email` as this class describes: `check` resolves to whether the password was right
   * (`right`) and is run at once, after a wait for the account's next slot, or not at all (`busy`).
   */
  async attempt<T>(email: string, trustedDevice: boolean, check: () => Promise<T>, right: (result: T) => boolean): Promise<Attempt<T>> {
    const account = email.trim().toLowerCase();
    if (!this.enabled) return { kind: 'checked', result: await check() };
    const state = this.state(account) ?? this.track(account);
    // Attempts waiting or being checked count as failures to come: a burst sent at once meets the slots after the
    // first few, and each slot it reserves lies further off than the last, as if every one of them were wrong.
    const slowed = state.failures + state.pending >= SLOW_DOWN_AFTER && !trustedDevice;
    const at = this.now();
    const slot = slowed ? Math.max(at, state.nextSlot) : at;
    if (slot - at > MAX_DELAY_MS) return { kind: 'busy', retryAfterSeconds: Math.ceil((slot - at) / 1000) };
    state.pending += 1;
    let result: T;
    try {
      if (slowed) {
        // The slot is this attempt's: the next one comes a delay later, whatever this check finds.
        state.nextSlot = slot + delayAfter(state.failures + state.pending);
        if (slot > at) await sleep(slot - at);
      }
      result = await check();
    } finally {
      state.pending -= 1;
    }
    this.record(account, right(result));
    return { kind: 'checked', result };
  }

  /** How many wrong passwords in a row the account has (for tests and logs). */
  failures(email: string): number {
    return this.state(email.trim().toLowerCase())?.failures ?? 0;
  }

  private state(account: string): AccountState | null {
    const state = this.accounts.get(account);
    if (state && this.now() - state.lastFailureAt > FORGET_AFTER_MS) {
      this.accounts.delete(account);
      return null;
    }
    return state ?? null;
  }

  private track(account: string): AccountState {
    if (this.accounts.size >= MAX_ACCOUNTS) this.accounts.delete(this.accounts.keys().next().value ?? '');
    const state: AccountState = { failures: 0, lastFailureAt: this.now(), nextSlot: 0, pending: 0 };
    this.accounts.set(account, state);
    return state;
  }

  private record(account: string, right: boolean): void {
    if (right) {
      this.accounts.delete(account);
      return;
    }
    const at = this.now();
    const state = this.accounts.get(account) ?? this.track(account);
    state.failures += 1;
    state.lastFailureAt = at;
    // The wrong password that reaches the threshold opens the first gap.
    if (state.failures === SLOW_DOWN_AFTER) state.nextSlot = Math.max(state.nextSlot, at + delayAfter(state.failures));
  }

  /** The device cookie's name for an account: one per account, so a browser shared by two people keeps both. */
  private cookieName(account: string): string {
    return `auth-device-${createHash('sha256').update(account).digest('hex').slice(0, 16)}`;
  }

  private sign(account: string, issuedAt: string): string {
    return createHmac('sha256', this.deviceKey).update(`${account}\n${issuedAt}`).digest('base64url');
  }

  /** The Set-Cookie value that marks this browser as one `email`'s owner signed in from. */
  deviceCookie(email: string, secure: boolean, signInPath: string): string {
    const account = email.trim().toLowerCase();
    const issuedAt = String(Math.floor(this.now() / 1000));
    return `${this.cookieName(account)}=${issuedAt}.${this.sign(account, issuedAt)}; Path=${signInPath}; Max-Age=${DEVICE_LIFETIME_S}; `
      + `HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  }

  /** Whether the Cookie header carries a valid, unexpired device cookie for `email`. */
  trustedDevice(email: string, cookieHeader: string | undefined): boolean {
    const account = email.trim().toLowerCase();
    const name = this.cookieName(account);
    for (const part of (cookieHeader ?? '').split(';')) {
      const [key, value = ''] = part.trim().split('=', 2);
      if (key !== name) continue;
      const [issuedAt = '', signature = ''] = value.split('.', 2);
      const age = this.now() / 1000 - Number(issuedAt);
      if (!/^\d+$/.test(issuedAt) || age < 0 || age > DEVICE_LIFETIME_S) continue;
      const given = Buffer.from(signature);
      const expected = Buffer.from(this.sign(account, issuedAt));
      if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
    }
    return false;
  }
}
