/**
 * A category to suggest for an unmapped account of the client's chart, as a controller would pick it: the category
 * whose number or client account is the account's own code; else the one whose name shares the most words with the
 * account's (accents and case folded, short words ignored), preferring a receipt for money that came in and a payment
 * for money that went out; else none. The editor confirms it: a suggestion is never applied on its own.
 */
export interface CategoryOption {
  readonly id: string;
  readonly number: string;
  readonly name: string;
  readonly clientAccount: string | null;
  readonly type: string;
}

export interface AccountToMap {
  readonly code: string;
  readonly name: string;
  /** Its unmapped cash effect: positive money in, negative money out, null when it has none. */
  readonly cashEffect: string | null;
}

const words = (text: string): Set<string> => new Set(
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length >= 3),
);

export function suggestCategory(account: AccountToMap, categories: readonly CategoryOption[]): CategoryOption | null {
  const byCode = categories.find((category) => category.number === account.code || category.clientAccount === account.code);
  if (byCode) return byCode;
  const own = words(account.name);
  const direction = account.cashEffect === null ? null : account.cashEffect.startsWith('-') ? 'payment' : 'receipt';
  let best: { category: CategoryOption; score: number } | null = null;
  for (const category of categories) {
    const shared = [...words(category.name)].filter((word) => own.has(word)).length;
    if (shared === 0) continue;
    const score = shared * 2 + (category.type === direction ? 1 : 0);
    if (!best || score > best.score) best = { category, score };
  }
  return best?.category ?? null;
}
