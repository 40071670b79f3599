/**
 * An id for a transaction the bank sent without `FITID`. Re-importing the same export (or an overlapping one) must
 * give the same id, so it is built only from what the bank sent: the day, the amount, the memo, and how many
 * earlier transactions in the statement had those same three, which tells apart two identical purchases on the
 * same day. The memo is hashed to keep the id short; the prefix keeps it from ever looking like a bank's id.
 */

/** E.g. `synthetic:2024-01-05:-100.00:8c3f2a1b:0`. */
export function syntheticFitId(postedOn: string, amount: string, memo: string | null, occurrence: number): string {
  return `synthetic:${postedOn}:${amount}:${fnv1a32(memo ?? '')}:${occurrence}`;
}

// FNV-1a over UTF-16 code units: tiny, stable across runtimes and versions, and plenty for telling memos apart
// among transactions that already share a day and an amount. Not a security measure.
function fnv1a32(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
