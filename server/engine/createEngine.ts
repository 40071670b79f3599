/**
 * The engine: metadata + database → one GraphQL schema per role → requests answered with one SQL statement per
 * root field. `server/http` calls {@link Engine.execute} with a resolved session; tests call it directly.
 *
 * Pipeline (see server/engine/README.md): catalog/ → schema/ (per role, cached) → ir/ (parse against the role's
 * schema, permissions folded in) → compile/ (SQL) → execute (bind, run, stitch). Plans are cached per role, query
 * text and operation name, so a repeated request skips parsing and compiling.
 */
import { randomUUID } from 'node:crypto';
import {
  GraphQLError, Kind, execute as executeGraphql, parse, type DocumentNode, type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Db, QueryOptions } from '../db/driver.ts';
import { introspect } from '../db/introspect.ts';
import { NO_LIMITS, checkOperationShape, limitFor, timeLimitExceeded, type ApiLimits } from './apiLimits.ts';
import { resolveFunctions } from './catalog/resolveFunctions.ts';
import { inheritRoles } from './catalog/inheritRoles.ts';
import { buildCatalog, inconsistentTables } from './catalog/buildCatalog.ts';
import type { EngineCatalog } from './catalog/types.ts';
import { compileRootField } from './compile/compileSelect.ts';
import { qualifiedNames, render } from './compile/sql.ts';
import { EngineError, encodeEngineError, validationFailed, type EncodedError } from './errors.ts';
import { databaseError, isDatabaseError } from './execute/databaseError.ts';
import { bodyBytes } from './execute/bodyBytes.ts';
import { encodeParams } from './execute/encodeParams.ts';
import { PlanCache } from './execute/planCache.ts';
import { statementName, type Plan, type PlannedField } from './execute/plan.ts';
import { withTimeLimit, isStatementTimeout } from './execute/timeLimit.ts';
import { COUNT_WRITES, SET_USER, SET_USER_AND_COUNT_WRITES, mutationTargets, writeCounts } from './execute/writeCounts.ts';
import { buildOperation, variableValues, type OperationIR } from './ir/buildOperation.ts';
import { coerceVariableUse, type CoerceContext } from './ir/coerceInput.ts';
import { messages } from './ir/messages.ts';
import type { ParamRef } from './ir/types.ts';
import { runMutation } from './execute/runMutation.ts';
import {
  LiveQueries, tableKey, type LiveQueryOptions, type LiveQueryStats, type Subscriber,
} from './subscriptions/liveQueries.ts';
import type { Metadata, QualifiedTable } from './metadata/types.ts';
import { checkMetadata, type InconsistentObject } from './metadata/validateMetadata.ts';
import type { Session } from './permissions/resolveSession.ts';
import { liveShape, type CohortVars } from './subscriptions/liveShape.ts';
import { viewDependencies } from './subscriptions/viewDependencies.ts';
import { buildRoleSchema } from './schema/buildRoleSchema.ts';
import { buildRelaySchema } from './schema/relay/buildRelaySchema.ts';

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
  /** Depth, node, token, time and row limits per role (server/engine/apiLimits.ts); none when absent. */
  limits?: ApiLimits;
  /** Told once, at start, of the metadata objects dropped as inconsistent; logged as warnings when absent. */
  onInconsistentMetadata?: (objects: readonly InconsistentObject[]) => void;
  /**
   * `HASURA_GRAPHQL_INFER_FUNCTION_PERMISSIONS`: a role that may read a tracked function's return table may call the
   * function without a function permission. Default true, as Hasura's.
   */
  inferFunctionPermissions?: boolean;
}

/** Which schema a request is answered from: `/v1/graphql`'s (and `/v1alpha1/graphql`'s), or `/v1beta1/relay`'s. */
export type GraphQLApi = 'graphql' | 'relay';

