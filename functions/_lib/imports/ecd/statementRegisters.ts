/**
 * Readers of block J's published statements: J005 opens a set, J100 (balance sheet) and J150 (income statement)
 * lines belong to the last J005 read; J800/J801 attach RTF files. The parser takes the statements as filed; checking
 * them against the books is the importer's job, once it has both.
 */
import { ecdProblem } from './ecdProblem.ts';
import type { EcdRecord } from './ecdRecord.ts';
import type { EcdAttachment, EcdBalanceSheetLine, EcdIncomeStatementLine, EcdStatementPeriod } from './ecdStatementRecord.ts';
import type { FieldReader } from './fieldReader.ts';

const AGGREGATION_TYPES = ['T', 'D'] as const;

/** J005: REG, DT_INI, DT_FIN, ID_DEM, CAB_DEM. */
export function readStatementPeriod(r: FieldReader): EcdStatementPeriod {
  return {
    periodStart: r.date(2, 'DT_INI'),
    periodEnd: r.date(3, 'DT_FIN'),
    statementScope: r.oneOf(4, 'ID_DEM', ['1', '2']) === '1' ? 'own' : 'consolidated-or-other',
  };
}

/**
 * J100: REG, COD_AGL, IND_COD_AGL, NIVEL_AGL, COD_AGL_SUP, IND_GRP_BAL, DESCR_COD_AGL, VL_CTA_INI, IND_DC_CTA_INI,
 * VL_CTA_FIN, IND_DC_CTA_FIN, NOTA_EXP_REF.
 */
export function readBalanceSheetLine(r: FieldReader, period: EcdStatementPeriod): EcdBalanceSheetLine {
  const opening = r.amount(8, 'VL_CTA_INI');
  const closing = r.amount(10, 'VL_CTA_FIN');
  return {
    kind: 'balanceSheetLine',
    line: r.register.line,
    ...period,
    aggregationCode: r.text(2, 'COD_AGL'),
    aggregationType: r.oneOf(3, 'IND_COD_AGL', AGGREGATION_TYPES),
    level: r.integer(4, 'NIVEL_AGL'),
    parentCode: r.optionalText(5),
    group: r.oneOf(6, 'IND_GRP_BAL', ['A', 'P']),
    description: r.text(7, 'DESCR_COD_AGL'),
    opening,
    openingDc: r.debitCredit(9, 'IND_DC_CTA_INI', opening),
    closing,
    closingDc: r.debitCredit(11, 'IND_DC_CTA_FIN', closing),
    noteReference: r.optionalText(12),
  };
}

/**
 * J150: REG, NU_ORDEM, COD_AGL, IND_COD_AGL, NIVEL_AGL, COD_AGL_SUP, DESCR_COD_AGL, VL_CTA_INI_, IND_DC_CTA_INI,
 * VL_CTA_FIN, IND_DC_CTA_FIN, IND_GRP_DRE, NOTA_EXP_REF.
 */
export function readIncomeStatementLine(r: FieldReader, period: EcdStatementPeriod): EcdIncomeStatementLine {
  const opening = r.optionalAmount(8, 'VL_CTA_INI_');
  const closing = r.amount(10, 'VL_CTA_FIN');
  return {
    kind: 'incomeStatementLine',
    line: r.register.line,
    ...period,
    order: r.integer(2, 'NU_ORDEM'),
    aggregationCode: r.optionalText(3),
    aggregationType: r.oneOf(4, 'IND_COD_AGL', AGGREGATION_TYPES),
    level: r.integer(5, 'NIVEL_AGL'),
    parentCode: r.optionalText(6),
    description: r.text(7, 'DESCR_COD_AGL'),
    opening,
    openingDc: opening === null ? r.optionalOneOf(9, 'IND_DC_CTA_INI', ['D', 'C']) : r.debitCredit(9, 'IND_DC_CTA_INI', opening),
    closing,
    closingDc: r.debitCredit(11, 'IND_DC_CTA_FIN', closing),
    group: r.oneOf(12, 'IND_GRP_DRE', ['D', 'R']),
    noteReference: r.optionalText(13),
  };
}

/** J800 (REG, TIPO_DOC, DESC_RTF, HASH_RTF, ARQ_RTF, …) or J801 (REG, TIPO_DOC, DESC_RTF, COD_MOT_SUBS, HASH_RTF, ARQ_RTF, …). */
export function readAttachment(r: FieldReader): EcdAttachment {
  const { reg, line, lastLine } = r.register;
  return {
    kind: 'attachment',
    line,
    lastLine,
    register: reg === 'J800' ? 'J800' : 'J801',
    documentType: r.text(2, 'TIPO_DOC'),
    description: r.optionalText(3),
    hash: r.optionalText(reg === 'J800' ? 4 : 5),
  };
}

/** Registers that belong to the J005 before them. */
const STATEMENT_CHILDREN = ['J100', 'J150', 'J210', 'J215'];

/** Block J while the file streams: the open J005, and the records of its lines and of the attachments. */
export class StatementBlock {
  private period: EcdStatementPeriod | 'failed' | null = null;

  static reads(reg: string): boolean {
    return ['J005', 'J100', 'J150', 'J800', 'J801'].includes(reg);
  }

  /** Closes the open J005 once `reg` is none of its children. */
  leave(reg: string): void {
    if (!STATEMENT_CHILDREN.includes(reg)) this.period = null;
  }

  read(r: FieldReader, emit: (record: EcdRecord) => void): void {
    const { reg, line } = r.register;
    if (reg === 'J005') {
      const period = readStatementPeriod(r);
      this.period = r.failed ? 'failed' : period;
      r.problems.forEach(emit);
    } else if (reg === 'J800' || reg === 'J801') {
      const attachment = readAttachment(r);
      r.problems.forEach(emit);
      if (!r.failed) emit(attachment);
    } else if (this.period === null) {
      emit(ecdProblem(line, 'misplaced-register', { register: reg, parent: 'J005' }));
    } else if (this.period !== 'failed') {
      // Under a J005 that could not be read, a line's own problems would only repeat the J005's.
      const record = reg === 'J100' ? readBalanceSheetLine(r, this.period) : readIncomeStatementLine(r, this.period);
      r.problems.forEach(emit);
      if (!r.failed) emit(record);
    }
  }
}
