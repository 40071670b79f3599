/**
 * npm run bench:books: how fast a client's books come in, and how fast the portal reads them back.
 *
 * 1. Imports through the real function over HTTP (POST /v1/functions/books/import as an editor, after sending the
 *    file to the files API's `books` bucket), on the engine fixture's Acme Ltda (tests/books/booksServer.ts):
 *    - the spreadsheet template as CSV, 500 accounts × 12 months of actuals (6,000 figures);
 *    - an OFX statement of 20,000 transactions (the OFX fixtures' builders, as parseOfx.large.test.ts uses them);
 *    - an ECD with 200,000 I250 lines: the ECD fixture (ecd-leiaute9-completo.txt as `buildFixtureLines` builds it,
 *      Acme's CNPJ) with its books replaced by 99,998 two-line entries and a closing entry, the monthly I155
 *      worked out from them, the I355 and the closing entry reconciling, and the counts of I990, 9900, 9999, I030
 *      and J900 moved to match; Latin-1, CRLF, the fixture's signature after 9999. (Block J's statements stay the
 *      fixture's: neither the parser nor the importer compares them with the books.)
 *    Each file is generated once into a temporary directory, checked by its parser alone (which also times the
 *    parse), and uploaded from disk as a file-backed Blob, so the bench holds no copy of it. For each import: upload
 *    and import wall time, rows written per second, the process's peak RSS (process.resourceUsage().maxRSS: a
 *    high-water mark of this whole process, which also hosts the backend and, on PGlite, the database; so RSS, JS
 *    heap and off-heap buffers are also sampled while each import runs), and where the import's time went: every
 *    request the function makes to GraphQL, timed as it sees it, with the SQL the engine ran while it was in flight
 *    (the function awaits its requests one at a time, so nothing else runs then).
 * 2. On the large seed (`seedDatabase(db, { scale: 'large' })`, then VACUUM ANALYZE as bench:engine does): one
 *    client's monthly figures for twelve months as the demo investor through /v1/graphql, against the same SQL run
 *    directly on the database: the very statement the engine runs (engine.explain), and the query written by hand
 *    with the permission's membership check as the engine writes it (EXISTS on organization_user). Two shapes: the
 *    entries with account { number type section }, and the cash-flow screen's per-account entries with their sum.
 *    Interleaved, p50 over BENCH_RUNS (50) after warm-up. The issue's goal: ≤ 1.10× and ≤ 50 ms on the server.
 *
 * On PGlite (in memory) and, when DATABASE_URL is set, on that server (a throwaway database of its own, created and
 * dropped). The server runs first, so that PGlite's memory does not hide its peak RSS. A benchmark, not a test: it
 * prints figures and asserts no timing; it exits 1 only when an import or the seed fails.
 */
