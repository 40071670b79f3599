/**
 * Reads the tags of an OFX body one at a time, walking the decoded text with an index: no token array, no copy of
 * the file, only the short slices that become tag names and values. The same reader serves OFX 1.x (SGML, where
 * leaf tags are not closed) and 2.x (XML): it reports what is written, and walkOfxElements.ts decides what an
 * unclosed tag means.
 *
 * A value runs from the end of its tag to the start of the next tag and is trimmed, which drops CR, tabs and the
 * trailing spaces banks pad memos with (`SISDEB       `). Exporters of OFX 1.x rarely escape `<`, so a `<` that
 * cannot start a tag (`<3`, `<REF 123>`, or a `<` with another `<` before its `>`) is kept as part of the value
 * rather than allowed to swallow the next tag.
 */
import { decodeOfxEntities } from './decodeOfxEntities.ts';
import { ForwardSearch } from './ForwardSearch.ts';

/** One tag. Names are upper case; `text` is the value after an opening tag (empty for aggregates). */
export interface OfxTag {
  kind: 'open' | 'close';
  name: string;
  /** The 1-based line where the tag starts. */
  line: number;
  /** For an opening tag, its value: trimmed, entities decoded, line breaks inside it turned into spaces. */
  text: string;
  /** `<NAME/>`: an element that is complete where it is written (OFX 2.x). */
  selfClosing: boolean;
}

const SLASH = 0x2f;
const QUESTION_MARK = 0x3f;
const EXCLAMATION_MARK = 0x21;
const LINE_BREAKS = /[ \t]*\r?\n[ \t]*/g;
// What may follow a tag's name before `>`: nothing, a `/` (self-closing), or XML attributes (`<OFX xmlns="…">`).
// Anything else means the `<` was text: a memo such as `PAGTO <REF 123>` keeps its brackets.
const TAG_REST = /^(?:\s+[A-Za-z_:][\w:.-]*\s*=\s*(?:"[^"]*"|'[^']*'))*\s*\/?$/;

export class OfxTagReader {
  private readonly text: string;
  private readonly lessThan: ForwardSearch;
  private readonly greaterThan: ForwardSearch;
  private readonly newline: ForwardSearch;
  private pos = 0;
  private line = 1;
  private lineCountedTo = 0;
  private lastLine = 1;

  constructor(text: string) {
    this.text = text;
    this.lessThan = new ForwardSearch(text, '<');
    this.greaterThan = new ForwardSearch(text, '>');
    this.newline = new ForwardSearch(text, '\n');
  }

  /** The next tag, or null at the end of the text (or where the text is cut inside a tag). */
  next(): OfxTag | null {
    for (;;) {
      const start = this.findTagStart(this.pos);
      if (start === -1) return this.finish();
      const marker = this.text.charCodeAt(start + 1);
      if (marker === QUESTION_MARK || marker === EXCLAMATION_MARK) {
        // Processing instructions (`<?OFX …?>`, `<?xml …?>`), comments and declarations carry no statement data.
        const end = this.skipMarkup(start, marker);
        if (end === -1) return this.finish();
        this.pos = end;
        continue;
      }
      const close = this.greaterThan.from(start);
      const line = this.lineAt(start);
      this.lastLine = line;
      if (marker === SLASH) {
        this.pos = close + 1;
        return { kind: 'close', name: this.tagName(start + 2), line, text: '', selfClosing: false };
      }
      const selfClosing = this.text.charCodeAt(close - 1) === SLASH;
      const name = this.tagName(start + 1);
      const valueEnd = selfClosing ? close + 1 : this.findTagStart(close + 1);
      this.pos = valueEnd === -1 ? this.text.length : valueEnd;
      const text = selfClosing ? '' : this.value(close + 1, this.pos);
      return { kind: 'open', name, line, text, selfClosing };
    }
  }

  /** The line of the last tag read: at the end, where the content of a cut file stops. */
  lastTagLine(): number {
    return this.lastLine;
  }

  private finish(): null {
    this.pos = this.text.length;
    return null;
  }

  // Tags are met in file order, so counting the newlines between the previous tag and this one is enough.
  private lineAt(index: number): number {
    for (let at = this.newline.from(this.lineCountedTo); at !== -1 && at < index; at = this.newline.from(at + 1)) {
      this.line++;
      this.lineCountedTo = at + 1;
    }
    return this.line;
  }

  private findTagStart(from: number): number {
    let candidate = this.lessThan.from(from);
    while (candidate !== -1 && !this.isTagStart(candidate)) candidate = this.lessThan.from(candidate + 1);
    return candidate;
  }

  private isTagStart(index: number): boolean {
    const marker = this.text.charCodeAt(index + 1);
    if (marker === QUESTION_MARK) return isLetter(this.text.charCodeAt(index + 2));
    if (marker === EXCLAMATION_MARK) {
      return this.text.startsWith('<!--', index) || isLetter(this.text.charCodeAt(index + 2));
    }
    const nameStart = marker === SLASH ? index + 2 : index + 1;
    if (!isLetter(this.text.charCodeAt(nameStart))) return false;
    const close = this.greaterThan.from(nameStart);
    if (close === -1) return false;
    const nextOpen = this.lessThan.from(nameStart);
    if (nextOpen !== -1 && nextOpen < close) return false;
    const nameEnd = this.nameEnd(nameStart);
    return nameEnd === close || TAG_REST.test(this.text.slice(nameEnd, close));
  }

  private skipMarkup(start: number, marker: number): number {
    const isComment = marker === EXCLAMATION_MARK && this.text.startsWith('<!--', start);
    const terminator = marker === QUESTION_MARK ? '?>' : isComment ? '-->' : '>';
    const end = this.text.indexOf(terminator, start + 2);
    return end === -1 ? -1 : end + terminator.length;
  }

  // Attributes (`<OFX xmlns=…>`) carry nothing OFX needs, so only the name is kept.
  private tagName(from: number): string {
    return this.text.slice(from, this.nameEnd(from)).toUpperCase();
  }

  private nameEnd(from: number): number {
    let end = from;
    while (isNameCharacter(this.text.charCodeAt(end))) end++;
    return end;
  }

  private value(from: number, to: number): string {
    const raw = this.text.slice(from, to).trim();
    const oneLine = raw.includes('\n') ? raw.replace(LINE_BREAKS, ' ') : raw;
    return decodeOfxEntities(oneLine);
  }
}

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

// OFX names are upper-case letters, digits and dots; `_`, `-` and `:` are let through for XML exporters.
function isNameCharacter(code: number): boolean {
  const isDigit = code >= 0x30 && code <= 0x39;
  return isLetter(code) || isDigit || code === 0x2e || code === 0x5f || code === 0x2d || code === 0x3a;
}
