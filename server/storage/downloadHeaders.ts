/**
 * The headers of a file's download, as hasura-storage sends them (`GetFile` and `GetFileMetadataHeaders`): type,
 * length, `inline` disposition with the name, etag, last-modified, cache-control from the bucket, byte ranges and
 * the conditional requests (If-Match, If-None-Match, If-Modified-Since, If-Unmodified-Since).
 *
 * One difference, for safety: the files are served from the portal's own origin, where hasura-storage has a domain of
 * its own, so a type a browser would run (HTML, SVG, XML, JavaScript) is sent as an attachment inside a sandbox and
 * never rendered as a page of the portal. Every answer also says `nosniff`, so the declared type is the only one.
 */
import type { ByteRange } from './localContent.ts';

/** Types a browser shows without running anything of the file's: documents, images, media and plain text. */
const INLINE_SAFE = [
  /^application\/pdf$/, /^image\/(png|jpeg|gif|webp|avif|bmp)$/, /^audio\//, /^video\//, /^text\/(plain|csv)$/,
];

export const isInlineSafe = (mimeType: string): boolean => {
  const base = mimeType.split(';')[0].trim().toLowerCase();
  return INLINE_SAFE.some((pattern) => pattern.test(base));
};

/** Go's `url.QueryEscape`, which hasura-storage puts in `filename="…"`: `+` for a space, %XX for the rest. */
export function queryEscape(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** `inline; filename="…"` as hasura-storage writes it, plus the RFC 6266 `filename*` browsers prefer for non-ASCII names. */
export function contentDisposition(name: string, mimeType: string): string {
  const kind = isInlineSafe(mimeType) ? 'inline' : 'attachment';
  const extended = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${queryEscape(name)}"; filename*=UTF-8''${extended}`;
}

/** Headers every answer about a file carries, whatever its status. */
export function securityHeaders(mimeType: string): Record<string, string> {
  return isInlineSafe(mimeType)
    ? { 'x-content-type-options': 'nosniff' }
    : { 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox; default-src \'none\'' };
}

/** RFC 1123 at whole seconds: Last-Modified, and what If-(Un)Modified-Since compare with. */
export const httpDate = (iso: string): string => new Date(iso).toUTCString();

/**
 * The status the conditional headers ask for (hasura-storage's `checkConditionals`, in its order): 412 when If-Match
 * differs or the file changed after If-Unmodified-Since, 304 when If-None-Match matches or it did not change after
 * If-Modified-Since, else `otherwise`.
 */
export function conditionalStatus(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  etag: string,
  updatedAt: string,
  otherwise: number,
): number {
  const header = (name: string): string | undefined => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const modified = Math.floor(new Date(updatedAt).getTime() / 1000) * 1000;
  const ifMatch = header('if-match');
  if (ifMatch !== undefined && ifMatch !== etag && ifMatch !== '*') return 412;
  const ifNoneMatch = header('if-none-match');
  if (ifNoneMatch !== undefined && (ifNoneMatch === etag || ifNoneMatch === '*')) return 304;
  const ifModifiedSince = Date.parse(header('if-modified-since') ?? '');
  if (!Number.isNaN(ifModifiedSince) && !(modified > ifModifiedSince)) return 304;
  const ifUnmodifiedSince = Date.parse(header('if-unmodified-since') ?? '');
  if (!Number.isNaN(ifUnmodifiedSince) && modified > ifUnmodifiedSince) return 412;
  return otherwise;
}

/**
 * A `Range: bytes=…` header over a file of `size` bytes: the one range it asks for, `'unsatisfiable'`, or null for
 * the whole file (no header, a malformed one, or several ranges, which are answered with the whole file as RFC 9110
 * allows).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** The image transformation parameters (`w`, `h`, `q`, `b`, `f`): hasura-storage's first letters of the options. */
export function imageParameters(query: Readonly<Record<string, unknown>>): string[] {
  return ['w', 'h', 'q', 'b', 'f'].filter((name) => typeof query[name] === 'string' && query[name] !== '');
}
