/**
 * `npm run schema:check`: would this change of migrations, metadata or Hasura break a screen of the portal?
 *
 *   npm run schema:check                                   the working tree's nhost/migrations + nhost/metadata,
 *                                                          on a throwaway embedded database
 *   npm run schema:check -- --url https://…/v1/graphql --admin-secret …   a running Hasura (or --token <jwt>)
 *
 * It classifies every difference from the committed `schema.graphql` as breaking, dangerous or safe, validates every
 * Relay operation and fragment of `src/` against the new schema of its role (`public` for operations marked
 * `# role: public`, `investor` for the rest), prints a short report, writes a Markdown one (`--markdown`, default
 * test-results/schema-check.md) and exits 1 when a definition breaks. A breaking change nothing uses passes.
 * `--frozen` also fails when `schema.graphql` is not exactly what the change produces (CI uses it).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_METADATA_DIR } from '../server/engine/metadata/loadMetadata.ts';
import { checkSchema } from './schemaCheck/checkSchema.ts';
import { relayDefinitions } from './schemaCheck/relayDocuments.ts';
import { markdownReport, textReport } from './schemaCheck/report.ts';
import { localRoleSchemas, MetadataInconsistencyError, remoteRoleSchemas } from './schemaCheck/roleSchemas.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'admin-secret': { type: 'string' },
    token: { type: 'string' },
    migrations: { type: 'string', default: path.join(root, 'nhost/migrations/default') },
    metadata: { type: 'string', default: DEFAULT_METADATA_DIR },
    schema: { type: 'string', default: path.join(root, 'schema.graphql') },
    src: { type: 'string', default: path.join(root, 'src') },
    markdown: { type: 'string', default: path.join(root, 'test-results/schema-check.md') },
    frozen: { type: 'boolean', default: false },
  },
});

const remote = values.url
  ? { url: values.url, adminSecret: values['admin-secret'] ?? process.env.HASURA_GRAPHQL_ADMIN_SECRET, token: values.token ?? process.env.HASURA_GRAPHQL_TOKEN }
  : null;
const source = remote
  ? remote.url
  : `${path.relative(root, values.migrations) || '.'} + ${path.relative(root, values.metadata) || '.'}`;
let schemas;
try {
  schemas = remote ? await remoteRoleSchemas(remote) : await localRoleSchemas(values.migrations, values.metadata);
} catch (error) {
  if (!(error instanceof MetadataInconsistencyError)) throw error;
  console.log(`schema:check: ${source}\nFAIL: ${error.message}`);
  process.exit(1);
}
const result = await checkSchema(readFileSync(values.schema, 'utf8'), schemas, relayDefinitions(root, values.src));

console.log(textReport(result, source));
mkdirSync(path.dirname(values.markdown), { recursive: true });
writeFileSync(values.markdown, markdownReport(result, source));
console.log(`markdown: ${path.relative(process.cwd(), values.markdown)}`);
const stale = values.frozen && !result.committedIsCurrent;
if (stale) console.log('FAIL (--frozen): the committed schema.graphql disagrees with the migrations and the metadata');
process.exit(result.passed && !stale ? 0 : 1);
