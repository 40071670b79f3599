import { describe, expect, it } from 'vitest';
import { decodeLatin1, Latin1LineSplitter, type PhysicalLine } from './latin1LineSplitter.ts';

function split(chunks: Uint8Array[]): { lines: PhysicalLine[]; linesRead: number } {
  const splitter = new Latin1LineSplitter();
  const lines = [...chunks.flatMap((chunk) => [...splitter.push(chunk)]), ...splitter.end()];
  return { lines, linesRead: splitter.linesRead };
}

const bytes = (text: string): Uint8Array => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('decodeLatin1', () => {
  it('maps every byte to the code point of the same number', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = decodeLatin1(all);
    expect(Array.from({ length: text.length }, (_, i) => text.charCodeAt(i))).toEqual([...all]);
  });

  it('reads accented Portuguese from ISO-8859-1 bytes', () => {
    // "Depreciação" as the PVA writes it: ç = E7, ã = E3.
    expect(decodeLatin1(Uint8Array.from([0x44, 0x65, 0x70, 0x72, 0x65, 0x63, 0x69, 0x61, 0xe7, 0xe3, 0x6f]))).toBe('Depreciação');
    expect(decodeLatin1(bytes('Receita de Servi\u00e7os'))).toBe('Receita de Serviços');
  });

  it('keeps 0x80 as U+0080, where windows-1252 would read €', () => {
    expect(decodeLatin1(Uint8Array.from([0x41, 0x80, 0xe7]))).toBe('A\u0080ç');
  });

  it('decodes chunks longer than one String.fromCharCode call takes', () => {
    const long = new Uint8Array(100_000).fill(0x41);
    long[50_000] = 0x9f;
    expect(decodeLatin1(long)).toBe(`${'A'.repeat(50_000)}\u009f${'A'.repeat(49_999)}`);
  });
});

describe('Latin1LineSplitter', () => {
  it('splits on CRLF and LF alike, numbering lines from 1', () => {
    expect(split([bytes('|A|\r\n|B|\n|C|\r\n')])).toEqual({
      lines: [
        { line: 1, text: '|A|' },
        { line: 2, text: '|B|' },
        { line: 3, text: '|C|' },
      ],
      linesRead: 3,
    });
  });

  it('joins a line cut anywhere between chunks, even between CR and LF', () => {
    const text = '|0000|Ação|\r\n|I001|0|\r\n';
    for (let cut = 0; cut <= text.length; cut += 1) {
      const { lines } = split([bytes(text.slice(0, cut)), bytes(text.slice(cut))]);
      expect(lines.map((line) => line.text)).toEqual(['|0000|Ação|', '|I001|0|']);
    }
  });

  it('yields a last line that has no line break, and keeps blank lines', () => {
    expect(split([bytes('|A|\r\n\r\n|B|')]).lines).toEqual([
      { line: 1, text: '|A|' },
      { line: 2, text: '' },
      { line: 3, text: '|B|' },
    ]);
  });

  it('reads nothing from nothing', () => {
    expect(split([])).toEqual({ lines: [], linesRead: 0 });
  });
});