import { createReadStream, createWriteStream, mkdtempSync, openAsBlob, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buildFixtureLines, ecdAmount, SIGNATURE_BYTES } from '../../functions/_lib/imports/ecd/fixtures/ecdFixture.ts';
import { FIXTURE_ACCOUNTS, FIXTURE_CNPJ, FIXTURE_OPENING } from '../../functions/_lib/imports/ecd/fixtures/ecdFixtureBooks.ts';
import { parseEcd } from '../../functions/_lib/imports/ecd/parseEcd.ts';
import { sgmlStatement, sgmlTransaction } from '../../functions/_lib/imports/ofx/fixtures/ofxFixtures.ts';
import { parseOfx } from '../../functions/_lib/imports/ofx/parseOfx.ts';
import { parseSheetRows } from '../../functions/_lib/imports/sheet/parseSheetRows.ts';
import { readCsv } from '../../functions/_lib/imports/sheet/readCsv.ts';
import { templateContent, type TemplateLine } from '../../functions/_lib/imports/sheet/templateContent.ts';
import { templateCsv } from '../../functions/_lib/imports/sheet/templateCsv.ts';
import type { Db, QueryOptions, Queryable, Row } from '../../server/db/driver.ts';
import { createEngine } from '../../server/engine/createEngine.ts';
import { encodeParams } from '../../server/engine/execute/encodeParams.ts';
import { loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import { parseJwtSecret } from '../../server/engine/permissions/jwtSecret.ts';
import type { Session } from '../../server/engine/permissions/resolveSession.ts';
import { buildApp } from '../../server/http/buildApp.ts';
import { DEMO_LOGIN, seedDatabase } from '../../server/seed/seed.ts';
import { BOOKS, callImport, startBooksServer, type ImportAnswer } from '../books/booksServer.ts';
import { createEngineFixture, USERS } from '../helpers/engineFixture.ts';
import { testTargets, type TestTarget } from '../helpers/testDb.ts';
import { ADMIN_SECRET, JWT_KEY } from '../helpers/tokens.ts';
import { tokenFor } from '../storage/storageServer.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 10;

const ECD_ENTRY_LINES = 200_000;
const OFX_TRANSACTIONS = 20_000;
const SHEET_ACCOUNTS = 500;

// ——— figures ———

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20).toLocaleString('en')} MB`;
/** maxRSS is in kilobytes. */
const peakRss = () => process.resourceUsage().maxRSS * 1024;
const count = (n: number) => n.toLocaleString('en');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const millis = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

// ——— files ———

/** Lines as bytes in ~64 KB chunks, each line ended by `eol`. Latin-1 refuses what it cannot hold. */
function* encodeLines(lines: Iterable<string>, encoding: 'latin1' | 'utf8', eol: string): Generator<Buffer> {
  let batch: string[] = [];
  let size = 0;
  const flush = () => {
    const text = batch.join('');
    if (encoding === 'latin1' && /[\u0100-\uffff]/u.test(text)) throw new RangeError('a generated ECD line is not Latin-1');
    batch = [];
    size = 0;
    return Buffer.from(text, encoding);
  };
  for (const line of lines) {
    batch.push(line, eol);
    size += line.length + eol.length;
    if (size >= 65_536) yield flush();
  }
  if (batch.length > 0) yield flush();
}

async function writeChunks(file: string, chunks: Iterable<Uint8Array>): Promise<number> {
  await pipeline(Readable.from(chunks), createWriteStream(file));
  return statSync(file).size;
}

interface GeneratedFile {
  source: 'spreadsheet' | 'ofx' | 'ecd';
  file: string;
  name: string;
  bytes: number;
  /** What the file holds, for the report. */
  what: string;
}

// The ECD: the fixture's header, chart, statements and trailer around generated books.

const DAYS_2023 = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** The closing entry zeroes 4.01, 4.02 (cost centre ADM) and 4.03 into 3.02. */
const CLOSING_LINES = 4;
const TWO_LINE_ENTRIES = (ECD_ENTRY_LINES - CLOSING_LINES) / 2;

interface Side { account: string; costCenter: string }
interface Pattern { debit: Side; credit: Side; history: string; factor: bigint }
const side = (account: string, costCenter = ''): Side => ({ account, costCenter });
/** A year of a small services company, in turn: a sale on credit, its receipt, an expense, a purchase, its payment, depreciation. */
const PATTERNS: readonly Pattern[] = [
  { debit: side('1.01.02'), credit: side('4.01'), history: 'Prestação de serviços NF', factor: 3n },
  { debit: side('1.01.01'), credit: side('1.01.02'), history: 'Recebimento de cliente NF', factor: 3n },
  { debit: side('4.02', 'ADM'), credit: side('1.01.01'), history: 'Despesas gerais', factor: 1n },
  { debit: side('1.02.01'), credit: side('2.01.01'), history: 'Aquisição de equipamento', factor: 1n },
  { debit: side('2.01.01'), credit: side('1.01.01'), history: 'Pagamento a fornecedor', factor: 1n },
  { debit: side('4.03'), credit: side('1.02.02'), history: 'Depreciação', factor: 1n },
];

/** Entry k (0-based) of the generated ones: month by position, so the entries come in month order. */
function generatedEntry(k: number): { month: number; day: number; cents: bigint; pattern: Pattern } {
  const month = Math.floor((k * 12) / TWO_LINE_ENTRIES) + 1;
  const pattern = PATTERNS[k % PATTERNS.length];
  return { month, day: 1 + ((k * 31) % DAYS_2023[month - 1]), cents: BigInt(1_000 + ((k * 7_919) % 990_000)) * pattern.factor, pattern };
}

const row = (...fields: string[]) => `|${fields.join('|')}|`;
const mmyyyy = (month: number) => `${String(month).padStart(2, '0')}2023`;
const dc = (debitPositive: bigint): 'D' | 'C' => (debitPositive < 0n ? 'C' : 'D');
const keyOf = (s: Side) => `${s.account}|${s.costCenter}`;
const chartPosition = (key: string) => FIXTURE_ACCOUNTS.findIndex((account) => key.startsWith(`${account.code}|`));

interface Move { debits: bigint; credits: bigint }

/** Writes the ECD; returns its I250 count with the file. */
async function writeEcd(dir: string): Promise<GeneratedFile> {
  // First pass: the months' debits and credits per account and cost centre, and the results before closing.
  const moves = new Map<string, Move>();
  const results = new Map<string, bigint>();
  const move = (month: number, s: Side, cents: bigint, debit: boolean) => {
    const key = `${month}/${keyOf(s)}`;
    const known = moves.get(key) ?? { debits: 0n, credits: 0n };
    if (debit) known.debits += cents;
    else known.credits += cents;
    moves.set(key, known);
  };
  const result = (s: Side, debitPositive: bigint) => {
    if (s.account.startsWith('4.')) results.set(keyOf(s), (results.get(keyOf(s)) ?? 0n) + debitPositive);
  };
  for (let k = 0; k < TWO_LINE_ENTRIES; k++) {
    const { month, cents, pattern } = generatedEntry(k);
    move(month, pattern.debit, cents, true);
    move(month, pattern.credit, cents, false);
    result(pattern.debit, cents);
    result(pattern.credit, -cents);
  }
  const resultKeys = [...results.keys()].sort((a, b) => chartPosition(a) - chartPosition(b));
  // The closing entry on 31/12: each result account's balance reversed, the year's result to 3.02.
  const closing = resultKeys.map((key) => {
    const [account, costCenter] = key.split('|');
    return { side: side(account, costCenter), debitPositive: -(results.get(key) ?? 0n) };
  });
  closing.push({ side: side('3.02'), debitPositive: -closing.reduce((sum, line) => sum + line.debitPositive, 0n) });
  if (closing.length !== CLOSING_LINES) throw new Error(`the closing entry has ${closing.length} lines`);
  const closingTotal = closing.reduce((sum, line) => sum + (line.debitPositive > 0n ? line.debitPositive : 0n), 0n);
  for (const line of closing) {
    move(12, line.side, line.debitPositive < 0n ? -line.debitPositive : line.debitPositive, line.debitPositive > 0n);
  }
  // I150/I155: opening + debits − credits, month after month, in chart order (as the fixture builder writes them).
  const running = new Map(FIXTURE_OPENING);
  const balances: string[] = [];
  let i155 = 0;
  for (let month = 1; month <= 12; month++) {
    balances.push(row('I150', `01${mmyyyy(month)}`, `${DAYS_2023[month - 1]}${mmyyyy(month)}`));
    const keys = [...new Set([...running.keys(), ...[...moves.keys()].filter((k) => k.startsWith(`${month}/`)).map((k) => k.slice(k.indexOf('/') + 1))])]
      .sort((a, b) => chartPosition(a) - chartPosition(b) || a.localeCompare(b));
    for (const key of keys) {
      const opening = running.get(key) ?? 0n;
      const { debits, credits } = moves.get(`${month}/${key}`) ?? { debits: 0n, credits: 0n };
      const closingBalance = opening + debits - credits;
      running.set(key, closingBalance);
      if (opening === 0n && debits === 0n && credits === 0n) continue;
      const [account, costCenter] = key.split('|');
      balances.push(row('I155', account, costCenter, ecdAmount(opening), dc(opening), ecdAmount(debits), ecdAmount(credits), ecdAmount(closingBalance), dc(closingBalance)));
      i155++;
    }
  }
  const resultsBeforeClosing = [row('I350', '31122023'), ...resultKeys.map((key) => {
    const cents = results.get(key) ?? 0n;
    return row('I355', ...key.split('|'), ecdAmount(cents), dc(cents));
  })];
  const newCounts: Record<string, number> = {
    I150: 12, I155: i155, I200: TWO_LINE_ENTRIES + 1, I250: 2 * TWO_LINE_ENTRIES + CLOSING_LINES, I350: 1, I355: resultKeys.length,
  };

  // The fixture around the books: its lines before the first I150, and from I990 on, with the counts moved.
  const fixture = buildFixtureLines();
  const booksStart = fixture.findIndex((line) => line.startsWith('|I150|'));
  const booksEnd = fixture.findIndex((line) => line.startsWith('|I990|'));
  const delta = Object.values(newCounts).reduce((a, b) => a + b, 0) - (booksEnd - booksStart);
  const fieldsOf = (line: string) => line.split('|');
  const total = Number(fieldsOf(fixture.find((line) => line.startsWith('|9999|')) ?? '')[2]) + delta;
  const patch = (line: string): string => {
    const fields = fieldsOf(line);
    if (fields[1] === 'I030') fields[5] = String(total);
    else if (fields[1] === 'J900') fields[6] = String(total);
    else if (fields[1] === 'I990') fields[2] = String(Number(fields[2]) + delta);
    else if (fields[1] === '9999') fields[2] = String(total);
    else if (fields[1] === '9900' && fields[2] in newCounts) fields[3] = String(newCounts[fields[2]]);
    else return line;
    return fields.join('|');
  };
  const head = fixture.slice(0, booksStart).map(patch);
  const tail = fixture.slice(booksEnd).map(patch);

  function* lines(): Generator<string> {
    yield* head;
    yield* balances;
    for (let k = 0; k < TWO_LINE_ENTRIES; k++) {
      const { month, day, cents, pattern } = generatedEntry(k);
      const number = String(k + 1);
      const amount = ecdAmount(cents);
      const history = `${pattern.history} ${number}`;
      yield row('I200', number, `${String(day).padStart(2, '0')}${mmyyyy(month)}`, amount, 'N', '');
      yield row('I250', pattern.debit.account, pattern.debit.costCenter, amount, 'D', `NF${number}`, '', history, '');
      yield row('I250', pattern.credit.account, pattern.credit.costCenter, amount, 'C', `NF${number}`, '', history, '');
    }
    yield row('I200', String(TWO_LINE_ENTRIES + 1), '31122023', ecdAmount(closingTotal), 'E', '');
    for (const line of closing) {
      const history = line.side.account === '3.02' ? 'Lucro do exercício' : 'Encerramento do exercício';
      yield row('I250', line.side.account, line.side.costCenter, ecdAmount(line.debitPositive), dc(line.debitPositive), '', '', history, '');
    }
    yield* resultsBeforeClosing;
    yield* tail;
  }
  const file = path.join(dir, 'ecd-200k.txt');
  const bytes = await writeChunks(file, (function* () {
    yield* encodeLines(lines(), 'latin1', '\r\n');
    yield SIGNATURE_BYTES;
  })());
  return { source: 'ecd', file, name: 'ecd-2023.txt', bytes, what: `${count(newCounts.I250)} I250 lines (${count(newCounts.I200)} entries, ${count(i155)} I155)` };
}

/** The OFX: the fixtures' one-statement file around 20,000 transactions, amounts as parseOfx.large.test.ts writes them. */
async function writeOfx(dir: string): Promise<GeneratedFile> {
  const amountOf = (i: number) => (i % 2 === 0 ? `${i}.12` : `-${i}.37`);
  let sum = 0n;
  for (let i = 1; i <= OFX_TRANSACTIONS; i++) sum += BigInt(amountOf(i).replace('.', ''));
  const cents = (sum < 0n ? -sum : sum).toString().padStart(3, '0');
  const balance = `${sum < 0n ? '-' : ''}${cents.slice(0, -2)}.${cents.slice(-2)}`;
  const mark = '\u0001TRANSACTIONS\u0001';
  const [head, tail] = new TextDecoder().decode(sgmlStatement(mark, balance)).split(mark);
  function* lines(): Generator<string> {
    yield head.replace(/\n$/u, '');
    for (let i = 1; i <= OFX_TRANSACTIONS; i++) {
      const amount = amountOf(i);
      const day = String(1 + (i % 28)).padStart(2, '0');
      yield sgmlTransaction(`F${i}`, `202401${day}100000[-03:EST]`, i % 3 === 0 ? amount.replace('.', ',') : amount, `PIX JOSÉ ${i}`);
    }
    yield tail.replace(/^\n/u, '').replace(/\n$/u, '');
  }
  const file = path.join(dir, 'extrato-20k.ofx');
  const bytes = await writeChunks(file, encodeLines(lines(), 'utf8', '\n'));
  return { source: 'ofx', file, name: 'extrato-janeiro.ofx', bytes, what: `${count(OFX_TRANSACTIONS)} transactions` };
}

/** The spreadsheet: the template's header (pt-BR, 2025) with 500 accounts of actuals over its twelve months. */
async function writeSheet(dir: string): Promise<GeneratedFile> {
  const content = templateContent('pt-BR', 2025);
  const sections = ['Operacional', 'Investimento', 'Financiamento'];
  content.lines = Array.from({ length: SHEET_ACCOUNTS }, (_, i): TemplateLine => {
    const receipt = i % 2 === 0;
    return {
      code: `7.${String(i + 1).padStart(3, '0')}`, name: `Conta gerencial ${i + 1}`, type: receipt ? 'Entrada' : 'Saída',
      section: sections[i % sections.length], version: 'Realizado',
      amounts: Array.from({ length: 12 }, (_, m) => `${receipt ? '' : '-'}${1_000 + ((i * 37 + m * 101) % 90_000)}.${String((i + m) % 100).padStart(2, '0')}`),
    };
  });
  const file = path.join(dir, 'planilha-500x12.csv');
  const bytes = await writeChunks(file, [templateCsv(content, 'pt-BR')]);
  return { source: 'spreadsheet', file, name: 'planilha-2025.csv', bytes, what: `${SHEET_ACCOUNTS} accounts × 12 months` };
}

/** Each file through its parser alone (no database): a check that it is clean, and the parse's share of an import. */
async function parseAlone(file: GeneratedFile): Promise<void> {
  const { value: found, ms } = await timed(async () => {
    if (file.source === 'ecd') {
      const found = { rows: 0, problems: [] as string[] };
      const stream = createReadStream(file.file) as AsyncIterable<Buffer>;
      for await (const record of parseEcd(stream, { expectedCnpj: FIXTURE_CNPJ })) {
        if (record.kind === 'entryLine') found.rows++;
        else if (record.kind === 'problem') found.problems.push(`line ${record.line} ${record.code} ${JSON.stringify(record.params)}`);
      }
      return found;
    }
    const bytes = readFileSync(file.file);
    if (file.source === 'ofx') {
      const parsed = parseOfx(bytes);
      return { rows: parsed.statements.reduce((n, s) => n + s.transactionCount, 0), problems: parsed.problems.map((p) => `line ${p.line} ${p.code}`) };
    }
    const sheet = parseSheetRows(readCsv(bytes));
    return { rows: sheet.figures.length, problems: sheet.problems.map((p) => `line ${p.line} ${p.code}`) };
  });
  console.log(`  ${file.source.padEnd(11)} ${file.what}, ${(file.bytes / 1e6).toFixed(1)} MB: parser alone ${seconds(ms)} ` +
    `(${count(Math.round(found.rows / (ms / 1000)))} rows/s), ${found.problems.length} problem(s)`);
  if (found.problems.length > 0) throw new Error(`the generated ${file.source} file has problems: ${found.problems.slice(0, 5).join('; ')}`);
}

// ——— where an import's time goes ———

interface Tally { calls: number; ms: number; sqlMs: number; samples: number[] }

/**
 * Times every request the function makes to the backend (it runs in this process and calls it with the global
 * fetch), and the SQL the engine runs meanwhile (through the database object it was given).
 */
class ImportMeter {
  readonly calls = new Map<string, Tally>();
  private recording = false;
  private sqlDuring = 0;

  constructor(db: Db) {
    const query = db.query.bind(db);
    const transaction = db.transaction.bind(db);
    db.query = <R extends Row = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) =>
      this.sql(() => query<R>(sql, params, options));
    db.transaction = <T>(work: (tx: Queryable) => Promise<T>) => transaction((tx) => work({
      query: <R extends Row = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) => this.sql(() => tx.query<R>(sql, params, options)),
      exec: (sql: string) => this.sql(() => tx.exec(sql)),
    }));
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const label = this.recording ? labelOf(input, init) : null;
      if (label === null) return realFetch(input, init);
      this.sqlDuring = 0;
      const start = performance.now();
      const response = await realFetch(input, init);
      const ms = performance.now() - start;
      const tally = this.calls.get(label) ?? { calls: 0, ms: 0, sqlMs: 0, samples: [] };
      tally.calls++;
      tally.ms += ms;
      tally.sqlMs += this.sqlDuring;
      tally.samples.push(ms);
      this.calls.set(label, tally);
      return response;
    };
  }

  private async sql<T>(work: () => Promise<T>): Promise<T> {
    if (!this.recording) return work();
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.sqlDuring += performance.now() - start;
    }
  }

  start(): void {
    this.calls.clear();
    this.recording = true;
  }

  stop(): void {
    this.recording = false;
  }
}

/** What a request of the function is: its first root field (and which batch update), or the file download. */
function labelOf(input: string | URL | Request, init?: RequestInit): string | null {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.includes('/v1/storage/files/') && (init?.method ?? 'GET') === 'GET') return 'download the file (to headers)';
  if (!url.endsWith('/v1/graphql') || typeof init?.body !== 'string') return null;
  const body = JSON.parse(init.body) as { query: string; variables?: { set?: Record<string, unknown>; total?: unknown } };
  const field = /\{\s*(\w+)/u.exec(body.query)?.[1] ?? 'graphql';
  if (field !== 'update_accounting_import_batch_by_pk') return field;
  if (body.variables?.set && 'status' in body.variables.set) return `batch → ${String(body.variables.set.status)} (triggers)`;
  return body.variables?.total === undefined ? 'batch progress' : 'batch rows_total';
}

function printBreakdown(meter: ImportMeter, importMs: number): void {
  const tallies = [...meter.calls].sort(([, a], [, b]) => b.ms - a.ms);
  let waited = 0;
  let sql = 0;
  for (const [label, t] of tallies) {
    waited += t.ms;
    sql += t.sqlMs;
    const per = t.calls > 1 ? ` (p50 ${millis(percentile(t.samples, 50))}, max ${millis(Math.max(...t.samples))})` : '';
    console.log(`      ${label.padEnd(36)} ${String(t.calls).padStart(4)} × = ${seconds(t.ms).padStart(7)}${per}; SQL ${seconds(t.sqlMs)}`);
  }
  console.log(`      ${'requests in all'.padEnd(36)}        ${seconds(waited).padStart(7)}, of which SQL ${seconds(sql)} (${Math.round((100 * sql) / Math.max(waited, 1))}%); ` +
    `the function's own work (reading the download, parsing, building the requests) ${seconds(importMs - waited)}`);
}

