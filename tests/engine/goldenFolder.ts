/**
 * Golden cases over a schema of their own: `tests/engine/<folder>/*.graphql` (header lines as in golden.test.ts) run
 * against `<folder>/fixture/fixture.sql` and the metadata in `<folder>/fixture/metadata`, on every test target, one
 * database per folder. Besides golden.test.ts's headers, `#> inferFunctionPermissions: false` runs a case on an
 * engine started with Hasura's `HASURA_GRAPHQL_INFER_FUNCTION_PERMISSIONS=false`, and `#> endpoint: relay` asks the
 * Relay schema (`/v1beta1/relay`). A folder whose fixture needs an
 * extension a target may lack (`requires: 'postgis'`) is skipped on that target, saying so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import type { PgliteContrib } from '../../server/db/pglite.ts';
import { createEngine, type Engine } from '../../server/engine/createEngine.ts';
import { loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import type { InconsistentObject } from '../../server/engine/metadata/validateMetadata.ts';
import type { ParamRef } from '../../server/engine/ir/types.ts';
import { session } from '../helpers/engineFixture.ts';
import { testTargets, type TestDatabase } from '../helpers/testDb.ts';

interface FolderCase {
  name: string;
  file: string;
  query: string;
  headers: ReadonlyMap<string, string>;
}

function readCases(dir: string): FolderCase[] {
  return fs.readdirSync(dir).filter((f) => f.endsWith('.graphql')).sort().map((file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    return {
      name: file.replace(/\.graphql$/, ''), file: path.join(dir, file), query: text,
      headers: new Map([...text.matchAll(/^#> (\w+): (.*)$/gm)].map((m) => [m[1], m[2].trim()])),
    };
  });
}

const describeParam = (p: ParamRef, i: number): string => {
  const source = p.source.kind === 'const' ? `const ${JSON.stringify(p.source.value)}`
    : p.source.kind === 'sessionJson' ? 'session json' : `${p.source.kind} ${p.source.name}`;
  return `-- $${i + 1} :: ${p.cast} = ${source}`;
};

const layout = (sql: string): string =>
  sql.replace(/ (FROM|LEFT OUTER JOIN LATERAL|WHERE|ORDER BY|LIMIT|OFFSET) /g, '\n  $1 ');

export interface FolderEngines {
  engine: Engine;
  inconsistent: readonly InconsistentObject[];
}

export interface FolderOptions {
  /** Contrib extensions the fixture installs, which PGlite loads only on request. */
  contrib?: readonly PgliteContrib[];
  /** An extension the fixture needs that a target may not have: its cases are skipped there. */
  requires?: string;
}

/**
 * Declares the suite of one folder's golden cases; `extra` adds tests that share its engines (calling `skipIfMissing`
 * first where the folder `requires` an extension).
 */
export function goldenFolder(
  folder: string, extra?: (engines: () => FolderEngines, skipIfMissing: (ctx: TestContext) => void) => void,
  options: FolderOptions = {},
): void {
  const dir = path.resolve(import.meta.dirname, folder);
  const fixture = path.join(dir, 'fixture');
  const cases = readCases(dir);

  describe.each(testTargets())(`${folder} golden cases on $name`, (target) => {
    let database: TestDatabase;
    let engines: FolderEngines;
    let strict: Engine | null = null;
    /** Why the cases cannot run on this target (the required extension is not available), or null. */
    let missing: string | null = null;
    const skipIfMissing = (ctx: TestContext) => { if (missing !== null) ctx.skip(missing); };
    const start = (infer: boolean) => {
      let inconsistent: readonly InconsistentObject[] = [];
      return createEngine({
        db: database.db, metadata: loadMetadata(path.join(fixture, 'metadata')), stringifyNumeric: true,
        inferFunctionPermissions: infer, onUnexpectedError: (error) => { throw error; },
        onInconsistentMetadata: (objects) => { inconsistent = objects; },
      }).then((engine) => ({ engine, inconsistent }));
    };
    beforeAll(async () => {
      database = await target.create({ contrib: options.contrib });
      if (options.requires !== undefined) {
        const found = await database.db.query('SELECT 1 FROM pg_available_extensions WHERE name = $1', [options.requires]);
        if (found.rows.length === 0) {
          missing = `the ${options.requires} extension is not available on ${target.name}`;
          return;
        }
      }
      await database.db.exec(fs.readFileSync(path.join(fixture, 'fixture.sql'), 'utf8'));
      engines = await start(true);
    });
    afterAll(async () => {
      (engines as FolderEngines | undefined)?.engine.close();
      strict?.close();
      await database.drop();
    });

    it('has cases', () => { expect(cases.length).toBeGreaterThan(0); });

    it.for(cases)('$name', async (c, ctx) => {
      skipIfMissing(ctx);
      const expectedFile = c.file.replace(/\.graphql$/, '.json');
      if (!fs.existsSync(expectedFile)) throw new Error(`write the expected response in ${path.basename(expectedFile)}`);
      const engine = c.headers.get('inferFunctionPermissions') === 'false'
        ? (strict ??= (await start(false)).engine) : engines.engine;
      const json = (key: string) => {
        const value = c.headers.get(key);
        return value === undefined ? null : JSON.parse(value) as Record<string, unknown>;
      };
      const request = { query: c.query, variables: json('variables'), operationName: c.headers.get('operationName') ?? null };
      const who = session(c.headers.get('role') ?? 'admin', (json('session') ?? {}) as Record<string, string>);
      const api = c.headers.get('endpoint') === 'relay' ? 'relay' : 'graphql';
      const body = await engine.execute(request, who, api);
      const expected: unknown = JSON.parse(fs.readFileSync(expectedFile, 'utf8'));
      expect(JSON.stringify(JSON.parse(body))).toBe(JSON.stringify(expected));
      if (!body.startsWith('{"errors"')) {
        const statements = engine.explain(request, who, api)
          .map((s) => `-- ${s.field}\n${s.params.map(describeParam).join('\n')}${s.params.length ? '\n' : ''}${layout(s.sql)};\n`);
        await expect(statements.join('\n')).toMatchFileSnapshot(c.file.replace(/\.graphql$/, '.sql'));
      }
    });

    extra?.(() => engines, skipIfMissing);
  });
}
