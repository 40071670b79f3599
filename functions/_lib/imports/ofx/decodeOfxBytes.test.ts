import { describe, expect, it } from 'vitest';
import { decodeOfxBytes } from './decodeOfxBytes.ts';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('decodeOfxBytes', () => {
  it('reads valid UTF-8 as UTF-8 whatever the header declares (CHARSET:1252 with a UTF-8 body)', () => {
    const decoded = decodeOfxBytes(utf8('CHARSET:1252\n<MEMO>DOC CRÉDITO EM CONTA'));
    expect(decoded).toEqual({ text: 'CHARSET:1252\n<MEMO>DOC CRÉDITO EM CONTA', encoding: 'utf-8' });
  });

  it('falls back to windows-1252 for ISO-8859-1 / windows-1252 bytes', () => {
    // "CRÉDITO" and "AÇÃO" in Latin-1, plus the windows-1252-only "–" (0x96).
    const bytes = Uint8Array.from([0x43, 0x52, 0xc9, 0x44, 0x20, 0x41, 0xc7, 0xc3, 0x4f, 0x20, 0x96]);
    expect(decodeOfxBytes(bytes)).toEqual({ text: 'CRÉD AÇÃO –', encoding: 'windows-1252' });
  });

  it('maps the windows-1252 punctuation Node decodes as control characters (“ ” €)', () => {
    const bytes = Uint8Array.from([0x93, 0x4f, 0x4b, 0x94, 0x20, 0x80, 0x20, 0x81]);
    expect(decodeOfxBytes(bytes).text).toBe('\u201cOK\u201d \u20ac \u0081');
  });

  it('keeps the replacement characters a bank already wrote into valid UTF-8 (D�B.TIT.COMPE)', () => {
    expect(decodeOfxBytes(utf8('D\uFFFDB.TIT.COMPE')).text).toBe('D\uFFFDB.TIT.COMPE');
  });

  it('drops a UTF-8 byte order mark', () => {
    const decoded = decodeOfxBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('OFXHEADER:100')]));
    expect(decoded).toEqual({ text: 'OFXHEADER:100', encoding: 'utf-8' });
  });

  it('reads UTF-16 when the file starts with its byte order mark', () => {
    const le = Uint8Array.from([0xff, 0xfe, 0x3c, 0x00, 0xc9, 0x00, 0x3e, 0x00]);
    const be = Uint8Array.from([0xfe, 0xff, 0x00, 0x3c, 0x00, 0xc9, 0x00, 0x3e]);
    expect(decodeOfxBytes(le)).toEqual({ text: '<É>', encoding: 'utf-16le' });
    expect(decodeOfxBytes(be)).toEqual({ text: '<É>', encoding: 'utf-16be' });
  });

  it('decodes empty and one-byte files', () => {
    expect(decodeOfxBytes(new Uint8Array())).toEqual({ text: '', encoding: 'utf-8' });
    expect(decodeOfxBytes(Uint8Array.from([0xff])).encoding).toBe('windows-1252');
  });
});
