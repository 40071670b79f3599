import { describe, expect, it } from 'vitest';
import { decodeText } from './decodeText.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeText', () => {
  it('drops a UTF-8 byte order mark', () => {
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('Seção')]))).toBe('Seção');
  });

  it('reads valid UTF-8 as UTF-8', () => {
    expect(decodeText(utf8('Versão;Orçamento;Saída'))).toBe('Versão;Orçamento;Saída');
  });

  it('reads Latin-1 and windows-1252 bytes, which are not valid UTF-8, as windows-1252', () => {
    // "Seção;Saída;€" in windows-1252: ç=E7, ã=E3, í=ED, €=80.
    const bytes = Uint8Array.from([0x53, 0x65, 0xe7, 0xe3, 0x6f, 0x3b, 0x53, 0x61, 0xed, 0x64, 0x61, 0x3b, 0x80]);
    expect(decodeText(bytes)).toBe('Seção;Saída;€');
  });

  it('reads UTF-16 files with their byte order mark, as Excel saves "Unicode text"', () => {
    const text = 'Conta\tSeção';
    const le = new Uint8Array(2 + text.length * 2);
    le.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) le.set([text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8], 2 + 2 * i);
    expect(decodeText(le)).toBe(text);
  });

  it('maps bytes 0x80-0x9F to their windows-1252 characters, which Node 22.13-22.22.0 and 24.0-24.13.0 decode as control characters', () => {
    const bytes = Uint8Array.from([0x80, 0x82, 0x85, 0x91, 0x92, 0x93, 0x94, 0x96, 0x97, 0x99, 0x9f, 0x81]);
    expect(decodeText(bytes)).toBe('€‚…‘’“”–—™Ÿ\u0081');
  });
});
