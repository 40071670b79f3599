/**
 * Second stage of the ECD parser: physical lines → registers split into fields. A register is one line beginning
 * with `|`, except where a field holds line breaks: a line that does not begin with `|` continues the register
 * before it, and a J800/J801 (an RTF file in a field) runs until its J800FIM/J801FIM marker whatever its lines begin
 * with. Reading stops at 9999, so a PKCS#7 signature the PVA appends after it is never decoded.
 */
import { ecdProblem, type EcdProblem } from './ecdProblem.ts';
import type { PhysicalLine } from './latin1LineSplitter.ts';

/** A register with its fields, as numbered in the manual: `fields[0]` is REG, `fields[n - 1]` is field n. */
export interface EcdRegister {
  /** The physical line where it starts; every problem about it points here. */
  readonly line: number;
  /** The physical line where it ends. */
  readonly lastLine: number;
  readonly reg: string;
  /** Trimmed; an empty field (`||`) is ''. */
  readonly fields: readonly string[];
}

/** Marker that ends each RTF register (the manual's IND_FIM_RTF field). */
const RTF_END_MARKERS: ReadonlyMap<string, string> = new Map([
  ['J800', '|J800FIM|'],
  ['J801', '|J801FIM|'],
]);

/** Splits `|A|B||C|` into `['A', 'B', '', 'C']`, each field trimmed; a missing last `|` is tolerated. */
function splitFields(text: string): string[] {
  let end = text.length;
  while (end > 1 && isBlank(text.charCodeAt(end - 1))) end -= 1;
  if (end > 1 && text.charCodeAt(end - 1) === PIPE) end -= 1;
  const fields = text.slice(1, end).split('|');
  // Trimming only the padded fields spares a copy of every other one, on every line.
  for (let i = 0; i < fields.length; i += 1) {
    const field = fields[i];
    if (field !== '' && (isBlank(field.charCodeAt(0)) || isBlank(field.charCodeAt(field.length - 1)))) fields[i] = field.trim();
  }
  return fields;
}

const PIPE = 0x7c;

/** Space, tab, CR, LF and the other controls, and the no-break space (0xA0 in Latin-1). */
function isBlank(code: number): boolean {
  return code <= 0x20 || code === 0xa0;
}

function toRegister(line: number, lastLine: number, text: string): EcdRegister {
  const fields = splitFields(text);
  return { line, lastLine, reg: fields[0], fields };
}

/** `|9999|QTD_LIN|` and nothing after it, should the signature follow on the same line. */
function trailerOnly(text: string): string {
  const third = text.indexOf('|', text.indexOf('|', 1) + 1);
  return third < 0 ? text : text.slice(0, third + 1);
}

function regOf(text: string): string {
  const second = text.indexOf('|', 1);
  return (second < 0 ? text.slice(1) : text.slice(1, second)).trim();
}

/** Groups physical lines into registers, fed line by line; yields a problem for a line it cannot place. */
export class RegisterAssembler {
  /** True once 9999 has been read: nothing after it is part of the books. */
  finished = false;
  private pending: { line: number; lastLine: number; text: string } | null = null;
  private rtf: { line: number; head: string; marker: string } | null = null;

  /** The registers (or problems) that `physical` completes. */
  *accept({ line, text }: PhysicalLine): Generator<EcdRegister | EcdProblem> {
    if (this.finished) return;
    if (this.rtf !== null) {
      // The RTF itself is not kept: only its first line (with the fields before the RTF) and the end marker matter.
      if (text.trimEnd().endsWith(this.rtf.marker)) {
        yield toRegister(this.rtf.line, line, this.rtf.head);
        this.rtf = null;
      }
    } else if (!text.startsWith('|')) {
      // A blank line carries nothing; any other line continues the register before it, if there is one.
      if (text.trim() === '') return;
      if (this.pending === null) {
        yield ecdProblem(line, 'orphan-line');
      } else {
        this.pending.text += `\n${text}`;
        this.pending.lastLine = line;
      }
    } else {
      yield* this.end();
      yield* this.begin(line, text);
    }
  }

  /** Completes the register still open at the end of the input. */
  *end(): Generator<EcdRegister | EcdProblem> {
    const { pending, rtf } = this;
    this.pending = null;
    this.rtf = null;
    if (pending !== null) yield toRegister(pending.line, pending.lastLine, pending.text);
    if (rtf !== null) yield ecdProblem(rtf.line, 'unterminated-rtf', { register: regOf(rtf.head) });
  }

  private *begin(line: number, text: string): Generator<EcdRegister> {
    const reg = regOf(text);
    const marker = RTF_END_MARKERS.get(reg);
    if (reg === '9999') {
      this.finished = true;
      yield toRegister(line, line, trailerOnly(text));
    } else if (marker === undefined) {
      this.pending = { line, lastLine: line, text };
    } else if (text.trimEnd().endsWith(marker)) {
      yield toRegister(line, line, text);
    } else {
      this.rtf = { line, head: text, marker };
    }
  }
}
