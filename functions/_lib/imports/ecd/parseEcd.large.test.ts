/**
 * A generated file with 200,000 I250 lines, streamed from a generator as it is written: the parser must read it
 * through without holding it (the generator never builds the file) and find every total in agreement.
 */
import { describe, expect, it } from 'vitest';
import { ecdAmount } from './fixtures/ecdFixture.ts';
import { parseEcd } from './parseEcd.ts';

const ENTRIES = 100_000;
const DAYS_2024 = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Entry k: a sale (cash / revenue) when k is even, an expense (expense / cash) when odd; month by position. */
function entry(k: number): { month: number; day: number; cents: bigint; debit: string; credit: string } {
  const month = Math.floor((k * 12) / ENTRIES) + 1;
  const cents = BigInt(100 + (k % 9973));
  return k % 2 === 0
    ? { month, day: 1 + (k % 28), cents, debit: '1.01', credit: '4.01' }
    : { month, day: 1 + (k % 28), cents, debit: '4.02', credit: '1.01' };
}

function* lines(): Generator<string> {
  yield '|0000|LECD|01012024|31122024|Gerada Ltda|11222333000181|SP||3550308|||0|1|0||0|0||N|N|0|0|1|';
  yield* ['|0001|0|', '|0990|2|', '|I001|0|', '|I010|G|9.00|'];
  yield* ['|I050|01012024|01|S|1|1||Ativo|', '|I050|01012024|01|A|2|1.01|1|Caixa|'];
  yield* ['|I050|01012024|04|S|1|4||Resultado|', '|I050|01012024|04|A|2|4.01|4|Receitas|', '|I050|01012024|04|A|2|4.02|4|Despesas|'];
  // First pass: the monthly totals, computed again from k rather than stored with the entries.
  const moves = new Map<string, bigint>();
  const add = (key: string, cents: bigint): void => void moves.set(key, (moves.get(key) ?? 0n) + cents);
  for (let k = 0; k < ENTRIES; k += 1) {
    const { month, cents, debit, credit } = entry(k);
    add(`${month}|${debit}|D`, cents);
    add(`${month}|${credit}|C`, cents);
  }
  const balance = new Map<string, bigint>();
  for (let month = 1; month <= 12; month += 1) {
    const mm = String(month).padStart(2, '0');
    yield `|I150|01${mm}2024|${DAYS_2024[month - 1]}${mm}2024|`;
    for (const account of ['1.01', '4.01', '4.02']) {
      const [opening, debits, credits] = [balance.get(account) ?? 0n, moves.get(`${month}|${account}|D`) ?? 0n, moves.get(`${month}|${account}|C`) ?? 0n];
      const closing = opening + debits - credits;
      balance.set(account, closing);
      const side = (cents: bigint): string => (cents < 0n ? 'C' : 'D');
      yield `|I155|${account}||${ecdAmount(opening)}|${side(opening)}|${ecdAmount(debits)}|${ecdAmount(credits)}|${ecdAmount(closing)}|${side(closing)}|`;
    }
  }
  for (let k = 0; k < ENTRIES; k += 1) {
    const { month, day, cents, debit, credit } = entry(k);
    const date = `${String(day).padStart(2, '0')}${String(month).padStart(2, '0')}2024`;
    yield `|I200|${k + 1}|${date}|${ecdAmount(cents)}|N||`;
    yield `|I250|${debit}||${ecdAmount(cents)}|D|||Lançamento ${k + 1}||`;
    yield `|I250|${credit}||${ecdAmount(cents)}|C|||Lançamento ${k + 1}||`;
  }
  yield* ['|I990|0|', '|9001|0|', '|9990|2|', '|9999|0|'];
}

/** The lines as Latin-1 bytes, about 64 KB per chunk. */
function* chunks(): Generator<Uint8Array> {
  let batch: string[] = [];
  let size = 0;
  for (const line of lines()) {
    batch.push(`${line}\r\n`);
    size += line.length + 2;
    if (size >= 65_536) {
      yield Buffer.from(batch.join(''), 'latin1');
      batch = [];
      size = 0;
    }
  }
  yield Buffer.from(batch.join(''), 'latin1');
}

describe('parseEcd on 200,000 entry lines', () => {
  it('streams them all, with every total in agreement', async () => {
    const counts = new Map<string, number>();
    let problems = 0;
    let summary: unknown = null;
    // Records are counted as they come and not kept, as an importer would write them.
    for await (const record of parseEcd(chunks())) {
      counts.set(record.kind, (counts.get(record.kind) ?? 0) + 1);
      if (record.kind === 'problem') problems += 1;
      if (record.kind === 'summary') summary = record;
    }
    expect(problems).toBe(0);
    expect(counts.get('entryLine')).toBe(200_000);
    expect(counts.get('entry')).toBe(100_000);
    expect(counts.get('balance')).toBe(36);
    expect(summary).toMatchObject({ fatal: false, problemCount: 0, linesRead: 300_062 });
  });
});
