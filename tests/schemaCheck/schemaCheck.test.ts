/**
 * `npm run schema:check` (issue #7) on changes a backend engineer makes: each case builds the role schemas that a
 * change of the migrations or the metadata gives, and checks the fixture portal of tests/fixtures/schemaCheck/src
 * against them (the real `src/` for the unchanged tree, which is what CI relies on).
 *
 * One PGlite for the whole file: opening one costs ~4 s and ~750 MB, building the engine's schemas on it ~0.3 s.
 * Metadata changes edit a copy of nhost/metadata. DDL runs inside a transaction that is always rolled back
 * (tests/helpers/rollbackDb.ts): PostgreSQL's DDL is transactional, so every case starts from the migrated database
 * exactly as the migrations left it, whatever order the cases run in.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MIGRATIONS_DIR, migrateUp, readMigrations } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { DEFAULT_METADATA_DIR } from '../../server/engine/metadata/loadMetadata.ts';
import { checkSchema, printSorted } from '../../scripts/schemaCheck/checkSchema.ts';
import { relayDefinitions } from '../../scripts/schemaCheck/relayDocuments.ts';
import { markdownReport, textReport } from '../../scripts/schemaCheck/report.ts';
import { engineRoleSchemas, MetadataInconsistencyError } from '../../scripts/schemaCheck/roleSchemas.ts';
import type { RoleSchemas } from '../../scripts/schemaCheck/roleSchemas.ts';
import { rollbackDb } from '../helpers/rollbackDb.ts';
import type { RollbackDb } from '../helpers/rollbackDb.ts';
import { editedMetadata, forgetColumn, selectColumns } from './fixtureMetadata.ts';
import type { TableEdits } from './fixtureMetadata.ts';

const root = path.resolve(import.meta.dirname, '../..');
const committedSdl = readFileSync(path.join(root, 'schema.graphql'), 'utf8');
const fixtures = relayDefinitions(root, path.join(root, 'tests/fixtures/schemaCheck/src'));
const ROW_FILE = 'tests/fixtures/schemaCheck/src/companies/CompanyRow.tsx';
const SCREEN_FILE = 'tests/fixtures/schemaCheck/src/companies/CompaniesScreen.tsx';

/**
 * A migration dropping `portfolio.company.document`. The column's normalising trigger fires `ON UPDATE OF document`,
 * so PostgreSQL refuses to drop the column before the trigger, and a real migration would have to drop both.
 */
const DROP_DOCUMENT = 'DROP TRIGGER company_normalize_document ON portfolio.company; ALTER TABLE portfolio.company DROP COLUMN document;';

let db: RollbackDb;
let tmp: string;
let unchanged: RoleSchemas;

beforeAll(async () => {
  const pglite = await openPglite();
  await migrateUp(pglite, readMigrations(DEFAULT_MIGRATIONS_DIR));
  db = rollbackDb(pglite);
  tmp = mkdtempSync(path.join(os.tmpdir(), 'schema-check-'));
  unchanged = await engineRoleSchemas(db, DEFAULT_METADATA_DIR);
});

