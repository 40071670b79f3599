/**
 * Reads one register's fields by their number in the manual, turning each malformed field into a problem at the
 * register's line. A failed read returns a placeholder of the right type, so readers stay linear; the caller checks
 * `failed` and drops the record, keeping the problems.
 */
import { ecdProblem, type EcdProblem, type EcdProblemCode } from './ecdProblem.ts';
import type { Amount, DebitCredit, IsoDate } from './ecdRecord.ts';
import { parseEcdAmount, parseEcdDate } from './ecdValues.ts';
import type { EcdRegister } from './registerAssembler.ts';
import { fieldCountRange } from './registerLayouts.ts';

const DEBIT_CREDIT = ['D', 'C'] as const;
const POSITIVE_INTEGER = /^[0-9]{1,15}$/;

export class FieldReader {
  readonly problems: EcdProblem[] = [];
  /** Set when the field count is wrong: every field may be misplaced, so one problem says it all. */
  private readonly misshapen: boolean;

  /**
   * @param additionalFields - Extra fields I020 declared for this register.
   * @param fatal - Whether this register's problems stop the parse (0000's do).
   */
  constructor(
    readonly register: EcdRegister,
    additionalFields = 0,
    private readonly fatal = false,
  ) {
    const range = fieldCountRange(register.reg, additionalFields);
    const count = register.fields.length;
    this.misshapen = range !== null && (count < range.min || count > range.max);
    if (range !== null && this.misshapen) {
      const expected = range.min === range.max ? `${range.min}` : `${range.min}-${range.max}`;
      this.report('field-count', { expected, found: `${count}` });
    }
  }

  get failed(): boolean {
    return this.problems.length > 0;
  }

  /** Field n as written ('' when absent). */
  raw(n: number): string {
    return n <= this.register.fields.length ? this.register.fields[n - 1] : '';
  }

  /** A required text field. */
  text(n: number, name: string): string {
    const value = this.raw(n);
    if (value === '') this.reject('missing-value', name, value);
    return value;
  }

  /** An optional text field: null when empty. */
  optionalText(n: number): string | null {
    const value = this.raw(n);
    return value === '' ? null : value;
  }

  date(n: number, name: string): IsoDate {
    const value = this.text(n, name);
    const date = value === '' ? null : parseEcdDate(value);
    if (value !== '' && date === null) this.reject('bad-date', name, value);
    return date ?? '';
  }

  optionalDate(n: number, name: string): IsoDate | null {
    return this.raw(n) === '' ? null : this.date(n, name);
  }

  /** A required amount, as an `Amount` string (`0.00` after a failure). */
  amount(n: number, name: string): Amount {
    const value = this.text(n, name);
    const amount = value === '' ? null : parseEcdAmount(value);
    if (value !== '' && amount === null) this.reject('bad-number', name, value);
    return amount ?? '0.00';
  }

  optionalAmount(n: number, name: string): Amount | null {
    return this.raw(n) === '' ? null : this.amount(n, name);
  }

  /** A positive whole number, such as NIVEL. */
  integer(n: number, name: string): number {
    const value = this.text(n, name);
    const valid = POSITIVE_INTEGER.test(value) && Number(value) > 0;
    if (value !== '' && !valid) this.reject('bad-number', name, value);
    return valid ? Number(value) : 0;
  }

  /** A field restricted to a list of values (the manual's "Valores Válidos"). */
  oneOf<T extends string>(n: number, name: string, allowed: readonly T[]): T {
    const value = this.text(n, name);
    const found = allowed.find((candidate) => candidate === value);
    if (value !== '' && found === undefined) this.reject('bad-value', name, value);
    return found ?? allowed[0];
  }

  optionalOneOf<T extends string>(n: number, name: string, allowed: readonly T[]): T | null {
    return this.raw(n) === '' ? null : this.oneOf(n, name, allowed);
  }

  /**
   * A D/C indicator beside an amount. The manual asks for D or C even on a zero balance, but a blank beside zero is
   * harmless (zero has no side) and is read as D; a blank beside any other amount is an error.
   */
  debitCredit(n: number, name: string, amount: Amount): DebitCredit {
    if (this.raw(n) === '' && amount === '0.00') return 'D';
    return this.oneOf(n, name, DEBIT_CREDIT);
  }

  /** Records a problem with field `name` (its value shown as written). */
  reject(code: EcdProblemCode, name: string, value: string): void {
    this.report(code, { field: name, value });
  }

  private report(code: EcdProblemCode, params: Readonly<Record<string, string>>): void {
    if (this.misshapen && code !== 'field-count') return;
    const withRegister = { register: this.register.reg, ...params };
    this.problems.push(ecdProblem(this.register.line, code, withRegister, this.fatal));
  }
}