export interface GraphQLRequest {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

export interface Engine {
  readonly catalog: EngineCatalog;
  schemaFor(role: string, backendOnly?: boolean, api?: GraphQLApi): GraphQLSchema;
  /** Answers one request; resolves to the response body (`{"data":…}` or `{"errors":[…]}`), never rejects. */
  execute(request: GraphQLRequest, session: Session, api?: GraphQLApi): Promise<string>;
  /** {@link execute}'s body as UTF-8 bytes, for the HTTP edge: see Note [The body as bytes] in execute/bodyBytes.ts. */
  executeBytes(request: GraphQLRequest, session: Session, api?: GraphQLApi): Promise<Buffer>;
  /**
   * The SQL each root field runs, like Hasura's explain API: one statement per field with its parameters'
   * sources. Throws {@link EngineError} where `execute` would answer with errors.
   */
  explain(request: GraphQLRequest, session: Session, api?: GraphQLApi): { field: string; sql: string; params: ParamRef[]; prepare?: string }[];
  /** Number of (role, operation) entries in the plan cache. */
  readonly cachedPlans: number;
  /** Requests planned afresh (`built`) and served by a cached plan (`reused`) since the engine started. */
  readonly planStats: { readonly built: number; readonly reused: number };
  /** The operation a request would run; throws {@link EngineError} where `execute` would answer with errors. */
  operationType(request: GraphQLRequest, session: Session, api?: GraphQLApi): OperationIR['type'];
  /**
   * Starts a live query (a `subscription` operation): `subscriber.next` gets the response body at once and on every
   * change. Throws {@link EngineError} where `execute` would answer with errors; returns the unsubscribe function.
   */
  subscribe(request: GraphQLRequest, session: Session, subscriber: Subscriber, api?: GraphQLApi): () => void;
  readonly liveQueryStats: LiveQueryStats;
  /** Stops the live-query pollers. */
  close(): void;
  /** The API limits in force, for the HTTP edge's batch check. */
  readonly limits: ApiLimits;
  /** The metadata objects dropped at start, as Hasura's `get_inconsistent_metadata` lists them. */
  readonly inconsistentMetadata: readonly InconsistentObject[];
}

export async function createEngine(options: EngineOptions): Promise<Engine> {
  const { db } = options;
  const limits = options.limits ?? NO_LIMITS;
  // As Hasura does, an object inconsistent with the database is dropped and reported; the rest is served.
  const database = await introspect(db);
  let checked = checkMetadata(options.metadata, database);
  // What only the catalog sees (an enum table's rows, GraphQL names clashing between tables) drops tables too, with
  // what uses them.
  const badTables = await inconsistentTables(checked.metadata, database, db);
  if (badTables.length > 0) {
    const dropped = new Set(badTables.map((o) => o.definition as QualifiedTable).map((t) => tableKey(t.schema, t.name)));
    const rest: Metadata = {
      ...options.metadata,
      sources: options.metadata.sources.map((s) => ({ ...s, tables: s.tables.filter((t) => !dropped.has(tableKey(t.table.schema, t.table.name))) })),
    };
    const again = checkMetadata(rest, database);
    checked = { metadata: again.metadata, inconsistent: [...badTables, ...again.inconsistent] };
  }
  const catalog = await buildCatalog(checked.metadata, database, db, options.inferFunctionPermissions !== false);
  // Functions and computed fields are checked against the tables that survived, as Hasura orders its schema cache.
  checked = { ...checked, inconsistent: [...checked.inconsistent, ...await resolveFunctions(checked.metadata, catalog, db)] };
  // Inherited roles combine the permissions that survived, parents first (catalog/inheritRoles.ts).
  checked = { ...checked, inconsistent: [...checked.inconsistent, ...inheritRoles(checked.metadata, catalog)] };
  (options.onInconsistentMetadata ?? logInconsistentMetadata)(checked.inconsistent);
  const schemas = new Map<string, GraphQLSchema>();
  const plans = new PlanCache<Plan>();
  const planStats = { built: 0, reused: 0 };
  const live = new LiveQueries(db, options.liveQueries ?? { refetchIntervalMs: 1000, batchSize: 100 });
  // What a live query reads: the relations its statement names, each view with the tables beneath it.
  const viewSources = await viewDependencies(db);
  const relations = new Set([...catalog.tables.map((t) => tableKey(t.schema, t.sqlName)), ...viewSources.keys()]);
  const readsOf = (fields: PlannedField[]): Set<string> => {
    const reads = new Set<string>();
    for (const field of fields) {
      if (field.kind !== 'sql') continue;
      for (const [schema, name] of qualifiedNames(field.tree)) {
        const key = tableKey(schema, name);
        if (!relations.has(key) || reads.has(key)) continue;
        reads.add(key);
        for (const source of viewSources.get(key) ?? []) reads.add(source);
      }
    }
    return reads;
  };

  const schemaFor = (role: string, backendOnly = false, api: GraphQLApi = 'graphql'): GraphQLSchema => {
    const key = `${backendOnly ? `${role}\u0000backend` : role}${api === 'relay' ? '\u0000relay' : ''}`;
    let schema = schemas.get(key);
    if (!schema) {
      schema = api === 'relay' ? buildRelaySchema(catalog, role, backendOnly) : buildRoleSchema(catalog, role, backendOnly);
      schemas.set(key, schema);
    }
    return schema;
  };
  const schemaOf = (session: Session, api: GraphQLApi): GraphQLSchema => schemaFor(session.role, session.backendOnly === true, api);

  // The whole of planning, the cache's look-up too (it serialises the values of variables that shape the SQL), runs
  // within the stack guard: a value nested past the stack is the client's mistake.
  const plan = (request: GraphQLRequest, session: Session, variables: Record<string, unknown>, api: GraphQLApi = 'graphql'): Plan =>
    withinStack(() => planUnguarded(request, session, variables, api));

  const planUnguarded = (request: GraphQLRequest, session: Session, variables: Record<string, unknown>, api: GraphQLApi): Plan => {
    const schema = schemaOf(session, api);
    const key = PlanCache.key(apiKey(session, api), request.operationName ?? null, request.query);
    const cached = plans.get(key, variables);
    if (cached) {
      recheckVariables(schema, cached, variables);
      planStats.reused += 1;
      return cached;
    }
    let document: DocumentNode;
    // The token limit stops the parser early, so a document of megabytes costs no more than one at the limit.
    const maxTokens = limitFor(limits, 'tokens', session) ?? undefined;
    try {
      document = parse(request.query, { noLocation: true, maxTokens });
    } catch (error) {
      if (error instanceof GraphQLError && maxTokens !== undefined && /contains more tha[nt] \d+ tokens/.test(error.message)) {
        throw new EngineError('validation-failed', `the operation exceeds the token limit of ${maxTokens}`, '$.query');
      }
      if (error instanceof GraphQLError) throw validationFailed(messages.notAValidQuery, '$.query');
      // A document nested past the parser's stack is no more a valid query than a malformed one.
      if (error instanceof RangeError) throw validationFailed(messages.notAValidQuery, '$.query');
      throw error;
    }
    const planned = planDocument(document, request.operationName ?? null, schema, session, variables);
    plans.set(key, planned, variables);
    planStats.built += 1;
    // Defaults of variables the request left out are values like any other from here on (as on a cached hit).
    Object.assign(variables, planned.ir.variables);
    return planned;
  };

  const planDocument = (
    document: DocumentNode, operationName: string | null, schema: GraphQLSchema, session: Session, variables: Record<string, unknown>,
  ): Plan & { ir: OperationIR } => {
    const ir = buildOperation(schema, { document, operationName, variables }, {
      catalog, role: session.role, stringifyNumeric: options.stringifyNumeric, backendOnly: session.backendOnly === true,
      rowLimit: limitFor(limits, 'rows', session),
      checkOperation: (doc, operation) => { checkOperationShape(limits, session, doc, operation); },
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
    return { type: ir.type, ir, fields, introspection, paramVariables: ir.paramVariables };
  };

  const runMutations = async (planned: Plan, session: Session, variables: Record<string, unknown>): Promise<string> => {
    // The tables the mutation names, and, while live queries run, the ones its triggers wrote too: PostgreSQL counts
    // the transaction's writes per table (pg_stat_xact_user_tables), read before and after (PGlite's counts carry
    // over from earlier transactions, a server's start at zero).
    const written = mutationTargets(planned);
    const counting = live.active;
    const seconds = db.kind === 'postgres' ? limitFor(limits, 'time', session) : null;
    // All root fields of a mutation run in order in one transaction; any failure rolls every one of them back.
    const body = await withTimeLimit(seconds, () => db.transaction(async (tx) => {
      const start = (await tx.query<{ written?: string | null }>(
        counting ? SET_USER_AND_COUNT_WRITES : SET_USER, [JSON.stringify(session.variables)])).rows.at(0);
      // The time limit holds for every statement of the mutation's transaction, triggers included.
      if (seconds !== null) await tx.query("SELECT set_config('statement_timeout', $1, true)", [String(Math.ceil(seconds * 1000))]);
      const ctx = { tx, variables, session: session.variables };
      const parts: string[] = [];
      for (const field of planned.fields) {
        const value = field.kind === 'mutation' ? await runMutation(ctx, field.mutation)
          : field.kind === 'constant' ? field.json : 'null';
        parts.push(`${JSON.stringify(field.alias)}:${value}`);
      }
      if (counting) {
        const end = (await tx.query<{ written: string | null }>(COUNT_WRITES)).rows.at(0);
        const before = new Map(writeCounts(start?.written).map(([schema, name, n]) => [tableKey(schema, name), n]));
        for (const [schema, name, n] of writeCounts(end?.written)) {
          const key = tableKey(schema, name);
          if (n > (before.get(key) ?? 0)) written.add(key);
        }
      }
      return `{"data":{${parts.join(',')}}}`;
    }));
    // Committed: the live queries reading those tables refetch now instead of at their next interval.
    live.written(written);
    return body;
  };

  /** The response body in pieces, the statements' JSON untouched among them (Note [The body as bytes]). */
  const run = async (planned: Plan, schema: GraphQLSchema, session: Session, variables: Record<string, unknown>): Promise<string[]> => {
    if (planned.type === 'mutation') return [await runMutations(planned, session, variables)];
    const introspection = planned.introspection && executeGraphql({
      schema, document: { kind: Kind.DOCUMENT, definitions: [planned.introspection, ...planned.ir.fragments] }, variableValues: variables,
    });
    const seconds = db.kind === 'postgres' ? limitFor(limits, 'time', session) : null;
    // allSettled, not all: when one root field fails the others still finish before the error is answered, so no
    // statement is left running on a connection the caller may close next.
    const settled = await Promise.allSettled(planned.fields.map(async (field): Promise<string> => {
      switch (field.kind) {
        case 'constant': return field.json;
        case 'mutation': throw new Error('a mutation field outside a mutation');
        case 'introspection': return JSON.stringify((await introspection)?.data?.[field.alias] ?? null);
        case 'sql': {
          const args = encodeParams(field.params, variables, session.variables);
          const queryOptions: QueryOptions = {
            ...(field.prepare ? { prepare: field.prepare } : {}), ...(seconds !== null ? { timeoutMs: seconds * 1000 } : {}),
          };
          try {
            const { rows } = await db.query<{ root: string | null }>(field.text, args, queryOptions);
            return rows[0]?.root ?? 'null';
          } catch (error) {
            if (seconds !== null && isStatementTimeout(error)) throw timeLimitExceeded(seconds);
            if (isDatabaseError(error)) throw databaseError(error, field.text, args);
            throw error;
          }
        }
      }
    }));
    const failure = settled.find((r) => r.status === 'rejected');
    if (failure) throw failure.reason;
    const parts = ['{"data":{'];
    settled.forEach((r, i) => {
      parts.push(`${i === 0 ? '' : ','}${JSON.stringify(planned.fields[i].alias)}:`, r.status === 'fulfilled' ? r.value : 'null');
    });
    parts.push('}}');
    return parts;
  };

  const answer = async (request: GraphQLRequest, session: Session, api: GraphQLApi): Promise<string[]> => {
    try {
      const variables = { ...(request.variables ?? {}) };
      const planned = plan(request, session, variables, api);
      return await run(planned, schemaOf(session, api), session, variables);
    } catch (error) {
      const showInternal = session.isAdmin && options.adminInternalErrors !== false;
      return [JSON.stringify({ errors: [toEncodedError(error, showInternal, options.onUnexpectedError)] })];
    }
  };

  return {
    catalog,
    schemaFor,
    get cachedPlans() { return plans.size; },
    get planStats() { return { ...planStats }; },
    explain(request, session, api) {
      const planned = plan(request, session, { ...(request.variables ?? {}) }, api);
      return planned.fields.flatMap((f) => (f.kind === 'sql'
        ? [{ field: f.alias, sql: f.text, params: f.params, ...(f.prepare === undefined ? {} : { prepare: f.prepare }) }] : []));
    },
    operationType(request, session, api) {
      return plan(request, session, { ...(request.variables ?? {}) }, api).type;
    },
    subscribe(request, session, subscriber, api = 'graphql') {
      const variables = { ...(request.variables ?? {}) };
      const planned = plan(request, session, variables, api);
      if (planned.type !== 'subscription') throw new EngineError('validation-failed', 'not a subscription', '$');
      // The time limit is the role's: the shape's key starts with the role, so every subscriber of a shape has it.
      const seconds = db.kind === 'postgres' ? limitFor(limits, 'time', session) : null;
      planned.live ??= {
        ...liveShape(`${apiKey(session, api)}\u0000${request.operationName ?? ''}\u0000${request.query}`, planned.fields, readsOf(planned.fields)),
        ...(seconds === null ? {} : { timeoutMs: seconds * 1000, failure: (error: unknown) => (isStatementTimeout(error) ? timeLimitExceeded(seconds) : error) }),
      };
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
    limits,
    inconsistentMetadata: checked.inconsistent,
    async execute(request, session, api = 'graphql') {
      return (await answer(request, session, api)).join('');
    },
    async executeBytes(request, session, api = 'graphql') {
      return bodyBytes(await answer(request, session, api));
    },
  };
}

/**
 * Runs a stage that walks the request recursively, answering a request nested past the stack (a selection thousands
 * of fields deep, with no depth limit in force) as the client's mistake it is, never as an internal error. Input
 * values are bounded before they get here (MAX_INPUT_DEPTH in ir/coerceInput.ts); this is the net beneath.
 */
function withinStack<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof RangeError && /call stack/i.test(error.message)) {
      throw validationFailed('the operation is nested too deeply', '$');
    }
    throw error;
  }
}

/** Hasura warns of inconsistent metadata when it starts and serves the rest; so does the engine, one line per object. */
function logInconsistentMetadata(objects: readonly InconsistentObject[]): void {
  if (objects.length === 0) return;
  console.warn(`engine: inconsistent metadata: ${objects.length} object(s) dropped; the rest is served`);
  for (const object of objects) console.warn(`engine: dropped ${object.name}: ${object.reason}`);
}

/** The plan cache's role key: a backend-only session sees a different schema than the same role without it. */
const roleKey = (session: Session): string => (session.backendOnly === true ? `${session.role}\u0000backend` : session.role);

/** The plan cache's key of a role's schema: the Relay schema's plans are apart from the ordinary ones. */
const apiKey = (session: Session, api: GraphQLApi): string => (api === 'relay' ? `${roleKey(session)}\u0000relay` : roleKey(session));

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
