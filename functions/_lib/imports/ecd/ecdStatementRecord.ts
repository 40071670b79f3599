/**
 * The records of block J: the published balance sheet (J100) and income statement (J150), and the RTF attachments
 * (J800/J801). Field names are ours; the doc comments give the manual's (leiaute 9, §3.6).
 */
import type { Amount, DebitCredit, IsoDate } from './ecdRecord.ts';

/** The J005 a statement line belongs to. */
export interface EcdStatementPeriod {
  /** J005 DT_INI and DT_FIN. */
  readonly periodStart: IsoDate;
  readonly periodEnd: IsoDate;
  /** J005 ID_DEM: 1 the entity's own statements, 2 consolidated or of other entities. */
  readonly statementScope: 'own' | 'consolidated-or-other';
}

/** J100: a published balance-sheet line. */
export interface EcdBalanceSheetLine extends EcdStatementPeriod {
  readonly kind: 'balanceSheetLine';
  readonly line: number;
  /** COD_AGL, IND_COD_AGL (T total, D detail), NIVEL_AGL, COD_AGL_SUP. */
  readonly aggregationCode: string;
  readonly aggregationType: 'T' | 'D';
  readonly level: number;
  readonly parentCode: string | null;
  /** IND_GRP_BAL: A assets, P liabilities and equity. */
  readonly group: 'A' | 'P';
  /** DESCR_COD_AGL. */
  readonly description: string;
  /** VL_CTA_INI, IND_DC_CTA_INI, VL_CTA_FIN, IND_DC_CTA_FIN. */
  readonly opening: Amount;
  readonly openingDc: DebitCredit;
  readonly closing: Amount;
  readonly closingDc: DebitCredit;
  /** NOTA_EXP_REF. */
  readonly noteReference: string | null;
}

/** J150: a published income-statement (DRE) line. */
export interface EcdIncomeStatementLine extends EcdStatementPeriod {
  readonly kind: 'incomeStatementLine';
  readonly line: number;
  /** NU_ORDEM: display order. */
  readonly order: number;
  /** COD_AGL (optional in J150), IND_COD_AGL, NIVEL_AGL, COD_AGL_SUP. */
  readonly aggregationCode: string | null;
  readonly aggregationType: 'T' | 'D';
  readonly level: number;
  readonly parentCode: string | null;
  /** DESCR_COD_AGL. */
  readonly description: string;
  /** VL_CTA_INI_ and IND_DC_CTA_INI: the line's value in the previous DRE, when given. */
  readonly opening: Amount | null;
  readonly openingDc: DebitCredit | null;
  /** VL_CTA_FIN and IND_DC_CTA_FIN: the value before the closing entries. */
  readonly closing: Amount;
  readonly closingDc: DebitCredit;
  /** IND_GRP_DRE: D reduces profit, R increases it. */
  readonly group: 'D' | 'R';
  /** NOTA_EXP_REF. */
  readonly noteReference: string | null;
}

/** J800 or J801: an RTF attachment, told without its content (a J800 with TIPO_DOC 002 is a filed DFC). */
export interface EcdAttachment {
  readonly kind: 'attachment';
  readonly line: number;
  /** The physical line holding the J800FIM or J801FIM marker. */
  readonly lastLine: number;
  readonly register: 'J800' | 'J801';
  /** TIPO_DOC, DESC_RTF and HASH_RTF. */
  readonly documentType: string;
  readonly description: string | null;
  readonly hash: string | null;
}
