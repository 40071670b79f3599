/**
 * Turns a CSV file's bytes into text. Excel in Brazil saves "CSV (separado por vírgulas)" in windows-1252 and
 * "CSV UTF-8" with a BOM; other tools write UTF-8 without one. Text that is valid UTF-8 is read as UTF-8 (a
 * windows-1252 file with accents is almost never valid UTF-8), anything else as windows-1252, which also covers
 * Latin-1. "Unicode text" exports are UTF-16 with a BOM.
 */
import { decodeWindows1252 } from './decodeWindows1252.ts';

/** The text of the file, without its byte order mark. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    // `fatal` makes invalid UTF-8 throw instead of becoming U+FFFD; the decoder drops a UTF-8 BOM itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
