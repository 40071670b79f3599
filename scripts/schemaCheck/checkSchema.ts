/**
 * The schema check itself, free of I/O: the committed schema, the schemas the change would produce and the portal's
 * Relay definitions in; the changes, the definitions that break and the verdict out.
 */
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import type { RelayDefinition } from './relayDocuments.ts';
import type { RoleSchemas } from './roleSchemas.ts';
import { schemaChanges } from './schemaChanges.ts';
import type { SchemaChange } from './schemaChanges.ts';
import { validateDefinitions } from './validateDefinitions.ts';
import type { DefinitionProblem } from './validateDefinitions.ts';

export interface SchemaCheckResult {
  /** The investor's schema: committed `schema.graphql` → the change's. */
  changes: SchemaChange[];
  /** Every definition that no longer validates against its role's new schema. */
  problems: DefinitionProblem[];
  checked: { total: number; investor: number; public: number };
  /** False when the committed schema is not exactly what the change produces (`npm run schema:pull` would alter it). */
  committedIsCurrent: boolean;
  /** The new investor schema as `schema:pull` writes it. */
  newSdl: string;
  /** A breaking change is reported; the check fails only when a definition of the portal breaks. */
  passed: boolean;
}

/** The SDL exactly as `npm run schema:pull` writes it. */
export function printSorted(schema: RoleSchemas['investor']): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

export async function checkSchema(
  committedSdl: string, schemas: RoleSchemas, definitions: readonly RelayDefinition[],
): Promise<SchemaCheckResult> {
  const newSdl = printSorted(schemas.investor);
  const changes = await schemaChanges(buildSchema(committedSdl), schemas.investor);
  const problems = validateDefinitions(definitions, schemas);
  const operations = definitions.filter((definition) => definition.kind !== 'fragment');
  return {
    changes,
    problems,
    checked: {
      total: definitions.length,
      investor: operations.filter((operation) => operation.role === 'investor').length,
      public: operations.filter((operation) => operation.role === 'public').length,
    },
    committedIsCurrent: committedSdl === newSdl,
    newSdl,
    passed: problems.length === 0,
  };
}
