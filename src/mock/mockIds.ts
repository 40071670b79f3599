/**
 * Deterministic keys for the mock data: every generated value is a pure function of the seed and of where it is
 * used, so a company listed on one page has the same id, name and CNPJ when another page asks for it by id, and a
 * test sees the same data on every run.
 */
import { mulberry32 } from '../../common/mulberry32.ts';

/** 32-bit FNV-1a over the parts joined with a separator that no part contains. */
export function hashKey(...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  const text = parts.join('\u0000');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seeded generator of numbers in [0, 1), for values that must not disturb faker's sequence. */
export const seededRandom = mulberry32;

/** A version-4-shaped UUID drawn from `seed`: the same seed, the same UUID. */
export function uuidFromSeed(seed: number): string {
  const random = seededRandom(seed);
  const bytes = Array.from({ length: 16 }, () => Math.floor(random() * 256));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
