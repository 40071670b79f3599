/**
 * The engine: metadata + database → one GraphQL schema per role → requests answered with one SQL statement per
 * root field. `server/http` calls {@link Engine.execute} with a resolved session; tests call it directly.
 *
 * Pipeline (see server/engine/README.md): catalog/ → schema/ (per role, cached) → ir/ (parse against the role's
 * schema, permissions folded in) → compile/ (SQL) → execute (bind, run, stitch). Plans are cached per role, query
 * text and operation name, so a repeated request skips parsing and compiling.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  GraphQLError, Kind, execute as executeGraphql, parse, type DocumentNode, type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Db } from '../db/driver.ts';
import { introspect } from '../db/introspect.ts';
import { buildCatalog } from './catalog/buildCatalog.ts';
import type { EngineCatalog } from './catalog/types.ts';
import { compileRootField } from './compile/compileSelect.ts';
import { render, type Sql } from './compile/sql.ts';
import { EngineError, encodeEngineError, validationFailed, type EncodedError } from './errors.ts';
import { databaseError, isDatabaseError } from './execute/databaseError.ts';
import { encodeParams } from './execute/encodeParams.ts';
import { PlanCache } from './execute/planCache.ts';
import { buildOperation, variableValues, type OperationIR } from './ir/buildOperation.ts';
import { coerceVariableUse, type CoerceContext } from './ir/coerceInput.ts';
import { messages } from './ir/messages.ts';
import type { MutationIR, ParamRef } from './ir/types.ts';
import { runMutation } from './execute/runMutation.ts';
import {
  LiveQueries, type LiveQueryOptions, type LiveQueryShape, type LiveQueryStats, type Subscriber,
} from './subscriptions/liveQueries.ts';
import type { Metadata } from './metadata/types.ts';
import type { Session } from './permissions/resolveSession.ts';
import { buildRoleSchema } from './schema/buildRoleSchema.ts';

export interface EngineOptions {
  db: Db;
  metadata: Metadata;
  /** `HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES`. */
  stringifyNumeric: boolean;
  /** `HASURA_GRAPHQL_ADMIN_INTERNAL_ERRORS`: Postgres details in `extensions.internal` for admin. Default true. */
  adminInternalErrors?: boolean;
  /** Called with every masked failure and the id given to the client. */
  onUnexpectedError?: (error: unknown, id: string) => void;
  /** Live-query multiplexing; Hasura's defaults (1 s, 100 per batch) when absent. */
  liveQueries?: LiveQueryOptions;
}

