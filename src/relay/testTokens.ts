/**
 * Test support (imported by `*.test.ts` only): a token source the test drives by hand, and unsigned JWTs. The
 * client reads nothing but `exp`, so the signature is a placeholder.
 */
import type { TokenSource } from './tokenSource.ts';

const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT expiring `secondsFromNow` from now (negative: already expired). */
export function makeJwt(secondsFromNow: number, subject = 'user-1'): string {
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: subject, exp })}.signature`;
}

/** A `TokenSource` whose state the test sets; it counts how often the network layer looked. */
export class FakeTokens implements TokenSource {
  /** Calls of `isReady`, one per poll. */
  polls = 0;
  private readonly listeners = new Set<(token: string | null) => void>();

  constructor(public ready: boolean, private token: string | null) {}

  isReady(): boolean {
    this.polls += 1;
    return this.ready;
  }

  getAccessToken(): string | null {
    return this.token;
  }

  onTokenChanged(listener: (token: string | null) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  /** Changes the token and tells the listeners, as the auth client does on sign-in, refresh and sign-out. */
  setToken(token: string | null): void {
    this.token = token;
    for (const listener of this.listeners) listener(token);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}