afterAll(async () => {
  await db.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** The role schemas after `edits` to a copy of the metadata and, when given, `ddl` run on the migrated database. */
async function schemasAfter(edits: TableEdits, ddl?: string): Promise<RoleSchemas> {
  const metadata = editedMetadata(tmp, edits);
  if (!ddl) return engineRoleSchemas(db, metadata);
  return db.rolledBack(async () => {
    await db.exec(ddl);
    return engineRoleSchemas(db, metadata);
  });
}

/** The investor's select permission on companies without `document`; insert and update keep it. */
const hideDocument: TableEdits = {
  'portfolio_company.yaml': (table) => {
    const columns = selectColumns(table, 'investor');
    columns.splice(columns.indexOf('document'), 1);
  },
};

/** The same for `updated_at`, which no fixture definition reads. */
const hideUpdatedAt: TableEdits = {
  'portfolio_company.yaml': (table) => {
    const columns = selectColumns(table, 'investor');
    columns.splice(columns.indexOf('updated_at'), 1);
  },
};

describe('schema:check on the unchanged working tree', () => {
  it('finds no change, the committed schema.graphql current and every definition of src/ valid', async () => {
    const definitions = relayDefinitions(root);
    const result = await checkSchema(committedSdl, unchanged, definitions);

    expect(result.changes).toEqual([]);
    expect(result.committedIsCurrent).toBe(true);
    expect(result.problems).toEqual([]);
    expect(result.passed).toBe(true);
    expect(definitions.length).toBeGreaterThan(0);
    expect(result.checked.total).toBe(definitions.length);
  });

  it('finds every fixture definition valid, so that each failure below comes from its change alone', async () => {
    const result = await checkSchema(committedSdl, unchanged, fixtures);

    expect(result.problems).toEqual([]);
    expect(result.checked).toEqual({ total: 3, investor: 1, public: 1 });
  });
});

describe('schema:check on a change', () => {
  it('fails when a migration drops a column a fragment reads, naming the fragment, its file, component and field', async () => {
    // Hasura refuses metadata that names a missing column, so the change removes it from the permissions too.
    const schemas = await schemasAfter({ 'portfolio_company.yaml': (table) => { forgetColumn(table, 'document'); } }, DROP_DOCUMENT);
    const result = await checkSchema(committedSdl, schemas, fixtures);

    expect(result.passed).toBe(false);
    // The query spreading the fragment breaks too, but is not named again: the fault is in the fragment.
    expect(result.problems).toEqual([{
      definition: 'CompanyRow_company', kind: 'fragment', file: ROW_FILE, component: 'CompanyRow', role: 'investor',
      at: `${ROW_FILE}:11`, field: 'portfolio_company.document', message: expect.stringMatching(/^Cannot query field "document" on type "portfolio_company"\./) as string,
    }]);
    expect(result.changes).toContainEqual(expect.objectContaining({ severity: 'breaking', path: 'portfolio_company.document' }));
  });

  it('refuses a migration that drops a column the metadata still names, as Hasura refuses inconsistent metadata', async () => {
    await expect(schemasAfter({}, DROP_DOCUMENT)).rejects.toThrow(MetadataInconsistencyError);
    await expect(schemasAfter({}, DROP_DOCUMENT)).rejects.toThrow(/document/);
  });

  it('fails the same way when the investor may no longer select the column, and leaves the public role as it was', async () => {
    const schemas = await schemasAfter(hideDocument);
    const result = await checkSchema(committedSdl, schemas, fixtures);

    expect(result.passed).toBe(false);
    expect(result.problems).toEqual([expect.objectContaining({
      definition: 'CompanyRow_company', file: ROW_FILE, component: 'CompanyRow', role: 'investor', field: 'portfolio_company.document',
    })]);
    expect(result.changes).toContainEqual(expect.objectContaining({ severity: 'breaking', path: 'portfolio_company.document' }));
    expect(printSorted(schemas.public)).toBe(printSorted(unchanged.public));
  });

  it('passes a new nullable column exposed to the investor, reports it as safe and asks for a new schema.graphql', async () => {
    const schemas = await schemasAfter(
      { 'portfolio_company.yaml': (table) => { selectColumns(table, 'investor').push('website'); } },
      'ALTER TABLE portfolio.company ADD COLUMN website text;',
    );
    const result = await checkSchema(committedSdl, schemas, fixtures);

    expect(result.passed).toBe(true);
    expect(result.changes).toContainEqual(expect.objectContaining({ severity: 'safe', path: 'portfolio_company.website' }));
    expect(result.changes.filter((change) => change.severity === 'breaking')).toEqual([]);
    expect(result.committedIsCurrent).toBe(false);
  });

  it("fails when a table's root field is renamed, naming the query that uses it and not the fragment", async () => {
    const schemas = await schemasAfter({
      'portfolio_company.yaml': (table) => { table.configuration = { ...table.configuration, custom_root_fields: { select: 'companies' } }; },
    });
    const result = await checkSchema(committedSdl, schemas, fixtures);

    expect(result.passed).toBe(false);
    expect(result.problems).toEqual([expect.objectContaining({
      definition: 'CompaniesScreenQuery', kind: 'query', file: SCREEN_FILE, component: 'CompaniesScreen', field: 'query_root.portfolio_company',
    })]);
    expect(result.changes).toContainEqual(expect.objectContaining({ severity: 'breaking', path: 'query_root.portfolio_company' }));
    expect(result.changes).toContainEqual(expect.objectContaining({ severity: 'safe', path: 'query_root.companies' }));
  });

  it('passes a breaking change that no definition uses, and still reports it as breaking', async () => {
    const schemas = await schemasAfter(hideUpdatedAt);
    const result = await checkSchema(committedSdl, schemas, fixtures);

    expect(result.passed).toBe(true);
    expect(result.problems).toEqual([]);
    expect(result.changes).toContainEqual(expect.objectContaining({ severity: 'breaking', path: 'portfolio_company.updated_at' }));
  });

  it('checks a signed-out operation as public: it fails on a column only the investor may read', async () => {
    const schemas = await schemasAfter({
      'portfolio_privacy_policy.yaml': (table) => {
        const columns = selectColumns(table, 'public');
        columns.splice(columns.indexOf('published_at'), 1);
      },
    });
    const result = await checkSchema(committedSdl, schemas, fixtures);
    const asInvestor = fixtures.map((definition) => ({ ...definition, role: 'investor' as const }));

    expect(result.passed).toBe(false);
    expect(result.problems).toEqual([expect.objectContaining({
      definition: 'PrivacyPolicyScreenQuery', component: 'PrivacyPolicyScreen', role: 'public', field: 'portfolio_privacy_policy.published_at',
    })]);
    // The investor's schema, the one `changes` compares, did not move, and the same query would pass as investor.
    expect(result.changes).toEqual([]);
    expect((await checkSchema(committedSdl, schemas, asInvestor)).passed).toBe(true);
  });
});

describe('schema:check reports', () => {
  it('name the failing definition, its file, component and field, and say FAIL', async () => {
    const result = await checkSchema(committedSdl, await schemasAfter(hideDocument), fixtures);
    const text = textReport(result, 'fixture');
    // The changes table names `portfolio_company.document` too: look at the problem's own row.
    const row = markdownReport(result, 'fixture').split('\n').find((line) => line.startsWith('| `CompanyRow_company`'));

    expect(text).toContain(`✗ CompanyRow_company (fragment, component CompanyRow) at ${ROW_FILE}:11, as investor`);
    expect(text).toMatch(/Cannot query field "document" on type "portfolio_company"\..*field: portfolio_company\.document$/m);
    expect(text).toMatch(/^FAIL: 1 definition\(s\) of the portal no longer validate$/m);
    for (const name of ['CompanyRow', `${ROW_FILE}:11`, 'portfolio_company.document', 'investor']) expect(row).toContain(name);
    expect(markdownReport(result, 'fixture')).toMatch(/^### Schema check: FAIL/);
  });

  it('say PASS, and that the breaking changes touch nothing the portal uses', async () => {
    const schemas = await schemasAfter(hideUpdatedAt);
    const result = await checkSchema(committedSdl, schemas, fixtures);

    expect(textReport(result, 'fixture')).toMatch(/^PASS: the breaking changes touch nothing the portal uses$/m);
    expect(markdownReport(result, 'fixture')).toMatch(/^### Schema check: PASS: the breaking changes touch nothing the portal uses$/m);
  });
});
