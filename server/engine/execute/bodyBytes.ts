/**
 * Note [The body as bytes]
 * A response body is mostly the JSON PostgreSQL built, one string per root field, wrapped in `{"data":{…}}`. Joined
 * into one string and handed to the HTTP server, a large one is copied three times more before it reaches the socket:
 * flattened to count its UTF-8 length (content-length), joined to the response head, flattened again and encoded.
 * Each copy of a body over 128 kB is a large object V8 must later mark and sweep. Written straight from its pieces
 * into one buffer of the exact size, it is encoded once and sent as it is.
 */

/** The UTF-8 bytes of a body given as its pieces, in order. */
export function bodyBytes(parts: readonly string[]): Buffer {
  let size = 0;
  for (const part of parts) size += Buffer.byteLength(part);
  // Every byte is written below: the sizes are the exact UTF-8 lengths of the parts.
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  for (const part of parts) at += bytes.write(part, at);
  return bytes;
}
