/**
 * Turns the bytes of an OFX file into text without trusting the header. Brazilian banks routinely declare
 * `CHARSET:1252` and send UTF-8 (Banco do Brasil, Itaú), declare `ENCODING:UTF-8` and send it (Nubank), or write
 * labels no decoder knows (`CHARSET:NONE`, `CHARSET:8859-1`). The bytes themselves are a better witness: text in a
 * single-byte charset with accents is almost never valid UTF-8, so valid UTF-8 is read as UTF-8 and anything else
 * as windows-1252 (a superset of ISO-8859-1 for printable characters, so Latin-1 files decode the same).
 */
import type { OfxTextEncoding } from './ofxTypes.ts';

/** The decoded text and the encoding that produced it. */
export interface DecodedOfx {
  text: string;
  encoding: OfxTextEncoding;
}

// `fatal` makes the decoder reject malformed UTF-8 instead of replacing it with U+FFFD, which is how we tell the
// two encodings apart. Decoders are stateless between `decode` calls without `stream`, so sharing them is safe.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

// Node's TextDecoder decodes 'windows-1252' as ISO-8859-1 in 22.13.0 to 22.22.0 and 24.0.0 to 24.13.0 (fixed in
// 22.22.1 and 24.13.1): bytes 0x80-0x9F come out as C1 control characters instead of `€`, `–`, `—`, curly quotes and
// the like. Browsers and later Node follow the WHATWG table; this finishes the job on those releases and changes
// nothing elsewhere. The five bytes windows-1252 leaves undefined stay as they were.
const WINDOWS_1252_C1 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
const C1_CONTROLS = /[\u0080-\u009f]/g;

/**
 * Decodes an OFX file. A UTF-16 byte order mark wins (some Windows tools export UTF-16); otherwise UTF-8 when the
 * bytes are valid UTF-8, else windows-1252. A UTF-8 byte order mark is dropped. Never throws.
 */
export function decodeOfxBytes(bytes: Uint8Array): DecodedOfx {
  const utf16 = utf16ByBom(bytes);
  if (utf16 !== null) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16 };
  try {
    return { text: strictUtf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8. windows-1252 maps every byte to a character, so this cannot fail.
    const text = windows1252.decode(bytes).replace(C1_CONTROLS, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80]);
    return { text, encoding: 'windows-1252' };
  }
}

function utf16ByBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (bytes.length < 2) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}
