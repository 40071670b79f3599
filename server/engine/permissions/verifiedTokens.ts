/**
 * Note [Remembering verified tokens]
 * A client sends the same access token with every request until it refreshes it (15 minutes by default), and jose 6
 * checks each signature through WebCrypto: about 45 µs and a hop to the thread pool per request, for an answer that
 * cannot change while the key does not. So a token whose signature and claims were verified is remembered, and a
 * later request with the same token only has its times checked again (exp and nbf, with the same allowed skew):
 * an expired token is refused exactly as before. Only tokens verified against a key fixed at start are remembered;
 * with a JWK URL the set may rotate, and each token is checked against the set of the moment.
 *
 * The memory is bounded: past `capacity` tokens the oldest is forgotten (Map keeps insertion order), so a flood of
 * distinct tokens costs what it cost before and no more.
 */
import type { JWTPayload } from 'jose';

export interface VerifiedTokens {
  /** The payload of a token verified before whose times still hold at `nowSeconds`; null otherwise. */
  recall(token: string, nowSeconds: number): JWTPayload | null;
  remember(token: string, payload: JWTPayload): void;
}

export function verifiedTokens(allowedSkewSeconds: number, capacity = 10_000): VerifiedTokens {
  const known = new Map<string, JWTPayload>();
  return {
    recall(token, nowSeconds) {
      const payload = known.get(token);
      if (payload === undefined) return null;
      const expired = typeof payload.exp === 'number' && nowSeconds - allowedSkewSeconds >= payload.exp;
      const early = typeof payload.nbf === 'number' && nowSeconds + allowedSkewSeconds < payload.nbf;
      if (expired) known.delete(token);
      return expired || early ? null : payload;
    },
    remember(token, payload) {
      if (known.size >= capacity) {
        const oldest = known.keys().next();
        if (oldest.done !== true) known.delete(oldest.value);
      }
      known.set(token, Object.freeze(payload));
    },
  };
}
