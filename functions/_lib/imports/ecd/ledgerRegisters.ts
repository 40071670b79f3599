/**
 * Readers of block I's books, one per register: periodic balances (I150/I155), entries (I200/I250) and result
 * balances before closing (I350/I355). Each takes the parent's record, since a child carries its parent's key.
 */
import type { EcdBalance, EcdEntry, EcdEntryLine, EcdPeriod, EcdResultBalance, EntryIndicator } from './ecdLedgerRecord.ts';
import type { IsoDate } from './ecdRecord.ts';
import type { FieldReader } from './fieldReader.ts';

const ENTRY_INDICATORS: readonly EntryIndicator[] = ['N', 'E', 'X'];
const DEBIT_CREDIT = ['D', 'C'] as const;

/** I150: REG, DT_INI, DT_FIN. */
export function readPeriod(r: FieldReader): EcdPeriod {
  return { kind: 'period', line: r.register.line, start: r.date(2, 'DT_INI'), end: r.date(3, 'DT_FIN') };
}

/** I155: REG, COD_CTA, COD_CCUS, VL_SLD_INI, IND_DC_INI, VL_DEB, VL_CRED, VL_SLD_FIN, IND_DC_FIN. */
export function readBalance(r: FieldReader, period: EcdPeriod): EcdBalance {
  const opening = r.amount(4, 'VL_SLD_INI');
  const closing = r.amount(8, 'VL_SLD_FIN');
  return {
    kind: 'balance',
    line: r.register.line,
    periodStart: period.start,
    periodEnd: period.end,
    account: r.text(2, 'COD_CTA'),
    costCenter: r.optionalText(3),
    opening,
    openingDc: r.debitCredit(5, 'IND_DC_INI', opening),
    debits: r.amount(6, 'VL_DEB'),
    credits: r.amount(7, 'VL_CRED'),
    closing,
    closingDc: r.debitCredit(9, 'IND_DC_FIN', closing),
  };
}

/** I200: REG, NUM_LCTO, DT_LCTO, VL_LCTO, IND_LCTO, DT_LCTO_EXT. */
export function readEntry(r: FieldReader): EcdEntry {
  return {
    kind: 'entry',
    line: r.register.line,
    number: r.text(2, 'NUM_LCTO'),
    date: r.date(3, 'DT_LCTO'),
    amount: r.amount(4, 'VL_LCTO'),
    indicator: r.oneOf(5, 'IND_LCTO', ENTRY_INDICATORS),
    extemporaneousDate: r.optionalDate(6, 'DT_LCTO_EXT'),
  };
}

/** I250: REG, COD_CTA, COD_CCUS, VL_DC, IND_DC, NUM_ARQ, COD_HIST_PAD, HIST, COD_PART. */
export function readEntryLine(r: FieldReader, entry: EcdEntry): EcdEntryLine {
  return {
    kind: 'entryLine',
    line: r.register.line,
    entryNumber: entry.number,
    date: entry.date,
    entryIndicator: entry.indicator,
    account: r.text(2, 'COD_CTA'),
    costCenter: r.optionalText(3),
    amount: r.amount(4, 'VL_DC'),
    dc: r.oneOf(5, 'IND_DC', DEBIT_CREDIT),
    archiveNumber: r.optionalText(6),
    standardHistoryCode: r.optionalText(7),
    history: r.optionalText(8),
    participant: r.optionalText(9),
  };
}

/** I350: REG, DT_RES. */
export function readResultDate(r: FieldReader): IsoDate {
  return r.date(2, 'DT_RES');
}

/** I355: REG, COD_CTA, COD_CCUS, VL_CTA, IND_DC. */
export function readResultBalance(r: FieldReader, date: IsoDate): EcdResultBalance {
  return {
    kind: 'resultBalance',
    line: r.register.line,
    date,
    account: r.text(2, 'COD_CTA'),
    costCenter: r.optionalText(3),
    amount: r.amount(4, 'VL_CTA'),
    dc: r.oneOf(5, 'IND_DC', DEBIT_CREDIT),
  };
}