// ——— 1. imports ———

const SAMPLE_MS = 100;

/** The highest RSS, JS heap and off-heap memory seen while something runs: what maxRSS alone cannot place. */
function sampleMemory(): { stop(): { rss: number; heapUsed: number; external: number } } {
  const peaks = { rss: 0, heapUsed: 0, external: 0 };
  const sample = () => {
    const now = process.memoryUsage();
    peaks.rss = Math.max(peaks.rss, now.rss);
    peaks.heapUsed = Math.max(peaks.heapUsed, now.heapUsed);
    peaks.external = Math.max(peaks.external, now.external);
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}

async function uploadFromDisk(base: string, token: string, file: GeneratedFile): Promise<string> {
  const form = new FormData();
  form.append('bucket-id', 'books');
  form.append('file[]', await openAsBlob(file.file), file.name);
  const upload = await fetch(`${base}/v1/storage/files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const uploaded = (await upload.json()) as { processedFiles?: { id: string }[]; id?: string };
  const fileId = uploaded.processedFiles?.[0]?.id ?? uploaded.id;
  if (!fileId) throw new Error(`upload refused: ${upload.status} ${JSON.stringify(uploaded)}`);
  return fileId;
}

async function benchImports(target: TestTarget, files: GeneratedFile[]): Promise<boolean> {
  const fixture = await createEngineFixture(target);
  const meter = new ImportMeter(fixture.db);
  const server = await startBooksServer(fixture);
  let ok = true;
  try {
    for (const file of files) {
      const token = await tokenFor(USERS.bruno);
      const before = peakRss();
      const upload = await timed(() => uploadFromDisk(server.base, token, file));
      meter.start();
      const memory = sampleMemory();
      const imported = await timed(() => callImport(server.base, token, BOOKS.acmeClient, upload.value, file.source));
      const peaks = memory.stop();
      meter.stop();
      // An error answer has none of the batch's fields.
      const body: Partial<ImportAnswer> & { error?: string } = imported.value.body;
      const rows = body.rowsWritten ?? 0;
      const wall = upload.ms + imported.ms;
      console.log(`${target.name.padEnd(8)} ${file.source.padEnd(11)} ${file.what}, ${(file.bytes / 1e6).toFixed(1)} MB: ` +
        `${body.status ?? `HTTP ${imported.value.status} ${body.error ?? ''}`}, ${count(rows)} rows written` +
        (body.rowsSkipped ? ` (${count(body.rowsSkipped)} skipped)` : ''));
      console.log(`      upload ${seconds(upload.ms)}, import ${seconds(imported.ms)} → ${count(Math.round(rows / (imported.ms / 1000)))} rows/s ` +
        `(${count(Math.round(rows / (wall / 1000)))} rows/s with the upload); peak RSS ${mb(peakRss())} (${mb(before)} before), RSS now ${mb(process.memoryUsage().rss)}`);
      console.log(`      during the import, sampled every ${SAMPLE_MS} ms: RSS up to ${mb(peaks.rss)}, JS heap used up to ${mb(peaks.heapUsed)}, ` +
        `buffers outside the heap up to ${mb(peaks.external)}`);
      printBreakdown(meter, imported.ms);
      if (body.status !== 'applied') {
        ok = false;
        console.log(`      NOT APPLIED: ${JSON.stringify({ status: imported.value.status, ...body, problems: body.problems?.slice(0, 5) })}`);
      }
    }
  } finally {
    await server.close();
    await fixture.drop();
  }
  return ok;
}

// ——— 2. monthly figures on the large seed ———

/** The shapes the portal asks for: one client's twelve months. */
const ENTRIES_QUERY = `query ClientMonths($client: uuid!, $from: date!, $to: date!) {
  accounting_entry(where: {account: {client_id: {_eq: $client}}, month: {_gte: $from, _lte: $to}}, order_by: [{account: {number: asc}}, {month: asc}]) {
    month value account { number type section }
  }
}`;
const PER_ACCOUNT_QUERY = `query ClientAccountMonths($client: uuid!, $from: date!, $to: date!) {
  accounting_account(where: {client_id: {_eq: $client}}, order_by: {number: asc}) {
    number type section
    entries(where: {month: {_gte: $from, _lte: $to}}, order_by: {month: asc}) { month value }
    entries_aggregate(where: {month: {_gte: $from, _lte: $to}}) { aggregate { sum { value } } }
  }
}`;

/** The investor's read permission on accounting.account's client, as the engine writes it ($1 the user, `a` the account). */
const MEMBER_OF_CLIENT = `(EXISTS (SELECT 1 FROM portfolio.organization o WHERE o.client_id = a.client_id
      AND EXISTS (SELECT 1 FROM portfolio.organization_user ou WHERE ou.organization_id = o.id AND ou.user_id = $1::uuid))
    OR EXISTS (SELECT 1 FROM portfolio.company c WHERE c.client_id = a.client_id
      AND EXISTS (SELECT 1 FROM portfolio.organization_user ou WHERE ou.organization_id = c.organization_id AND ou.user_id = $1::uuid)))`;
/** The same rows written by hand: $1 user, $2 client, $3 and $4 the months. */
const ENTRIES_SQL = `SELECT e.month, e.value::text AS value, a.number, a.type, a.section
  FROM accounting.entry e JOIN accounting.account a ON a.id = e.account_id
  WHERE a.client_id = $2::uuid AND e.month >= $3::date AND e.month <= $4::date AND ${MEMBER_OF_CLIENT}
  ORDER BY a.number, e.month`;
const PER_ACCOUNT_SQL = `SELECT a.number, a.type, a.section, e.month, e.value::text AS value, (sum(e.value) OVER (PARTITION BY a.id))::text AS total
  FROM accounting.account a LEFT JOIN accounting.entry e ON e.account_id = a.id AND e.month >= $3::date AND e.month <= $4::date
  WHERE a.client_id = $2::uuid AND ${MEMBER_OF_CLIENT}
  ORDER BY a.number, e.month`;

interface Shape { name: string; query: string; root: string; sql: string; rowsOf: (data: unknown[]) => number }
const SHAPES: Shape[] = [
  { name: 'entries with account { number type section }', query: ENTRIES_QUERY, root: 'accounting_entry', sql: ENTRIES_SQL, rowsOf: (data) => data.length },
  {
    name: 'per account: entries and their sum', query: PER_ACCOUNT_QUERY, root: 'accounting_account', sql: PER_ACCOUNT_SQL,
    rowsOf: (data) => (data as { entries: unknown[] }[]).reduce((n, account) => n + Math.max(1, account.entries.length), 0),
  },
];

async function benchMonthlyFigures(target: TestTarget): Promise<boolean> {
  const t = await target.create({ migrate: true });
  try {
    const seeded = await timed(() => seedDatabase(t.db, { scale: 'large' }).catch((error: unknown) => error as Error));
    if (seeded.value instanceof Error) {
      console.log(`${target.name.padEnd(8)} large seed FAILED after ${seconds(seeded.ms)} (peak RSS ${mb(peakRss())}): ${seeded.value.message}`);
      return false;
    }
    // Fresh tables have no statistics yet (PGlite has no autovacuum; a server's may not have run, or be off): as
    // bench:engine does, analyze before measuring, so the plans are those of a database in use.
    const analyzed = await timed(() => t.db.exec('VACUUM ANALYZE'));
    console.log(`${target.name.padEnd(8)} large seed: ${seconds(seeded.ms)}, ${count(seeded.value.rows['accounting.entry'])} entries, then VACUUM ANALYZE ` +
      `${seconds(analyzed.ms)}; peak RSS ${mb(peakRss())}, RSS now ${mb(process.memoryUsage().rss)}`);
    const engine = await createEngine({ db: t.db, metadata: loadMetadata(), stringifyNumeric: true });
    const app = buildApp({
      db: t.db, engine, auth: { adminSecret: ADMIN_SECRET, jwt: parseJwtSecret(JSON.stringify({ type: 'HS256', key: JWT_KEY })), unauthorizedRole: 'public' },
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const one = async <R extends Row>(sql: string, params: unknown[] = []) => {
        const found = (await t.db.query<R>(sql, params)).rows.at(0);
        if (!found) throw new Error(`no row for ${sql}`);
        return found;
      };
      const { id: userId } = await one<{ id: string }>('SELECT id::text FROM auth.users WHERE email = $1', [DEMO_LOGIN.email]);
      // As bench:engine picks it: the first benchmark company whose accounting is imported, its last twelve months.
      const { id: client } = await one<{ id: string }>(`SELECT client_id::text AS id FROM portfolio.company
        WHERE organization_id = (SELECT id FROM portfolio.organization WHERE name = 'Benchmark Capital') AND client_id IS NOT NULL ORDER BY name, id LIMIT 1`);
      const months = await one<{ from: string; to: string }>(`SELECT (max(e.month) - interval '11 months')::date::text AS "from", max(e.month)::text AS "to"
        FROM accounting.entry e JOIN accounting.account a ON a.id = e.account_id WHERE a.client_id = $1`, [client]);
      const token = await tokenFor(userId);
      const session: Session = { role: 'investor', variables: { 'x-hasura-role': 'investor', 'x-hasura-user-id': userId }, isAdmin: false };
      const variables = { client, from: months.from, to: months.to };
      for (const shape of SHAPES) {
        const request = JSON.stringify({ query: shape.query, variables });
        const viaHttp = async () => {
          const response = await fetch(`${base}/v1/graphql`, {
            method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: request,
          });
          const text = await response.text();
          if (response.status !== 200 || text.startsWith('{"errors"')) throw new Error(`${shape.name}: HTTP ${response.status} ${text.slice(0, 300)}`);
          return text;
        };
        const first = await viaHttp();
        const data = (JSON.parse(first) as { data: Record<string, unknown[]> }).data[shape.root];
        const statements = engine.explain({ query: shape.query, variables }, session).map((s) => ({
          sql: s.sql, args: encodeParams(s.params, variables, session.variables), options: s.prepare === undefined ? undefined : { prepare: s.prepare },
        }));
        const viaEngineSql = () => Promise.all(statements.map((s) => t.db.query<{ root: string | null }>(s.sql, s.args, s.options)));
        const handArgs = [userId, client, months.from, months.to];
        const viaHandSql = () => t.db.query(shape.sql, handArgs, { prepare: `bench_books_${shape.root}` });
        const engineRoot = (await viaEngineSql())[0].rows[0]?.root;
        const handRows = (await viaHandSql()).rows.length;
        const notes = [
          ...(`{"data":{"${shape.root}":${engineRoot ?? 'null'}}}` === first ? [] : ['the engine\'s SQL run directly answers differently from HTTP']),
          ...(handRows === shape.rowsOf(data) ? [] : [`the hand SQL gives ${handRows} rows for ${shape.rowsOf(data)}`]),
        ];
        const samples = { http: [] as number[], engineSql: [] as number[], handSql: [] as number[] };
        for (let i = 0; i < WARMUP + RUNS; i++) {
          // Interleaved, so a neighbour's load on the shared cores falls on all three alike.
          const runs = [await timed(viaHttp), await timed(viaEngineSql), await timed(viaHandSql)];
          if (i >= WARMUP) runs.forEach((run, side) => [samples.http, samples.engineSql, samples.handSql][side].push(run.ms));
        }
        const [h, e, d] = [percentile(samples.http, 50), percentile(samples.engineSql, 50), percentile(samples.handSql, 50)];
        console.log(`${target.name.padEnd(8)} ${shape.name} (${data.length} ${shape.root === 'accounting_entry' ? 'entries' : 'accounts'}, ${(first.length / 1000).toFixed(1)} kB), p50 of ${RUNS}:`);
        console.log(`      GraphQL over HTTP ${millis(h)} (p95 ${millis(percentile(samples.http, 95))}) | the engine's SQL direct ${millis(e)} → ${(h / e).toFixed(2)}× | ` +
          `hand-written SQL ${millis(d)} → ${(h / d).toFixed(2)}×`);
        const goal = `goal ≤ 1.10× and ≤ 50 ms${target.name === 'postgres' ? '' : ' (stated for the server)'}: ` +
          `${(h / d).toFixed(2)}× against the hand SQL ${h / d <= 1.1 ? 'met' : 'MISSED'}, ${(h / e).toFixed(2)}× against the engine's own SQL ${h / e <= 1.1 ? 'met' : 'MISSED'}, ` +
          `${millis(h)} ${h <= 50 ? 'met' : 'MISSED'}`;
        console.log(`      ${goal}${notes.length > 0 ? `; note: ${notes.join('; ')}` : ''}`);
      }
    } finally {
      await app.close();
      engine.close();
    }
    return true;
  } finally {
    await t.drop();
  }
}

