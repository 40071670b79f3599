/**
 * A multipart/form-data body (RFC 7578), already read into memory, split into its parts. The files API buffers an
 * upload up to its body limit anyway, so a parser over one Buffer is all it needs; the platform's own
 * (`Response.formData`) is marked unfit for servers by undici.
 */

export interface MultipartPart {
  /** The form field's name (`file[]`, `metadata[]`, `bucket-id`). */
  name: string;
  /** The part's file name; undefined for a plain value (an empty string is still a file, as nhost-js sends blobs). */
  filename: string | undefined;
  /** The part's Content-Type; empty when it has none. */
  type: string;
  data: Buffer;
}

export class MultipartError extends Error {
  override name = 'MultipartError';
}

/** The boundary of a `multipart/form-data; boundary=…` content type, or null when it is not one. */
export function multipartBoundary(contentType: string): string | null {
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType.trim())) return null;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? '';
  return boundary.length > 0 && boundary.length <= 200 ? boundary : null;
}

/** A header parameter (`name="…"`), unquoted; undefined when absent. */
function parameter(header: string, key: string): string | undefined {
  const pattern = new RegExp(`;\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]*))`, 'i');
  const match = pattern.exec(header);
  if (!match) return undefined;
  // Exactly one of the two groups matched: the quoted form or the bare one.
  const [, quoted, bare] = match as unknown as [string, string | undefined, string | undefined];
  return quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : (bare ?? '').trim();
}

export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let at = body.indexOf(delimiter);
  if (at < 0) throw new MultipartError('no boundary in the body');
  for (;;) {
    at += delimiter.length;
    // The closing delimiter is followed by `--`.
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return parts;
    if (body[at] === 0x0d && body[at + 1] === 0x0a) at += 2;
    else throw new MultipartError('malformed boundary line');
    const headerEnd = body.indexOf('\r\n\r\n', at);
    if (headerEnd < 0) throw new MultipartError('a part has no end of headers');
    const headers = new Map<string, string>();
    for (const line of body.subarray(at, headerEnd).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) throw new MultipartError('a part is not closed by the boundary');
    const disposition = headers.get('content-disposition') ?? '';
    const name = parameter(disposition, 'name');
    if (!/^form-data\b/i.test(disposition) || name === undefined) throw new MultipartError('a part is not a form-data field');
    parts.push({
      name,
      filename: parameter(disposition, 'filename'),
      type: headers.get('content-type') ?? '',
      data: body.subarray(headerEnd + 4, next),
    });
    at = next + 2;
  }
}
