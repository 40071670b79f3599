/**
 * The upload body parser (server/storage/multipart.ts) on what browsers, Node and curl send: quoted and bare
 * boundaries, escaped quotes and UTF-8 in names, binary content that contains CRLF and dashes, empty file names (the
 * nhost-js metadata blobs), and bodies that are cut short.
 */
import { describe, expect, it } from 'vitest';
import { multipartBoundary, parseMultipart } from '../../server/storage/multipart.ts';

const CRLF = '\r\n';
const body = (boundary: string, parts: string[]) => Buffer.from(`preamble${CRLF}${parts.map((p) => `--${boundary}${CRLF}${p}${CRLF}`).join('')}--${boundary}--${CRLF}`, 'utf8');

describe('multipart bodies', () => {
  it('reads the boundary of a multipart/form-data content type, quoted or not, and nothing else', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc123')).toBe('----abc123');
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
    expect(multipartBoundary('multipart/mixed; boundary=x')).toBeNull();
    expect(multipartBoundary('application/json')).toBeNull();
    expect(multipartBoundary('multipart/form-data')).toBeNull();
  });

  it('splits the parts with their names, file names, types and exact bytes', async () => {
    const form = new FormData();
    form.append('bucket-id', 'dataroom');
    form.append('file[]', new File([new Uint8Array([0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff])], 'Relatório "final".bin', { type: 'application/octet-stream' }));
    form.append('metadata[]', new Blob(['{"name":"x"}'], { type: 'application/json' }), '');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const contentType = request.headers.get('content-type') ?? '';
    const parts = parseMultipart(Buffer.from(await request.arrayBuffer()), multipartBoundary(contentType) ?? '');
    expect(parts.map(({ name, filename, type }) => ({ name, filename, type }))).toEqual([
      { name: 'bucket-id', filename: undefined, type: '' },
      // Node escapes a quote in a file name as %22, as browsers do.
      { name: 'file[]', filename: 'Relatório %22final%22.bin', type: 'application/octet-stream' },
      // A blob named '' is sent with an empty file name or none, depending on the client: both read as a value.
      { name: 'metadata[]', filename: parts[2].filename, type: 'application/json' },
    ]);
    expect(['', undefined]).toContain(parts[2].filename);
    expect([...parts[1].data]).toEqual([0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff]);
    expect(parts[0].data.toString()).toBe('dataroom');
  });

  it('unescapes a backslash-quoted name, as curl may send it', () => {
    const parts = parseMultipart(body('b', [`Content-Disposition: form-data; name="file[]"; filename="say \\"hi\\".txt"${CRLF}${CRLF}hi`]), 'b');
    expect(parts[0].filename).toBe('say "hi".txt');
  });

  it('refuses a body cut short or without its boundary', () => {
    expect(() => parseMultipart(Buffer.from('no boundary here'), 'b')).toThrow(/no boundary/);
    expect(() => parseMultipart(Buffer.from(`--b${CRLF}Content-Disposition: form-data; name="a"${CRLF}${CRLF}cut`), 'b')).toThrow(/not closed/);
    expect(() => parseMultipart(Buffer.from(`--b${CRLF}Content-Type: text/plain${CRLF}${CRLF}x${CRLF}--b--`), 'b')).toThrow(/not a form-data field/);
  });
});
