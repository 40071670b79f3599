/** The accounting analysis's tabs; their ids are what `?tab=` says in the address. */
export const ACCOUNTING_TABS = ['income-statement', 'balance-sheet', 'trial-balance', 'published'] as const;
export type AccountingTab = (typeof ACCOUNTING_TABS)[number];
