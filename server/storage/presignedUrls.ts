/**
 * Presigned URLs: a link to a file's bytes that works without a token until it expires, as hasura-storage hands out
 * (S3's, under `/files/{id}/presignedurl/contents`). The local store signs its own: the query string carries the
 * signing time and lifetime in S3's parameter names, and an HMAC-SHA256 over the file id, time and lifetime, keyed
 * with a secret of the server's. Changing any of them, or the file id in the path, breaks the signature.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { storageErrors } from './storageErrors.ts';

export const PRESIGN_ALGORITHM = 'HMAC-SHA256';

/** `20260101T120000Z`: S3's X-Amz-Date. */
function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function parseAmzDate(text: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The key presigned URLs are signed with, derived from a secret the server already keeps (its JWT key). */
export function presignKeyFrom(secret: string): Buffer {
  return createHmac('sha256', secret).update('investor-portal storage presigned URLs').digest();
}

export class UrlSigner {
  constructor(private readonly key: Buffer, private readonly now: () => number = Date.now) {}

  private signature(fileId: string, date: string, expires: string): Buffer {
    return createHmac('sha256', this.key).update(`${fileId}\n${date}\n${expires}`).digest();
  }

  /** The query string of a URL to `fileId`'s bytes, valid for `seconds`. */
  sign(fileId: string, seconds: number): string {
    const date = amzDate(new Date(this.now()));
    const expires = String(seconds);
    const params = new URLSearchParams({
      'X-Amz-Algorithm': PRESIGN_ALGORITHM,
      'X-Amz-Date': date,
      'X-Amz-Expires': expires,
      'X-Amz-Signature': this.signature(fileId, date, expires).toString('hex'),
    });
    return params.toString();
  }

  /**
   * Checks a presigned URL's query for `fileId` and resolves to the seconds it has left. Refuses as hasura-storage
   * does: an unreadable date or lifetime is 400, an expired URL 400 "signature already expired", and a signature that
   * does not match S3's 403.
   */
  verify(fileId: string, query: Readonly<Record<string, unknown>>): number {
    const text = (name: string): string => (typeof query[name] === 'string' ? query[name] : '');
    const date = text('X-Amz-Date');
    const expires = text('X-Amz-Expires');
    const signedAt = parseAmzDate(date);
    if (signedAt === null) throw storageErrors.badData(`problem parsing X-Amz-Date: cannot parse "${date}"`);
    if (!/^\d{1,7}$/.test(expires)) throw storageErrors.badData(`problem parsing X-Amz-Expires: invalid syntax "${expires}"`);
    const leftMs = signedAt + Number(expires) * 1000 - this.now();
    if (leftMs <= 0) throw storageErrors.signatureExpired();
    const given = Buffer.from(text('X-Amz-Signature'), 'hex');
    const expected = this.signature(fileId, date, expires);
    if (text('X-Amz-Algorithm') !== PRESIGN_ALGORITHM || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw storageErrors.signatureMismatch();
    }
    return Math.max(1, Math.floor(leftMs / 1000));
  }
}
