/**
 * windows-1252 decoding done by hand. Node's TextDecoder('windows-1252') decodes bytes 0x80-0x9F as Latin-1 control
 * characters in 22.13.0 to 22.22.0 and 24.0.0 to 24.13.0 (and 20.18.3 on; nodejs/node#56542, #60888, fixed in 22.22.1
 * and 24.13.1), releases package.json's engines admit, so `€`, `–` and curly quotes typed in Excel would come out as
 * invisible characters there. Every other byte is the same in both encodings.
 */

/** Unicode code points of bytes 0x80-0x9F (WHATWG index-windows-1252); the five unassigned ones keep their value. */
const HIGH_CONTROLS = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/** The text of windows-1252 (or Latin-1) bytes. */
export function decodeWindows1252(bytes: Uint8Array): string {
  const chunks: string[] = [];
  // Chunked, because String.fromCharCode takes its code units as arguments and large files would overflow the stack.
  for (let start = 0; start < bytes.length; start += 8192) {
    const codes = Array.from(bytes.subarray(start, start + 8192), (byte) => (byte >= 0x80 && byte <= 0x9f ? HIGH_CONTROLS[byte - 0x80] : byte));
    chunks.push(String.fromCharCode(...codes));
  }
  return chunks.join('');
}