export interface GraphQLRequest {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

type PlannedField =
  | { alias: string; kind: 'constant'; json: string }
  | {
      alias: string; kind: 'sql'; text: string; params: ParamRef[]; tree: Sql; stream: boolean;
      /** The prepared statement's name when the plan is reused for every value of its variables. */
      prepare: string | undefined;
    }
  | { alias: string; kind: 'introspection' }
  | { alias: string; kind: 'mutation'; mutation: MutationIR };

interface Plan {
  type: OperationIR['type'];
  ir: Pick<OperationIR, 'operation' | 'fragments' | 'paramVariables' | 'paramUses' | 'declarations'>;
  fields: PlannedField[];
  /** The operation cut down to its `__schema`/`__type` fields, answered by graphql-js in one pass; null if none. */
  introspection: OperationDefinitionNode | null;
  paramVariables: ReadonlySet<string>;
  /** The multiplexed form of a subscription, built on its first subscriber. */
  live?: LiveQueryShape;
}

export interface Engine {
  readonly catalog: EngineCatalog;
  schemaFor(role: string): GraphQLSchema;
  /** Answers one request; resolves to the response body (`{"data":…}` or `{"errors":[…]}`), never rejects. */
  execute(request: GraphQLRequest, session: Session): Promise<string>;
  /**
   * The SQL each root field runs, like Hasura's explain API: one statement per field with its parameters'
   * sources. Throws {@link EngineError} where `execute` would answer with errors.
   */
  explain(request: GraphQLRequest, session: Session): { field: string; sql: string; params: ParamRef[]; prepare?: string }[];
  /** Number of (role, operation) entries in the plan cache. */
  readonly cachedPlans: number;
  /** Requests planned afresh (`built`) and served by a cached plan (`reused`) since the engine started. */
  readonly planStats: { readonly built: number; readonly reused: number };
  /** The operation a request would run; throws {@link EngineError} where `execute` would answer with errors. */
  operationType(request: GraphQLRequest, session: Session): OperationIR['type'];
  /**
   * Starts a live query (a `subscription` operation): `subscriber.next` gets the response body at once and on every
   * change. Throws {@link EngineError} where `execute` would answer with errors; returns the unsubscribe function.
   */
  subscribe(request: GraphQLRequest, session: Session, subscriber: Subscriber): () => void;
  readonly liveQueryStats: LiveQueryStats;
  /** Stops the live-query pollers. */
  close(): void;
}

export async function createEngine(options: EngineOptions): Promise<Engine> {
  const { db } = options;
  const catalog = await buildCatalog(options.metadata, await introspect(db), db);
  const schemas = new Map<string, GraphQLSchema>();
  const plans = new PlanCache<Plan>();
  const planStats = { built: 0, reused: 0 };
  const live = new LiveQueries(db, options.liveQueries ?? { refetchIntervalMs: 1000, batchSize: 100 });

  const schemaFor = (role: string, backendOnly = false): GraphQLSchema => {
    const key = backendOnly ? `${role}\u0000backend` : role;
    let schema = schemas.get(key);
    if (!schema) {
      schema = buildRoleSchema(catalog, role, backendOnly);
      schemas.set(key, schema);
    }
    return schema;
  };
  const schemaOf = (session: Session): GraphQLSchema => schemaFor(session.role, session.backendOnly === true);

  const plan = (request: GraphQLRequest, session: Session, variables: Record<string, unknown>): Plan => {
    const schema = schemaOf(session);
    const key = PlanCache.key(roleKey(session), request.operationName ?? null, request.query);
    const cached = plans.get(key, variables);
    if (cached) {
      recheckVariables(schema, cached, variables);
      planStats.reused += 1;
      return cached;
    }
    let document: DocumentNode;
    try {
      document = parse(request.query, { noLocation: true });
    } catch (error) {
      if (error instanceof GraphQLError) throw validationFailed(messages.notAValidQuery, '$.query');
      throw error;
    }
    const ir = buildOperation(schema, { document, operationName: request.operationName ?? null, variables }, {
      catalog, role: session.role, stringifyNumeric: options.stringifyNumeric, backendOnly: session.backendOnly === true,
    });
    const introspectionNodes = ir.fields.flatMap((f) => (f.kind === 'introspection' ? f.nodes : []));
    // A plan every value of its variables reuses is worth preparing on the server: planning a statement with a few
    // permission EXISTS costs as much as running it. Plans keyed by a variable's value are not, so they stay unnamed.
    const reusable = [...ir.declarations.used].every((name) => ir.paramVariables.has(name));
    const fields = ir.fields.map((field): PlannedField => {
      switch (field.kind) {
        case 'typename': return { alias: field.alias, kind: 'constant', json: JSON.stringify(field.name) };
        case 'introspection': return { alias: field.alias, kind: 'introspection' };
        case 'mutation': return { alias: field.alias, kind: 'mutation', mutation: field.mutation };
        default: {
          const tree = compileRootField(field);
          const { text, params } = render(tree);
          return {
            alias: field.alias, kind: 'sql', text, params, tree, stream: field.kind === 'select_stream',
            prepare: reusable ? statementName(text) : undefined,
          };
        }
      }
    });
    const introspection: OperationDefinitionNode | null = introspectionNodes.length === 0 ? null
      : { ...ir.operation, selectionSet: { kind: Kind.SELECTION_SET, selections: introspectionNodes } };
    const planned: Plan = { type: ir.type, ir, fields, introspection, paramVariables: ir.paramVariables };
    plans.set(key, planned, variables);
    planStats.built += 1;
    // Defaults of variables the request left out are values like any other from here on (as on a cached hit).
    Object.assign(variables, ir.variables);
    return planned;
  };

  const runMutations = (planned: Plan, session: Session, variables: Record<string, unknown>): Promise<string> =>
    // All root fields of a mutation run in order in one transaction; any failure rolls every one of them back.
    db.transaction(async (tx) => {
      await tx.query("SELECT set_config('hasura.user', $1, true)", [JSON.stringify(session.variables)]);
      const ctx = { tx, variables, session: session.variables };
      const parts: string[] = [];
      for (const field of planned.fields) {
        const value = field.kind === 'mutation' ? await runMutation(ctx, field.mutation)
          : field.kind === 'constant' ? field.json : 'null';
        parts.push(`${JSON.stringify(field.alias)}:${value}`);
      }
      return `{"data":{${parts.join(',')}}}`;
    });

  const run = async (planned: Plan, schema: GraphQLSchema, session: Session, variables: Record<string, unknown>): Promise<string> => {
    if (planned.type === 'mutation') return runMutations(planned, session, variables);
    const introspection = planned.introspection && executeGraphql({
      schema, document: { kind: Kind.DOCUMENT, definitions: [planned.introspection, ...planned.ir.fragments] }, variableValues: variables,
    });
    // allSettled, not all: when one root field fails the others still finish before the error is answered, so no
    // statement is left running on a connection the caller may close next.
    const settled = await Promise.allSettled(planned.fields.map(async (field): Promise<string> => {
      switch (field.kind) {
        case 'constant': return field.json;
        case 'mutation': throw new Error('a mutation field outside a mutation');
        case 'introspection': return JSON.stringify((await introspection)?.data?.[field.alias] ?? null);
        case 'sql': {
          const args = encodeParams(field.params, variables, session.variables);
          try {
            const { rows } = await db.query<{ root: string | null }>(field.text, args, field.prepare ? { prepare: field.prepare } : undefined);
            return rows[0]?.root ?? 'null';
          } catch (error) {
            if (isDatabaseError(error)) throw databaseError(error, field.text, args);
            throw error;
          }
        }
      }
    }));
    const failure = settled.find((r) => r.status === 'rejected');
    if (failure) throw failure.reason;
    const values = settled.map((r) => (r.status === 'fulfilled' ? r.value : 'null'));
    const body = planned.fields.map((f, i) => `${JSON.stringify(f.alias)}:${values[i] ?? 'null'}`).join(',');
    return `{"data":{${body}}}`;
  };

  return {
    catalog,
    schemaFor,
    get cachedPlans() { return plans.size; },
    get planStats() { return { ...planStats }; },
    explain(request, session) {
      const planned = plan(request, session, { ...(request.variables ?? {}) });
      return planned.fields.flatMap((f) => (f.kind === 'sql'
        ? [{ field: f.alias, sql: f.text, params: f.params, ...(f.prepare === undefined ? {} : { prepare: f.prepare }) }] : []));
    },
    operationType(request, session) {
      return plan(request, session, { ...(request.variables ?? {}) }).type;
    },
    subscribe(request, session, subscriber) {
      const variables = { ...(request.variables ?? {}) };
      const planned = plan(request, session, variables);
      if (planned.type !== 'subscription') throw new EngineError('validation-failed', 'not a subscription', '$');
      planned.live ??= liveShape(`${roleKey(session)}\u0000${request.operationName ?? ''}\u0000${request.query}`, planned.fields);
      const vars: CohortVars = { p: [], c: {} };
      planned.fields.forEach((f, i) => {
        const values = f.kind === 'sql' ? encodeParams(f.params, variables, session.variables) : [];
        vars.p.push(values);
        if (f.kind === 'sql') {
          const cursor = f.params.findIndex((p) => p.source.kind === 'cursor');
          if (cursor >= 0) vars.c[i] = values[cursor] ?? null;
        }
      });
      return live.subscribe(planned.live, JSON.stringify(vars), subscriber);
    },
    get liveQueryStats() { return live.stats; },
    close() { live.close(); },
    async execute(request, session) {
      try {
        const variables = { ...(request.variables ?? {}) };
        const planned = plan(request, session, variables);
        return await run(planned, schemaOf(session), session, variables);
      } catch (error) {
        const showInternal = session.isAdmin && options.adminInternalErrors !== false;
        return JSON.stringify({ errors: [toEncodedError(error, showInternal, options.onUnexpectedError)] });
      }
    },
  };
}

/**
 * A subscription's fields as one multiplexed statement: each SQL root field a scalar subquery whose parameters read
 * the cohort's `result_vars` (`[[field 0's values], [field 1's values], …]`) instead of bind parameters.
 */
function liveShape(key: string, fields: PlannedField[]): LiveQueryShape {
  const columns: string[] = [];
  const laterals: string[] = [];
  const streams: number[] = [];
  fields.forEach((field, i) => {
    if (field.kind !== 'sql') return;
    const { text } = render(field.tree, (n, ref) => (ref.source.kind === 'cursor'
      ? `("__subs"."result_vars"->'c'->>'${i}')` : `("__subs"."result_vars"->'p'->${i}->>${n - 1})`));
    laterals.push(` LEFT OUTER JOIN LATERAL (${text}) AS "_f${i}" ON ('true')`);
    columns.push(`, "_f${i}"."root" AS "f${i}"`);
    if (field.stream) {
      streams.push(i);
      columns.push(`, "_f${i}"."cursor" AS "c${i}"`);
    }
  });
  const statement = `SELECT "__subs"."result_id" AS "id"${columns.join('')} FROM unnest($1::int[], $2::json[]) AS "__subs"("result_id", "result_vars")${laterals.join('')}`;
  return {
    key,
    statement,
    prepare: statementName(statement),
    respond(row, vars) {
      const body = `{"data":{${fields.map((f, i) => {
        const value = f.kind === 'sql' ? row[`f${i}`] : f.kind === 'constant' ? f.json : null;
        return `${JSON.stringify(f.alias)}:${typeof value === 'string' ? value : 'null'}`;
      }).join(',')}}}`;
      if (streams.length === 0) return { body, vars };
      // A stream sends only non-empty batches, and moves its cursor to the last row sent.
      const state = JSON.parse(vars) as CohortVars;
      let sent = false;
      for (const i of streams) {
        const cursor = row[`c${i}`];
        if (typeof cursor === 'string') {
          state.c[i] = cursor;
          sent = true;
        }
      }
      return sent ? { body, vars: JSON.stringify(state) } : { body: null, vars };
    },
  };
}

/** A prepared statement's name: the same text always gets the same name, on every connection. */
const statementName = (text: string): string => `e_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;

/** A cohort's parameters: each SQL field's parameter values, and each streaming field's cursor. */
interface CohortVars {
  p: (string | null)[][];
  c: Record<number, string | null>;
}

/** The plan cache's role key: a backend-only session sees a different schema than the same role without it. */
const roleKey = (session: Session): string => (session.backendOnly === true ? `${session.role}\u0000backend` : session.role);

/** A cached plan skips parsing, so the checks that depend on variable values run again here. */
function recheckVariables(schema: GraphQLSchema, planned: Plan, variables: Record<string, unknown>): void {
  const values = variableValues(planned.ir.operation, planned.ir.declarations, variables);
  const ctx: CoerceContext = { schema, variables: values, declared: planned.ir.declarations.declared, origins: new Map() };
  for (const { path, use } of planned.ir.paramUses) coerceVariableUse(use, values[use.name], path, ctx);
  Object.assign(variables, values);
}

export function toEncodedError(error: unknown, isAdmin: boolean, log?: (error: unknown, id: string) => void): EncodedError {
  if (error instanceof EngineError) return encodeEngineError(error, isAdmin);
  const id = randomUUID();
  (log ?? ((e: unknown, i: string) => { console.error(`engine: unexpected error ${i}`, e); }))(error, id);
  return encodeEngineError(new EngineError('unexpected', `internal error (reference ${id})`), false);
}
