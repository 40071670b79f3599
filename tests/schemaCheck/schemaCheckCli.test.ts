/**
 * `npm run schema:check` end to end, as a developer and CI run it: a child process with its own embedded database
 * (hence two runs only, ~5 s each), its exit code, what it prints and the Markdown file for a pull-request comment.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editedMetadata, selectColumns } from './fixtureMetadata.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ROW_FILE = 'tests/fixtures/schemaCheck/src/companies/CompanyRow.tsx';

let tmp: string;

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'schema-check-cli-'));
});

afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

/** Runs the CLI from the project root; a non-zero exit is an outcome here, not an error. */
async function schemaCheck(args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/schemaCheck.ts', ...args], { cwd: root });
    return { code: 0, stdout };
  } catch (error) {
    const { code, stdout } = error as { code?: unknown; stdout?: string };
    if (typeof code !== 'number') throw error;
    return { code, stdout: stdout ?? '' };
  }
}

describe('npm run schema:check', () => {
  it('exits 1 when a fragment breaks, naming it in the terminal and in the Markdown file', async () => {
    const metadata = editedMetadata(tmp, {
      'portfolio_company.yaml': (table) => {
        const columns = selectColumns(table, 'investor');
        columns.splice(columns.indexOf('document'), 1);
      },
    });
    const markdown = path.join(tmp, 'failing.md');
    const { code, stdout } = await schemaCheck(['--metadata', metadata, '--src', 'tests/fixtures/schemaCheck/src', '--markdown', markdown]);

    expect(code).toBe(1);
    expect(stdout).toContain(`✗ CompanyRow_company (fragment, component CompanyRow) at ${ROW_FILE}:11, as investor`);
    expect(stdout).toContain('field: portfolio_company.document');
    expect(stdout).toMatch(/^FAIL: 1 definition\(s\) of the portal no longer validate$/m);
    const report = readFileSync(markdown, 'utf8');
    expect(report).toMatch(/^### Schema check: FAIL/);
    expect(report).toContain(`| \`CompanyRow_company\` (fragment) | CompanyRow | \`${ROW_FILE}:11\` | \`portfolio_company.document\` | investor |`);
  });

  it('exits 0 on the unchanged working tree, even --frozen as CI runs it', async () => {
    const markdown = path.join(tmp, 'passing.md');
    const { code, stdout } = await schemaCheck(['--frozen', '--markdown', markdown]);

    expect(stdout).toMatch(/^schema changes \(investor\): 0 breaking, 0 dangerous, 0 safe$/m);
    expect(stdout).toMatch(/^PASS$/m);
    expect(code).toBe(0);
    expect(readFileSync(markdown, 'utf8')).toMatch(/^### Schema check: PASS$/m);
  });
});
