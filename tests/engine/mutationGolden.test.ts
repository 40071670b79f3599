/**
 * Golden mutation cases: each `tests/engine/mutations/<area>/<case>.graphql` is a request with the header lines of
 * golden.test.ts
 *
 *   #> role: investor                      (default: admin)
 *   #> session: {"x-hasura-user-id": "…"}  (session variables besides the role)
 *   #> variables: {…}
 *   #> operationName: Name
 *   ## a comment saying what the case shows
 *
 * plus, optionally,
 *
 *   #> steps: Insert, Check                (run these operations of the document in order, as the same role)
 *   #> variables.Insert: {…}               (the variables of one step)
 *
 * and `<case>.json`, the response Hasura would send, written by hand from the fixture (tests/fixtures/engine.sql),
 * the metadata and Hasura's documented behaviour; with `steps` it is a JSON array of the responses in step order,
 * which lets a follow-up query show what a mutation stored (or that a failed one stored nothing). Responses are
 * compared after normalising whitespace, so key order counts. There are no SQL snapshots for mutations.
 *
 * Every case runs in a transaction that is rolled back afterwards (tests/helpers/rollbackDb.ts), so cases never see
 * each other's writes; the last test checks that the fixture is still exactly as loaded. Every case runs on PGlite
 * and, with DATABASE_URL, on PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/driver.ts';
import { createEngine, type Engine, type GraphQLRequest } from '../../server/engine/createEngine.ts';
import { loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import { FIXTURE_SQL, session } from '../helpers/engineFixture.ts';
import { rollbackDb, type RollbackDb } from '../helpers/rollbackDb.ts';
import { testTargets, type TestDatabase } from '../helpers/testDb.ts';

interface MutationCase {
  name: string;
  file: string;
  role: string;
  session: Record<string, string>;
  /** One request, or one per step; a case with `steps` expects an array of responses. */
  requests: GraphQLRequest[];
  stepped: boolean;
}

const ROOT = path.join(import.meta.dirname, 'mutations');

function readCases(): MutationCase[] {
  const files = fs.readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.graphql'))
    .sort();
  return files.map((file) => {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const headers = new Map([...text.matchAll(/^#> ([\w.]+): (.*)$/gm)].map((m) => [m[1], m[2].trim()]));
    const json = (key: string): Record<string, unknown> | null => {
      const value = headers.get(key);
      return value ? (JSON.parse(value) as Record<string, unknown>) : null;
    };
    const steps = headers.get('steps')?.split(',').map((s) => s.trim()).filter((s) => s !== '');
    const requests = steps
      ? steps.map((step): GraphQLRequest => ({ query: text, variables: json(`variables.${step}`), operationName: step }))
      : [{ query: text, variables: json('variables'), operationName: headers.get('operationName') ?? null }];
    return {
      name: file.replace(/\.graphql$/, ''),
      file: path.join(ROOT, file),
      role: headers.get('role') ?? 'admin',
      session: (json('session') ?? {}) as Record<string, string>,
      requests,
      stepped: steps !== undefined,
    };
  });
}

/** Every table of the fixture's schemas with its row count and a digest of its rows. */
async function snapshotTables(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema IN ('auth', 'portfolio', 'accounting', 'user_analysis')
     ORDER BY 1`,
  );
  const snapshot: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ n: string; digest: string }>(
      `SELECT count(*)::text AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM ${name} AS t`,
    );
    snapshot[name] = `${rows[0].n} rows, ${rows[0].digest}`;
  }
  return snapshot;
}

const cases = readCases();

describe.each(testTargets())('mutation golden cases on $name', (target) => {
  let database: TestDatabase;
  let db: RollbackDb;
  let engine: Engine;
  let before: Record<string, string>;

  beforeAll(async () => {
    database = await target.create({ migrate: true });
    await database.db.exec(fs.readFileSync(FIXTURE_SQL, 'utf8'));
    db = rollbackDb(database.db);
    engine = await createEngine({
      db, metadata: loadMetadata(), stringifyNumeric: true,
      onUnexpectedError: (error) => { throw error; },
    });
    before = await snapshotTables(database.db);
  });
  afterAll(async () => {
    engine.close();
    await database.drop();
  });

  it('has cases', () => { expect(cases.length).toBeGreaterThan(0); });

  describe('the rollback wrapper', () => {
    const segment = (id: string) => `INSERT INTO portfolio.segment (id, en_name, pt_br_name) VALUES ('${id}', 'Harness ${id.slice(-2)}', 'Harness ${id.slice(-2)}')`;
    const count = async (on: Db) => Number((await on.query<{ n: string }>(`SELECT count(*)::text AS n FROM portfolio.segment`)).rows[0].n);

    it('shows a case its own writes and drops them afterwards', async () => {
      const inside = await db.rolledBack(async () => {
        await db.query(segment('00000000-0000-4000-8000-0000000009f1'));
        await db.transaction(async (tx) => { await tx.query(segment('00000000-0000-4000-8000-0000000009f2')); });
        return count(db);
      });
      expect(inside).toBe(4);
      expect(await count(database.db)).toBe(2);
    });

    it('undoes a failed transaction or statement alone, so later statements of the case still run', async () => {
      const inside = await db.rolledBack(async () => {
        await db.query(segment('00000000-0000-4000-8000-0000000009f1'));
        await expect(db.transaction(async (tx) => {
          await tx.query(segment('00000000-0000-4000-8000-0000000009f2'));
          await tx.query(segment('00000000-0000-4000-8000-0000000009f1'));
        })).rejects.toThrow(/duplicate key/);
        await expect(db.query(`SELECT 'abc'::uuid`)).rejects.toThrow(/invalid input syntax/);
        return count(db);
      });
      expect(inside).toBe(3);
      expect(await count(database.db)).toBe(2);
    });

    it('rolls back and rethrows when the case itself throws', async () => {
      await expect(db.rolledBack(async () => {
        await db.query(segment('00000000-0000-4000-8000-0000000009f1'));
        throw new Error('case failed');
      })).rejects.toThrow('case failed');
      expect(await count(database.db)).toBe(2);
    });
  });

  it.each(cases)('$name', async (c) => {
    const expectedFile = c.file.replace(/\.graphql$/, '.json');
    if (!fs.existsSync(expectedFile)) throw new Error(`write the expected response in ${path.relative(ROOT, expectedFile)}`);
    const who = session(c.role, c.session);
    const bodies = await db.rolledBack(async () => {
      const responses: string[] = [];
      for (const request of c.requests) responses.push(await engine.execute(request, who));
      return responses;
    });
    const actual: unknown = c.stepped ? bodies.map((b) => JSON.parse(b) as unknown) : JSON.parse(bodies[0]);
    const expected: unknown = JSON.parse(fs.readFileSync(expectedFile, 'utf8'));
    if (c.stepped && !Array.isArray(expected)) throw new Error(`${c.name}: a case with steps expects a JSON array`);
    expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
  });

  it('leaves the fixture exactly as loaded', async () => {
    expect(await snapshotTables(database.db)).toEqual(before);
  });
});
