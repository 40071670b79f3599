/**
 * First stage of the ECD parser: bytes → physical lines. The file is ISO-8859-1 (manual §2.2), one byte per
 * character, so a chunk can be decoded on its own whatever byte it ends on; only a line cut between two chunks has
 * to be carried over. Memory is bounded by the chunk and the longest line, never by the file.
 */

/** One physical line, without its line break (LF or CRLF). */
export interface PhysicalLine {
  /** 1-based. */
  readonly line: number;
  readonly text: string;
}

/** Bytes per `String.fromCharCode` call: far below the engines' limit on the number of arguments. */
const DECODE_SLICE = 8192;

/**
 * The Encoding Standard's decoder for the label `latin1`, which is in fact windows-1252: it agrees with ISO-8859-1
 * on every byte but 0x80–0x9F (0x80 becomes €), and it is native, so about ten times faster than decoding by hand.
 * Null where the runtime has no such decoder (Node built without ICU).
 */
const WINDOWS_1252: { decode(bytes: Uint8Array): string } | null = (() => {
  try {
    return new TextDecoder('windows-1252');
  } catch {
    return null;
  }
})();

/** Whether the bytes hold any of 0x80–0x9F, where windows-1252 and ISO-8859-1 part ways. */
function hasC1Controls(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i += 1) if (bytes[i] >= 0x80 && bytes[i] <= 0x9f) return true;
  return false;
}

/** Decodes ISO-8859-1, where byte n is code point n. */
export function decodeLatin1(bytes: Uint8Array): string {
  if (WINDOWS_1252 !== null && !hasC1Controls(bytes)) return WINDOWS_1252.decode(bytes);
  let text = '';
  for (let start = 0; start < bytes.length; start += DECODE_SLICE) {
    // `apply` takes any array-like, so the typed array is passed as is, without copying it into an array.
    text += String.fromCharCode.apply(null, bytes.subarray(start, start + DECODE_SLICE) as unknown as number[]);
  }
  return text;
}

/** Removes the CR of a CRLF line end (and any stray CRs before it). */
function withoutCarriageReturn(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 13) end -= 1;
  return end === text.length ? text : text.slice(0, end);
}

/**
 * Splits a byte stream, fed chunk by chunk, into physical lines. Synchronous, so that a chunk's lines cost no promise
 * each; the caller may stop taking lines at any point (after 9999) and feed nothing more.
 */
export class Latin1LineSplitter {
  /** How many lines have been handed out. */
  linesRead = 0;
  private carry = '';

  /** The lines that `chunk` completes. */
  *push(chunk: Uint8Array): Generator<PhysicalLine> {
    const text = decodeLatin1(chunk);
    let start = 0;
    // Only the new text is searched for line breaks: a line of many chunks (an RTF in J800) is searched once.
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      const whole = this.carry + text.slice(start, end);
      this.carry = '';
      start = end + 1;
      yield this.next(whole);
    }
    this.carry += text.slice(start);
  }

  /** The last line, when the stream does not end with a line break. */
  *end(): Generator<PhysicalLine> {
    if (this.carry !== '') yield this.next(this.carry);
    this.carry = '';
  }

  private next(text: string): PhysicalLine {
    this.linesRead += 1;
    return { line: this.linesRead, text: withoutCarriageReturn(text) };
  }
}
