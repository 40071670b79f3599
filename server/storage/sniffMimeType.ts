/**
 * The type of an upload the client did not name (no Content-Type, or `application/octet-stream`), from its first
 * bytes, as hasura-storage does with its `mimetype` detector: the signatures of the documents a dataroom holds, then
 * text when the bytes are valid UTF-8 without control characters, else `application/octet-stream`.
 */

const SIGNATURES: readonly [readonly number[], string][] = [
  [[0x25, 0x50, 0x44, 0x46, 0x2d], 'application/pdf'],
  [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png'],
  [[0xff, 0xd8, 0xff], 'image/jpeg'],
  [[0x47, 0x49, 0x46, 0x38], 'image/gif'],
  [[0x50, 0x4b, 0x03, 0x04], 'application/zip'],
  [[0x1f, 0x8b], 'application/gzip'],
  [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'application/x-ole-storage'],
];

/** Office Open XML files are zip archives: their extension says which. */
const ZIPPED_OFFICE: Readonly<Record<string, string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

function isText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096);
  for (const byte of sample) {
    if (byte === 0 || (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c)) return false;
  }
  try {
    // A multi-byte character cut at the sample's end is not a reason to call it binary.
    new TextDecoder('utf-8', { fatal: true }).decode(sample.length < bytes.length ? sample.subarray(0, Math.max(0, sample.length - 4)) : sample);
    return true;
  } catch {
    return false;
  }
}

export function sniffMimeType(bytes: Uint8Array, name: string): string {
  if (bytes.length >= 12 && startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes.subarray(8), [0x57, 0x45, 0x42, 0x50])) {
    return 'image/webp';
  }
  for (const [signature, type] of SIGNATURES) {
    if (!startsWith(bytes, signature)) continue;
    if (type === 'application/zip') return ZIPPED_OFFICE[name.split('.').pop()?.toLowerCase() ?? ''] ?? type;
    return type;
  }
  if (bytes.length > 0 && isText(bytes)) return 'text/plain; charset=utf-8';
  return 'application/octet-stream';
}
