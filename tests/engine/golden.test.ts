/**
 * Golden engine cases, graphile-style: each `tests/engine/<area>/<case>.graphql` is a request with header lines
 *
 *   #> role: investor                      (default: admin)
 *   #> session: {"x-hasura-user-id": "…"}  (session variables besides the role)
 *   #> variables: {…}
 *   #> operationName: Name
 *   ## a comment saying what the case shows
 *
 * and `<case>.json`, the response Hasura would send, written by hand from the fixture (tests/fixtures/engine.sql)
 * and Hasura's documentation; it is compared byte for byte after normalising whitespace, so key order counts.
 * `<case>.sql` is the committed snapshot of the SQL each root field runs (refresh with `vitest -u`), so a diff
 * shows any change to the generated SQL. Every case runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParamRef } from '../../server/engine/ir/types.ts';
import { createEngineFixture, session, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

interface GoldenCase {
  name: string;
  file: string;
  query: string;
  role: string;
  session: Record<string, string>;
  variables: Record<string, unknown> | null;
  operationName: string | null;
}

const ROOT = import.meta.dirname;

function readCases(): GoldenCase[] {
  // mutations/ and subscriptions/ have harnesses of their own (mutationGolden.test.ts …), and functions/,
  // computedFields/, wrongAnswers/ and every folder with a fixture/ schemas of their own (goldenFolder.ts).
  const files = fs.readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.graphql') && !['mutations', 'subscriptions', 'functions', 'computedFields', 'wrongAnswers', 'inheritedRoles'].includes(f.split(path.sep)[0])
      && !fs.existsSync(path.join(ROOT, f.split(path.sep)[0], 'fixture')))
    .sort();
  return files.map((file) => {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const headers = new Map([...text.matchAll(/^#> (\w+): (.*)$/gm)].map((m) => [m[1], (m[2]).trim()]));
    const header = (key: string) => headers.get(key);
    const sessionJson = header('session');
    const variablesJson = header('variables');
    return {
      name: file.replace(/\.graphql$/, ''),
      file: path.join(ROOT, file),
      query: text,
      role: header('role') ?? 'admin',
      session: sessionJson ? (JSON.parse(sessionJson) as Record<string, string>) : {},
      variables: variablesJson ? (JSON.parse(variablesJson) as Record<string, unknown>) : null,
      operationName: header('operationName') ?? null,
    };
  });
}

const describeParam = (p: ParamRef, i: number): string => {
  const source = p.source.kind === 'const' ? `const ${JSON.stringify(p.source.value)}`
    : p.source.kind === 'sessionJson' ? 'session json' : `${p.source.kind} ${p.source.name}`;
  return `-- $${i + 1} :: ${p.cast} = ${source}`;
};

/** One clause per line, so a snapshot diff points at the clause that changed. */
const layout = (sql: string): string =>
  sql.replace(/ (FROM|LEFT OUTER JOIN LATERAL|WHERE|ORDER BY|LIMIT|OFFSET) /g, '\n  $1 ');

const cases = readCases();

describe.each(testTargets())('golden cases on $name', (target) => {
  let fixture: EngineFixture;
  beforeAll(async () => { fixture = await createEngineFixture(target); });
  afterAll(async () => { await fixture.drop(); });

  it('has cases', () => { expect(cases.length).toBeGreaterThan(0); });

  it.each(cases)('$name', async (c) => {
    const expectedFile = c.file.replace(/\.graphql$/, '.json');
    if (!fs.existsSync(expectedFile)) throw new Error(`write the expected response in ${path.relative(ROOT, expectedFile)}`);
    const request = { query: c.query, variables: c.variables, operationName: c.operationName };
    const who = session(c.role, c.session);
    const body = await fixture.engine.execute(request, who);
    const expected: unknown = JSON.parse(fs.readFileSync(expectedFile, 'utf8'));
    expect(JSON.stringify(JSON.parse(body))).toBe(JSON.stringify(expected));

    if (!body.startsWith('{"errors"')) {
      const statements = fixture.engine.explain(request, who)
        .map((s) => `-- ${s.field}\n${s.params.map(describeParam).join('\n')}${s.params.length ? '\n' : ''}${layout(s.sql)};\n`);
      await expect(statements.join('\n')).toMatchFileSnapshot(c.file.replace(/\.graphql$/, '.sql'));
    }
  });
});
