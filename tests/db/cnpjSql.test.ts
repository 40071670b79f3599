/**
 * The SQL twin of common/cnpj.ts: portfolio.is_valid_cnpj and portfolio.normalize_cnpj must give the same answers
 * as isValidCnpj and normalizeCnpj on the shared vectors (common/cnpjVectors.json) and on generated CNPJs, on
 * every test target.
 *
 * Only this migration's up.sql is applied, not the whole chain, so that these tests depend on nothing else.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCnpj, isValidCnpj, normalizeCnpj } from '../../common/cnpj.ts';
import { testTargets, type TestDatabase } from '../helpers/testDb.ts';
import { mulberry32 } from '../../common/mulberry32.ts';

interface CnpjVector {
  input: string;
  valid: boolean;
  why: string;
}

const MIGRATION = new URL('../../nhost/migrations/default/1795132801000_cnpj_validation/', import.meta.url);
const upSql = readFileSync(new URL('up.sql', MIGRATION), 'utf8');
const downSql = readFileSync(new URL('down.sql', MIGRATION), 'utf8');
const vectors = JSON.parse(
  readFileSync(new URL('../../common/cnpjVectors.json', import.meta.url), 'utf8'),
) as CnpjVector[];


interface CheckedRow {
  [column: string]: unknown;
  v: string;
  normalized: string;
  valid: boolean;
}

/**
 * Every value through both functions in one query. `WITH ORDINALITY` keeps the answers in the order of `values`,
 * which a plain `unnest` in FROM does not promise.
 */
const CHECK_SQL = `
  SELECT v, portfolio.normalize_cnpj(v) AS normalized, portfolio.is_valid_cnpj(v) AS valid
  FROM unnest($1::text[]) WITH ORDINALITY AS input(v, n)
  ORDER BY n`;

describe.each(testTargets())('CNPJ in SQL on $name', (target) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await target.create({ migrate: false });
    await t.db.exec(upSql);
  });

  afterAll(async () => {
    await t.drop();
  });

  async function check(values: readonly string[]): Promise<CheckedRow[]> {
    const { rows } = await t.db.query<CheckedRow>(CHECK_SQL, [values]);
    expect(rows.map((row) => row.v)).toEqual(values);
    return rows;
  }

  it('agrees with isValidCnpj, normalizeCnpj and the expected answer on every shared vector', async () => {
    const rows = await check(vectors.map((v) => v.input));
    const answers = rows.map((row, i) => ({
      input: vectors[i].input,
      why: vectors[i].why,
      sql: row.valid,
      ts: isValidCnpj(vectors[i].input),
      expected: vectors[i].valid,
      sqlNormalized: row.normalized,
      tsNormalized: normalizeCnpj(vectors[i].input),
    }));
    // Compared as a whole, so that a failure lists every disagreeing vector at once.
    expect(answers.filter((a) => a.sql !== a.expected || a.ts !== a.expected)).toEqual([]);
    expect(answers.filter((a) => a.sqlNormalized !== a.tsNormalized)).toEqual([]);
  });

  it('accepts 1,000 generated CNPJs of each form', async () => {
    const random = mulberry32(20260701);
    const numeric = Array.from({ length: 1000 }, () => generateCnpj(random));
    const alphanumeric = Array.from({ length: 1000 }, () => generateCnpj(random, { alphanumeric: true }));
    const rows = await check([...numeric, ...alphanumeric]);
    expect(rows.filter((row) => !row.valid || row.normalized !== row.v)).toEqual([]);
  });

  it('rejects generated CNPJs with a wrong check digit', async () => {
    // Every value with its last digit shifted by one to five: the twin must not accept what TypeScript rejects.
    const random = mulberry32(7);
    const tampered = Array.from({ length: 500 }, (_, i) => {
      const cnpj = generateCnpj(random, { alphanumeric: i % 2 === 1 });
      return cnpj.slice(0, 13) + String((Number(cnpj[13]) + 1 + (i % 5)) % 10);
    });
    const rows = await check(tampered);
    expect(rows.filter((row) => row.valid || isValidCnpj(row.v))).toEqual([]);
  });

  it('returns NULL for NULL, as STRICT functions do', async () => {
    const { rows } = await t.db.query<{ valid: boolean | null; normalized: string | null }>(
      'SELECT portfolio.is_valid_cnpj(NULL) AS valid, portfolio.normalize_cnpj(NULL) AS normalized',
    );
    expect(rows).toEqual([{ valid: null, normalized: null }]);
  });

  it('declares both functions IMMUTABLE, STRICT and PARALLEL SAFE, with a comment', async () => {
    const { rows } = await t.db.query<{
      name: string;
      volatility: string;
      strict: boolean;
      parallel: string;
      comment: string | null;
    }>(
      `SELECT p.proname AS name, p.provolatile AS volatility, p.proisstrict AS strict, p.proparallel AS parallel,
              obj_description(p.oid, 'pg_proc') AS comment
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = 'portfolio' AND p.proname IN ('is_valid_cnpj', 'normalize_cnpj')
       ORDER BY p.proname`,
    );
    expect(rows.map(({ comment, ...rest }) => ({ ...rest, commented: (comment ?? '').length > 0 }))).toEqual([
      { name: 'is_valid_cnpj', volatility: 'i', strict: true, parallel: 's', commented: true },
      { name: 'normalize_cnpj', volatility: 'i', strict: true, parallel: 's', commented: true },
    ]);
  });

  it('runs down.sql, and up.sql again after it', async () => {
    await t.db.exec(downSql);
    const { rows } = await t.db.query<{ present: boolean }>(
      "SELECT to_regnamespace('portfolio') IS NOT NULL AS present",
    );
    expect(rows).toEqual([{ present: false }]);
    await t.db.exec(upSql);
    const again = await check(['12.ABC.345/01DE-35']);
    expect(again[0].valid).toBe(true);
  });
});