// ——— main ———

const [cpu] = cpus();
console.log(`bench:books on ${cpus().length} cores (${cpu.model.trim()}), load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`);
const dir = mkdtempSync(path.join(tmpdir(), 'bench-books-'));
const targets = testTargets();
// The server first: PGlite's memory (about 750 MB per instance) would otherwise hide the imports' own peak RSS.
const ordered = [...targets].sort((a, b) => (a.name === 'postgres' ? -1 : 0) - (b.name === 'postgres' ? -1 : 0));
let failed = false;
try {
  const generated = await timed(async () => [await writeSheet(dir), await writeOfx(dir), await writeEcd(dir)]);
  const files = generated.value;
  console.log(`\nfiles generated into ${dir} in ${seconds(generated.ms)} (peak RSS ${mb(peakRss())}); each through its parser alone:`);
  for (const file of files) await parseAlone(file);

  console.log('\n1. imports through POST /v1/functions/books/import as an editor (bruno, Acme Ltda of the engine fixture)');
  for (const target of ordered) {
    console.log('');
    failed = !(await benchImports(target, files)) || failed;
  }

  console.log(`\n2. one client's monthly figures for a year on the large seed, as the demo investor (${DEMO_LOGIN.email})`);
  for (const target of ordered) {
    console.log('');
    failed = !(await benchMonthlyFigures(target)) || failed;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
