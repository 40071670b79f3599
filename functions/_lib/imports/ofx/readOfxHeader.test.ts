import { describe, expect, it } from 'vitest';
import { readOfxHeader } from './readOfxHeader.ts';

describe('readOfxHeader', () => {
  it('reads an OFX 1.x header, CRLF and trailing spaces included', () => {
    const text = 'OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102 \r\nENCODING:USASCII\r\nCHARSET:1252\r\n\r\n<OFX>';
    expect(readOfxHeader(text)).toEqual({
      format: 'sgml', version: '102', declaredEncoding: 'USASCII', declaredCharset: '1252',
    });
  });

  it('accepts ENCODING:UTF-8 without CHARSET (Nubank) and labels no decoder knows', () => {
    expect(readOfxHeader('OFXHEADER:100\nENCODING:UTF-8\n<OFX>')).toMatchObject({
      declaredEncoding: 'UTF-8', declaredCharset: null,
    });
    expect(readOfxHeader('OFXHEADER:100\nENCODING:ISO-8859-1\nCHARSET:NONE\n<OFX>')).toMatchObject({
      declaredEncoding: 'ISO-8859-1', declaredCharset: 'NONE',
    });
  });

  it('reads an OFX 2.x processing instruction and the XML declaration', () => {
    const text = '<?xml version="1.0" encoding="UTF-8"?>\n<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE"?>\n<OFX>';
    expect(readOfxHeader(text)).toEqual({ format: 'xml', version: '220', declaredEncoding: 'UTF-8', declaredCharset: null });
  });

  it('reads a header preceded by blank lines', () => {
    expect(readOfxHeader('\r\n\r\nOFXHEADER:100\r\nVERSION:103\r\n<OFX>')).toMatchObject({ format: 'sgml', version: '103' });
  });

  it('says null for text without an OFX header', () => {
    expect(readOfxHeader('Data;Valor\n01/02/2024;10,00')).toEqual({
      format: null, version: null, declaredEncoding: null, declaredCharset: null,
    });
    expect(readOfxHeader('')).toMatchObject({ format: null });
  });
});
