/**
 * Reads what an OFX file says about itself. OFX 1.x starts with `KEY:VALUE` lines before the first tag
 * (`OFXHEADER:100`, `VERSION:102`, `CHARSET:1252` …); OFX 2.x is XML and puts the same facts in attributes of a
 * `<?OFX OFXHEADER="200" VERSION="220" …?>` processing instruction. The result is informative: the charset is
 * decided from the bytes (see decodeOfxBytes.ts) and the body is read the same way whichever the format.
 */
import type { OfxHeaderInfo } from './ofxTypes.ts';

// The header is a few hundred characters; looking further would only cost time on files that have none.
const HEADER_SEARCH_LIMIT = 4096;

const OFX_PROCESSING_INSTRUCTION = /<\?OFX\s([^?]*)\?>/i;
const XML_DECLARATION_ENCODING = /<\?xml\s[^?]*encoding\s*=\s*["']([^"']*)["']/i;
const PI_ATTRIBUTE = /([A-Za-z]+)\s*=\s*["']([^"']*)["']/g;
const SGML_HEADER_LINE = /^([A-Za-z]+)\s*:(.*)$/;

/** Reads the OFX header of a decoded file. Never throws; unknown or missing fields are null. */
export function readOfxHeader(text: string): OfxHeaderInfo {
  const head = text.slice(0, HEADER_SEARCH_LIMIT);
  const pi = OFX_PROCESSING_INSTRUCTION.exec(head);
  if (pi !== null) return xmlHeader(pi[1], XML_DECLARATION_ENCODING.exec(head)?.[1] ?? null);
  const firstTag = head.indexOf('<');
  return sgmlHeader(firstTag === -1 ? head : head.slice(0, firstTag));
}

function xmlHeader(attributes: string, xmlEncoding: string | null): OfxHeaderInfo {
  const fields = new Map<string, string>();
  for (const [, key, value] of attributes.matchAll(PI_ATTRIBUTE)) fields.set(key.toUpperCase(), value.trim());
  return {
    format: 'xml',
    version: fields.get('VERSION') ?? null,
    declaredEncoding: fields.get('ENCODING') ?? xmlEncoding,
    declaredCharset: fields.get('CHARSET') ?? null,
  };
}

function sgmlHeader(prefix: string): OfxHeaderInfo {
  const fields = new Map<string, string>();
  for (const line of prefix.split('\n')) {
    const match = SGML_HEADER_LINE.exec(line.trim());
    if (match !== null) fields.set(match[1].toUpperCase(), match[2].trim());
  }
  const isOfx = fields.has('OFXHEADER') || fields.get('DATA')?.toUpperCase() === 'OFXSGML';
  return {
    format: isOfx ? 'sgml' : null,
    version: isOfx ? fields.get('VERSION') ?? null : null,
    declaredEncoding: isOfx ? fields.get('ENCODING') ?? null : null,
    declaredCharset: isOfx ? fields.get('CHARSET') ?? null : null,
  };
}
