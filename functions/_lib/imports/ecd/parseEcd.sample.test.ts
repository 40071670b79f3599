/**
 * The J800/J801 multi-line sample from TecnoFisc.Sped's tests (MIT), copied to the shared samples folder. It is a
 * fragment: its 0000 stops after UF (7 fields of leiaute 9's 23) and it has no block I, so the first test shows
 * what the parser says of it as is, and the others give it a complete 0000 to look at the J800/J801 handling alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ecdProblem } from './ecdProblem.ts';
import { buildFixtureLines } from './fixtures/ecdFixture.ts';
import { collect, ofKind, problemsOf } from './fixtures/parseHelpers.ts';

const SAMPLE = fileURLToPath(new URL('../../../../../shared/samples/ecd/TecnoFisc.Sped__ecd-j800-j801-multilinha.txt', import.meta.url));

describe.skipIf(!existsSync(SAMPLE))('the TecnoFisc J800/J801 sample', () => {
  const bytes = existsSync(SAMPLE) ? new Uint8Array(readFileSync(SAMPLE)) : new Uint8Array();
  /** The sample with its first line replaced by a complete leiaute-9 0000 of the same company and year. */
  const completed = (): Uint8Array => {
    const firstBreak = bytes.indexOf(0x0a);
    const header = buildFixtureLines()[0].replace('|Análise & Serviços Exemplo Ltda|', '|EMPRESA TESTE LTDA|').replace('|SP|', '|GO|');
    return Uint8Array.from([...Array.from(`${header}\r`, (char) => char.charCodeAt(0)), ...bytes.subarray(firstBreak)]);
  };

  it('as is, stops at its 7-field 0000', async () => {
    const records = await collect([bytes]);
    expect(problemsOf(records)).toEqual([ecdProblem(1, 'field-count', { register: '0000', expected: '22-23', found: '7' }, true)]);
  });

  it('with a complete 0000, reads every J800 and J801 without a problem', async () => {
    const records = await collect([completed()]);
    expect(problemsOf(records)).toEqual([]);
    expect(ofKind(records, 'header')[0]).toMatchObject({ cnpj: '11222333000181', periodStart: '2023-01-01', bookkeepingForm: null });
    expect(ofKind(records, 'attachment')).toEqual([
      { kind: 'attachment', line: 2, lastLine: 4, register: 'J800', documentType: '010', description: 'NOTAS EXPLICATIVAS', hash: '58B430489BBE825090F798E321777E07D68C68F3' },
      { kind: 'attachment', line: 5, lastLine: 6, register: 'J800', documentType: '099', description: 'DMPL', hash: '7E8AEAAF4541295EE080240B84A399AF0EBFBE27' },
      { kind: 'attachment', line: 7, lastLine: 8, register: 'J801', documentType: '001', description: 'TERMO VERIFICACAO', hash: '8CDB3CAAB92DBB3D4B3FA40B73E8C29D090650E1' },
    ]);
  });

  it('numbers the lines after the multi-line registers right, up to 9999 on line 10', async () => {
    const records = await collect([completed()]);
    const summary = ofKind(records, 'summary')[0];
    expect(summary).toMatchObject({ line: 10, linesRead: 10, problemCount: 0, fatal: false });
    expect(summary.registerCounts).toEqual({ '0000': 1, J800: 2, J801: 1, J990: 1, '9999': 1 });
  });

  it('reads the same one byte at a time', async () => {
    const chunks = Array.from(completed(), (byte) => Uint8Array.of(byte));
    expect(await collect(chunks)).toEqual(await collect([completed()]));
  });
});
