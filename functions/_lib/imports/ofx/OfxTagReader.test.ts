import { describe, expect, it } from 'vitest';
import { type OfxTag, OfxTagReader } from './OfxTagReader.ts';

const readAll = (text: string): OfxTag[] => {
  const reader = new OfxTagReader(text);
  const tags: OfxTag[] = [];
  for (let tag = reader.next(); tag !== null; tag = reader.next()) tags.push(tag);
  return tags;
};
/** Tags as `NAME=value`, `NAME/=` when self-closing, `/NAME` when closing. */
const brief = (text: string): string[] => readAll(text).map((tag) =>
  tag.kind === 'close' ? `/${tag.name}` : `${tag.name}${tag.selfClosing ? '/' : ''}=${tag.text}`);

describe('OfxTagReader', () => {
  it('reads unclosed SGML leaves up to the next tag, trimmed of CR, tabs and trailing spaces', () => {
    expect(brief('<STMTTRN>\r\n\t<TRNAMT>13318.36 \r\n\t<MEMO>SISDEB       \r\n</STMTTRN>')).toEqual([
      'STMTTRN=', 'TRNAMT=13318.36', 'MEMO=SISDEB', '/STMTTRN',
    ]);
  });

  it('reads closed and unclosed tags mixed (Banco do Brasil)', () => {
    expect(brief('<STATUS>\n<CODE>0</CODE>\n<SEVERITY>INFO\n</STATUS>')).toEqual([
      'STATUS=', 'CODE=0', '/CODE', 'SEVERITY=INFO', '/STATUS',
    ]);
  });

  it('reads self-closing tags (OFX 2.x) as complete and empty', () => {
    expect(brief('<MEMO/><NAME />\n<BANKTRANLIST/>')).toEqual(['MEMO/=', 'NAME/=', 'BANKTRANLIST/=']);
  });

  it('numbers lines from 1, counting LF and CRLF', () => {
    const tags = readAll('OFXHEADER:100\r\n\r\n<OFX>\r\n<A>1\r\n\r\n<B>2</B></OFX>');
    expect(tags.map((tag) => [tag.name, tag.line])).toEqual([['OFX', 3], ['A', 4], ['B', 6], ['B', 6], ['OFX', 6]]);
  });

  it('numbers lines in a file written on one line', () => {
    const oneLine = '<OFX>' + '<STMTTRN><TRNAMT>1</TRNAMT></STMTTRN>'.repeat(3) + '</OFX>';
    expect(new Set(readAll(oneLine).map((tag) => tag.line))).toEqual(new Set([1]));
  });

  it('decodes entities and keeps raw & and quotes (Nubank memos)', () => {
    expect(brief('<MEMO>M &amp; M &quot;X&quot; &lt;Y&gt; &#233;&#xE9; C&A IOF de "Leupay.Eu" &foo; &#0;')).toEqual([
      'MEMO=M & M "X" <Y> éé C&A IOF de "Leupay.Eu" &foo; &#0;',
    ]);
  });

  it('keeps a < that cannot start a tag as part of the value', () => {
    expect(brief('<MEMO>PAG <3 LOJA\n<TRNAMT>1')).toEqual(['MEMO=PAG <3 LOJA', 'TRNAMT=1']);
    expect(brief('<MEMO>A<B C\n<TRNAMT>1')).toEqual(['MEMO=A<B C', 'TRNAMT=1']);
    expect(brief('<MEMO>PAGTO <REF 123> X\n<TRNAMT>1')).toEqual(['MEMO=PAGTO <REF 123> X', 'TRNAMT=1']);
    expect(brief('<MEMO>OFERTA <! <? FIM\n<TRNAMT>1')).toEqual(['MEMO=OFERTA <! <? FIM', 'TRNAMT=1']);
  });

  it('joins a value broken over lines with single spaces', () => {
    expect(brief('<MKTGINFO>Banco do Brasil,\r\n   esse parceiro\n<X>')).toEqual([
      'MKTGINFO=Banco do Brasil, esse parceiro', 'X=',
    ]);
  });

  it('skips processing instructions, comments and declarations', () => {
    const text = '<?xml version="1.0"?><?OFX OFXHEADER="200"?><!DOCTYPE ofx><!-- <STMTTRN> --><OFX>';
    expect(brief(text)).toEqual(['OFX=']);
  });

  it('upper-cases names and ignores XML attributes', () => {
    expect(brief('<ofx xmlns="x" a=\'b\'><trnamt>1</trnamt >')).toEqual(['OFX=', 'TRNAMT=1', '/TRNAMT']);
  });

  it('stops cleanly where the text is cut inside a tag', () => {
    expect(brief('<OFX><STMTTRN><TRNAMT>12')).toEqual(['OFX=', 'STMTTRN=', 'TRNAMT=12']);
    expect(brief('<OFX><STMTTRN><TRN')).toEqual(['OFX=', 'STMTTRN=<TRN']);
    expect(brief('<OFX><?OFX VERSION=')).toEqual(['OFX=']);
    expect(brief('')).toEqual([]);
  });

  it('remembers the line of the last tag, where a cut file stops', () => {
    const reader = new OfxTagReader('<OFX>\n<A>1\n\n<B>12\n\n');
    while (reader.next() !== null);
    expect(reader.lastTagLine()).toBe(4);
  });
});
