/**
 * Unescapes character references in a tag's value. OFX 2.x must escape `&` and `<`; OFX 1.x exporters mostly do
 * not, so Nubank memos carry raw `&` and quotes (`IOF de "Leupay.Eu"`, `C&A`). Only well-formed references are
 * replaced; a `&` that starts none is kept as the literal character it was meant to be.
 */

const NAMED: ReadonlyMap<string, string> = new Map([
  ['amp', '&'], ['lt', '<'], ['gt', '>'], ['quot', '"'], ['apos', "'"],
  // Memos are later matched by categorisation rules, where a no-break space would defeat a rule typed with spaces.
  ['nbsp', ' '],
]);

const REFERENCE = /&(#[xX][0-9A-Fa-f]{1,6}|#[0-9]{1,7}|[A-Za-z]{2,6});/g;

/** Replaces `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;`, `&#233;` and `&#xE9;`; leaves anything else. */
export function decodeOfxEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(REFERENCE, (whole, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const codePoint = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      return isCharacter(codePoint) ? String.fromCodePoint(codePoint) : whole;
    }
    return NAMED.get(body.toLowerCase()) ?? whole;
  });
}

// A reference to a surrogate half or past U+10FFFF names no character; leaving it as text keeps the memo readable.
function isCharacter(codePoint: number): boolean {
  return codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
}
