/**
 * What the engine keeps of an operation once parsed and compiled: a field at a time, the SQL it runs (with the name
 * it is prepared under when the plan serves every value of its variables), a constant, an introspection field or a
 * mutation. The plan cache holds these per role, query text and operation name (createEngine.ts).
 */
import { createHash } from 'node:crypto';
import type { OperationDefinitionNode } from 'graphql';
import type { Sql } from '../compile/sql.ts';
import type { OperationIR } from '../ir/buildOperation.ts';
import type { MutationIR, ParamRef } from '../ir/types.ts';
import type { LiveQueryShape } from '../subscriptions/liveQueries.ts';

export type PlannedField =
  | { alias: string; kind: 'constant'; json: string }
  | {
      alias: string; kind: 'sql'; text: string; params: ParamRef[]; tree: Sql; stream: boolean;
      /** The prepared statement's name when the plan is reused for every value of its variables. */
      prepare: string | undefined;
    }
  | { alias: string; kind: 'introspection' }
  | { alias: string; kind: 'mutation'; mutation: MutationIR };

export interface Plan {
  type: OperationIR['type'];
  ir: Pick<OperationIR, 'operation' | 'fragments' | 'paramVariables' | 'paramUses' | 'declarations'>;
  fields: PlannedField[];
  /** The operation cut down to its `__schema`/`__type` fields, answered by graphql-js in one pass; null if none. */
  introspection: OperationDefinitionNode | null;
  paramVariables: ReadonlySet<string>;
  /** The multiplexed form of a subscription, built on its first subscriber. */
  live?: LiveQueryShape;
}

/** A prepared statement's name: the same text always gets the same name, on every connection. */
export const statementName = (text: string): string => `e_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
