import { describe, expect, it } from 'vitest';
import { bodyBytes } from './bodyBytes.ts';

describe('bodyBytes', () => {
  it('writes the pieces in order as UTF-8, multi-byte characters and empty pieces included', () => {
    const parts = ['{"data":{', '"a":', '{"nome":"São Paulo – ação","emoji":"😀"}', '', ',"b":', 'null', '}}'];
    const bytes = bodyBytes(parts);
    expect(bytes.toString('utf8')).toBe(parts.join(''));
    expect(bytes.length).toBe(Buffer.byteLength(parts.join('')));
  });

  it('answers an empty body with no bytes', () => {
    expect(bodyBytes([]).length).toBe(0);
  });
});
