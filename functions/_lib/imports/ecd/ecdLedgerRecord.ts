/**
 * The records of block I, the books themselves: chart of accounts, periodic balances, entries and result balances
 * before closing. Field names are ours; the doc comments give the manual's (leiaute 9, §3.6).
 */
import type { AccountNature, Amount, DebitCredit, IsoDate } from './ecdRecord.ts';

/** An I050/I051 or I050/I052 mapping, per cost centre (COD_CCUS, null when blank). */
export interface EcdAccountMapping {
  readonly costCenter: string | null;
  readonly code: string;
}

/** I050, emitted after its I051 and I052 children. */
export interface EcdAccount {
  readonly kind: 'account';
  readonly line: number;
  /** DT_ALT. */
  readonly changedOn: IsoDate;
  /** COD_NAT. */
  readonly nature: AccountNature;
  /** IND_CTA: S synthetic (a group), A analytic (takes entries). */
  readonly accountType: 'S' | 'A';
  /** NIVEL. */
  readonly level: number;
  /** COD_CTA. */
  readonly code: string;
  /** COD_CTA_SUP; null for a top-level group. */
  readonly parentCode: string | null;
  /** CTA. */
  readonly name: string;
  /** I051 COD_CTA_REF: the RFB referential account (optional in the ECD). */
  readonly referentialCodes: readonly EcdAccountMapping[];
  /** I052 COD_AGL: the J100/J150 line the account adds up into. */
  readonly aggregationCodes: readonly EcdAccountMapping[];
}

/** I150: opens a balance period (at most a month). */
export interface EcdPeriod {
  readonly kind: 'period';
  readonly line: number;
  readonly start: IsoDate;
  readonly end: IsoDate;
}

/** I155: an analytic account's balances in the enclosing I150 period. */
export interface EcdBalance {
  readonly kind: 'balance';
  readonly line: number;
  readonly periodStart: IsoDate;
  readonly periodEnd: IsoDate;
  readonly account: string;
  readonly costCenter: string | null;
  readonly opening: Amount;
  readonly openingDc: DebitCredit;
  readonly debits: Amount;
  readonly credits: Amount;
  readonly closing: Amount;
  readonly closingDc: DebitCredit;
}

/**
 * I200 IND_LCTO. `E` marks a closing entry: it moves every result account's balance to equity, so the December I155
 * of result accounts ends at zero. A December (or any month's) result read from I155 must leave these out, or use
 * I355, which holds the balances before closing.
 */
export type EntryIndicator = 'N' | 'E' | 'X';

/** I200: an entry header; its lines follow as `entryLine` records. */
export interface EcdEntry {
  readonly kind: 'entry';
  readonly line: number;
  /** NUM_LCTO. */
  readonly number: string;
  /** DT_LCTO. */
  readonly date: IsoDate;
  /** VL_LCTO: the sum of the debit lines, which equals the sum of the credit lines. */
  readonly amount: Amount;
  /** IND_LCTO: N normal, E closing (see `EntryIndicator`), X extemporaneous. */
  readonly indicator: EntryIndicator;
  /** DT_LCTO_EXT: when the facts of an extemporaneous (X) entry happened. */
  readonly extemporaneousDate: IsoDate | null;
}

/** I250: one debit or credit line of the enclosing I200. */
export interface EcdEntryLine {
  readonly kind: 'entryLine';
  readonly line: number;
  /** The enclosing I200's NUM_LCTO, DT_LCTO and IND_LCTO, so a line can be stored on its own. */
  readonly entryNumber: string;
  readonly date: IsoDate;
  readonly entryIndicator: EntryIndicator;
  /** COD_CTA and COD_CCUS. */
  readonly account: string;
  readonly costCenter: string | null;
  /** VL_DC and IND_DC. */
  readonly amount: Amount;
  readonly dc: DebitCredit;
  /** NUM_ARQ: where the supporting document is filed. */
  readonly archiveNumber: string | null;
  /** COD_HIST_PAD: standard history code (I075). */
  readonly standardHistoryCode: string | null;
  /** HIST: the narrative. */
  readonly history: string | null;
  /** COD_PART: participant code (0150). */
  readonly participant: string | null;
}

/** I350 DT_RES with one of its I355: a result account's balance before the closing entries of that date. */
export interface EcdResultBalance {
  readonly kind: 'resultBalance';
  readonly line: number;
  readonly date: IsoDate;
  readonly account: string;
  readonly costCenter: string | null;
  readonly amount: Amount;
  readonly dc: DebitCredit;
}
