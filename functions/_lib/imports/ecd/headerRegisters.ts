/**
 * 0000 and I010: who the books belong to and which leiaute they are in. Their checks are fatal: a file for another
 * CNPJ, or in another leiaute (whose fields sit elsewhere), must not be imported at all. The header record waits for
 * I010 to complete it, and goes out without it when the file moves on.
 */
import { isValidCnpj, normalizeCnpj } from '../../../../common/cnpj.ts';
import { ecdProblem, type EcdProblem } from './ecdProblem.ts';
import type { BookkeepingForm, EcdHeader, EcdRecord } from './ecdRecord.ts';
import { FieldReader } from './fieldReader.ts';
import type { EcdRegister } from './registerAssembler.ts';
import { UFS } from './registerLayouts.ts';

/** 0000 as read, before I010 completes it. */
export type FileHeader = Omit<EcdHeader, 'bookkeepingForm' | 'layoutVersion'>;

/** Leiaute 9 covers the years from 2020 on (manual §1; leiaute 8 covered 2019). */
const FIRST_LEIAUTE_9_YEAR = 2020;
const BOOKKEEPING_FORMS: readonly BookkeepingForm[] = ['G', 'R', 'A', 'B', 'Z'];

/** Reads 0000 (REG, LECD, DT_INI, DT_FIN, NOME, CNPJ, UF, IE, COD_MUN, IM, IND_SIT_ESP, …, IND_FIN_ESC, COD_HASH_SUB, …). */
export function readFileHeader(r: FieldReader): FileHeader {
  const cnpj = r.text(6, 'CNPJ');
  // Filed as 14 bare characters (manual §2.4: no mask), with valid check digits.
  if (cnpj !== '' && (normalizeCnpj(cnpj) !== cnpj || !isValidCnpj(cnpj))) r.reject('bad-value', 'CNPJ', cnpj);
  return {
    kind: 'header',
    line: r.register.line,
    periodStart: r.date(3, 'DT_INI'),
    periodEnd: r.date(4, 'DT_FIN'),
    name: r.text(5, 'NOME'),
    cnpj,
    uf: r.oneOf(7, 'UF', UFS),
    filingPurpose: r.oneOf(14, 'IND_FIN_ESC', ['0', '1']) === '1' ? 'substituta' : 'original',
    replacedFileHash: r.optionalText(15),
  };
}

/**
 * The fatal checks of a well-formed 0000: an ECD (LECD), a leiaute-9 year, and, when the caller knows whose books
 * it expects, that company's CNPJ (compared without punctuation, so `11.222.333/0001-81` matches).
 */
export function checkFileHeader(r: FieldReader, header: FileHeader, expectedCnpj?: string): EcdProblem | null {
  const line = r.register.line;
  const fileType = r.raw(2);
  if (fileType !== 'LECD') return ecdProblem(line, 'unsupported-layout', { field: 'LECD', found: fileType }, true);
  const year = header.periodStart.slice(0, 4);
  if (Number(year) < FIRST_LEIAUTE_9_YEAR) {
    return ecdProblem(line, 'unsupported-layout', { field: 'DT_INI', found: year }, true);
  }
  if (expectedCnpj !== undefined && normalizeCnpj(expectedCnpj) !== header.cnpj) {
    const params = { expected: normalizeCnpj(expectedCnpj), found: header.cnpj };
    return ecdProblem(line, 'cnpj-mismatch', params, true);
  }
  return null;
}

/** Reads I010 (REG, IND_ESC, COD_VER_LC). */
export function readBookkeeping(r: FieldReader): { bookkeepingForm: BookkeepingForm; layoutVersion: string } {
  return { bookkeepingForm: r.oneOf(2, 'IND_ESC', BOOKKEEPING_FORMS), layoutVersion: r.text(3, 'COD_VER_LC') };
}

/** Leiaute 9 writes COD_VER_LC as `9.00`; `9` and `9.0` are read the same. */
export function checkLayoutVersion(r: FieldReader, version: string): EcdProblem | null {
  if (/^9(\.0{1,2})?$/.test(version)) return null;
  return ecdProblem(r.register.line, 'unsupported-layout', { field: 'COD_VER_LC', found: version }, true);
}

/** The header from 0000 until it is emitted. */
export class FileHeaderState {
  private header: FileHeader | null = null;
  private emitted = false;
  /** I010 IND_ESC once read: which rules apply depends on the kind of book. */
  bookkeepingForm: BookkeepingForm | null = null;

  constructor(private readonly expectedCnpj?: string) {}

  /** Whether a valid 0000 has been read. */
  get known(): boolean {
    return this.header !== null;
  }

  /** Reads the file's first register, which must be a valid 0000 (every problem with it is fatal). */
  readFirst(register: EcdRegister, emit: (record: EcdRecord) => void): void {
    if (register.reg !== '0000') {
      emit(ecdProblem(register.line, 'missing-header', {}, true));
      return;
    }
    const r = new FieldReader(register, 0, true);
    const header = readFileHeader(r);
    const problem = r.failed ? null : checkFileHeader(r, header, this.expectedCnpj);
    r.problems.forEach(emit);
    if (problem !== null) emit(problem);
    else if (!r.failed) this.header = header;
  }

  /**
   * Reads I010; a leiaute other than 9 is fatal, otherwise the header goes out with it. The version is checked even
   * when IND_ESC is malformed: that field's own problem is not fatal, a wrong leiaute is.
   */
  readBookkeeping(r: FieldReader, emit: (record: EcdRecord) => void): void {
    const bookkeeping = readBookkeeping(r);
    r.problems.forEach(emit);
    if (this.header === null || this.emitted) return;
    const problem = checkLayoutVersion(r, r.raw(3));
    if (problem !== null) {
      emit(problem);
      return;
    }
    this.bookkeepingForm = r.failed ? null : bookkeeping.bookkeepingForm;
    this.emitted = true;
    emit({ ...this.header, bookkeepingForm: this.bookkeepingForm, layoutVersion: r.raw(3) });
  }

  /** Emits the header without I010 once `reg` (at `line`) shows the file has moved past where I010 belongs. */
  release(reg: string, line: number, emit: (record: EcdRecord) => void): void {
    if (this.emitted || this.header === null || reg.startsWith('0') || reg === 'I001' || reg === 'I010') return;
    this.emitted = true;
    if (reg.startsWith('I') && reg !== 'I990') emit(ecdProblem(line, 'missing-register', { register: 'I010' }));
    emit({ ...this.header, bookkeepingForm: null, layoutVersion: null });
  }
}
