/**
 * The problems the ECD parser reports, as a closed set of codes. The parser never writes prose: the import screen
 * turns each code and its `params` into a pt-BR or English sentence.
 *
 * The balance codes are the PVA validator's own rules (Manual de Orientação do Leiaute 9 da ECD, §3.6), so a message
 * can name the rule the accountant will see in the PVA: closing-balance-mismatch is REGRA_VALIDACAO_SALDO_FINAL,
 * period-debits/credits-mismatch REGRA_VALIDACAO_VALOR_DEB/_CRED, entry-debits/credits-mismatch
 * REGRA_VALIDACAO_VL_LCTO_DEB/_CRED, closing-entries-mismatch REGRA_VALIDACAO_SALDO_CONTA, and account-not-analytic
 * REGRA_CONTA_PARA_LANCAMENTO.
 */

/** What went wrong in an ECD file. Every `params` value is a string; the keys are listed with each code. */
export type EcdProblemCode =
  /** The file does not begin with a 0000 register: it is empty, or not an ECD. */
  | 'missing-header'
  /** The 0000 CNPJ is not the company's (`expected`, `found`): the file belongs to someone else. */
  | 'cnpj-mismatch'
  /** Not an ECD in leiaute 9 (`field` LECD, COD_VER_LC or DT_INI, `found`): other leiautes have other fields. */
  | 'unsupported-layout'
  /** The file ends before its 9999 register: it was cut short, so its totals cannot be trusted. */
  | 'missing-trailer'
  /** A register code (`register`) that leiaute 9 does not define; the line is skipped. */
  | 'unknown-register'
  /** A line that does not start with `|` and follows no register it could continue; the line is skipped. */
  | 'orphan-line'
  /** A J800 or J801 (`register`) whose RTF never reaches its J800FIM or J801FIM marker before the end of the file. */
  | 'unterminated-rtf'
  /** A register (`register`) without the parent (`parent`) it belongs to, such as I250 without I200; skipped. */
  | 'misplaced-register'
  /** A register (`register`) with the wrong number of fields (`expected`, e.g. `9` or `5-9`, and `found`). */
  | 'field-count'
  /** A required field (`register`, `field`) is empty. */
  | 'missing-value'
  /** A date field (`register`, `field`, `value`) that is not a real calendar date written ddmmaaaa. */
  | 'bad-date'
  /** A numeric field (`register`, `field`, `value`) that is not a comma-decimal number with at most 2 decimals. */
  | 'bad-number'
  /** A field (`register`, `field`, `value`) outside the values the leiaute allows, e.g. an indicator or a CNPJ. */
  | 'bad-value'
  /** A register the file must contain (`register`) is absent, e.g. I010 before the chart of accounts. */
  | 'missing-register'
  /** A balance, entry line or result balance (`register`) names an account (`account`) that I050 never defined. */
  | 'unknown-account'
  /** A balance, entry line or result balance (`register`) is on a synthetic account (`account`). */
  | 'account-not-analytic'
  /** I155 closing ≠ opening + debits − credits (`account`, `costCenter`, `expected`, `found` as `1.50 D`). */
  | 'closing-balance-mismatch'
  /** I155 debits ≠ its account's I250 debits in the period (`account`, `periodStart`, `periodEnd`, `expected`, `found`). */
  | 'period-debits-mismatch'
  /** I155 credits ≠ its account's I250 credits in the period (same params as period-debits-mismatch). */
  | 'period-credits-mismatch'
  /** I250 lines on an account (`account`) in a period (`periodStart`, `periodEnd`) that has no I155 for it. */
  | 'entry-without-balance'
  /** An I200 (`entry`) dated (`date`) outside every I150 period, so its lines cannot be checked against I155. */
  | 'entry-outside-periods'
  /** An I200's VL_LCTO (`entry`, `expected`) ≠ the sum of its I250 debits (`found`). */
  | 'entry-debits-mismatch'
  /** An I200's VL_LCTO (`entry`, `expected`) ≠ the sum of its I250 credits (`found`). */
  | 'entry-credits-mismatch'
  /** Closing entries (IND_LCTO E) do not reverse an I355 balance (`account`, `date`, `expected`, `found` as `1.50 C`). */
  | 'closing-entries-mismatch';

/**
 * Every problem code, in the order above: for exhaustive message catalogues and their tests. Typed as a tuple of
 * literals so that `ecdProblem.test.ts` can check, at compile time, that no code of the union is missing.
 */
export const ECD_PROBLEM_CODES = [
  'missing-header',
  'cnpj-mismatch',
  'unsupported-layout',
  'missing-trailer',
  'unknown-register',
  'orphan-line',
  'unterminated-rtf',
  'misplaced-register',
  'field-count',
  'missing-value',
  'bad-date',
  'bad-number',
  'bad-value',
  'missing-register',
  'unknown-account',
  'account-not-analytic',
  'closing-balance-mismatch',
  'period-debits-mismatch',
  'period-credits-mismatch',
  'entry-without-balance',
  'entry-outside-periods',
  'entry-debits-mismatch',
  'entry-credits-mismatch',
  'closing-entries-mismatch',
] as const satisfies readonly EcdProblemCode[];

/**
 * One problem, at the 1-based physical line of the register it concerns (the first line, when a register spans
 * several). A fatal problem means the file must not be imported; the parser stops after it. Fatal are
 * missing-header, cnpj-mismatch, unsupported-layout, missing-trailer, and any problem with a field of 0000.
 */
export interface EcdProblem {
  readonly kind: 'problem';
  readonly line: number;
  readonly code: EcdProblemCode;
  readonly params: Readonly<Record<string, string>>;
  readonly fatal: boolean;
}

/** Builds a problem record; `fatal` defaults to false. */
export function ecdProblem(
  line: number,
  code: EcdProblemCode,
  params: Readonly<Record<string, string>> = {},
  fatal = false,
): EcdProblem {
  return { kind: 'problem', line, code, params, fatal };
}
