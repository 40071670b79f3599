/**
 * What changed between the committed schema and the one the change would produce, each change classified as
 * breaking, dangerous or safe by GraphQL Inspector (the well-kept library made for exactly this; graphql-js's own
 * `findBreakingChanges` lists no safe changes at all).
 */
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import type { GraphQLSchema } from 'graphql';

export type Severity = 'breaking' | 'dangerous' | 'safe';

export interface SchemaChange {
  severity: Severity;
  message: string;
  /** The schema coordinate it is about (`portfolio_company.document`), when there is one. */
  path: string | null;
}

const SEVERITY: Record<CriticalityLevel, Severity> = {
  [CriticalityLevel.Breaking]: 'breaking',
  [CriticalityLevel.Dangerous]: 'dangerous',
  [CriticalityLevel.NonBreaking]: 'safe',
};
const ORDER: Record<Severity, number> = { breaking: 0, dangerous: 1, safe: 2 };

export async function schemaChanges(before: GraphQLSchema, after: GraphQLSchema): Promise<SchemaChange[]> {
  const changes = await diff(before, after);
  return changes
    .map((change) => ({ severity: SEVERITY[change.criticality.level], message: change.message, path: change.path ?? null }))
    .sort((a, b) => ORDER[a.severity] - ORDER[b.severity] || (a.path ?? '').localeCompare(b.path ?? ''));
}
