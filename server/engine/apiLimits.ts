/**
 * API limits as Hasura Cloud names them (`depth_limit`, `node_limit`, `batch_limit`, `time_limit`, each a global
 * value and per-role values), plus a row fetch limit: the bounds that keep one request from stalling the server.
 * The engine checks depth and nodes when it plans an operation (a cached plan has passed them), the HTTP edge checks
 * the batch, and execution applies the time limit as PostgreSQL's `statement_timeout` and the row limit as every
 * list's LIMIT. As in Hasura, none applies to admin, and depth and node counts skip introspection fields.
 *
 * See Note [Why structural limits first]: on PGlite a statement cannot be cancelled, so depth and nodes must keep
 * every allowed query cheap on their own; the time limit is the second line, on a PostgreSQL server only.
 */
import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { EngineError } from './errors.ts';
import type { Session } from './permissions/resolveSession.ts';

/** One limit: its global value (null: none) and values for named roles, which win over the global one. */
export interface RoleLimit {
  global: number | null;
  perRole: Readonly<Record<string, number>>;
}

export interface ApiLimits {
  /** Off: no limit applies (Hasura's `disabled: true`). */
  disabled: boolean;
  /** Deepest nesting of fields with a selection set (`{ a { b { c } } }` is 2: `a`, `b`). */
  depth: RoleLimit;
  /** Fields with a selection set in the operation, fragments expanded. */
  node: RoleLimit;
  /** Operations in one batched HTTP request. */
  batch: RoleLimit;
  /** Seconds one operation's statements may run (PostgreSQL server only). */
  time: RoleLimit;
  /** Rows one list (root list field, array relationship, aggregate's `nodes`) may return; aggregates count all rows. */
  rows: RoleLimit;
  /** GraphQL tokens the parser reads before it gives up, so a huge document costs no more than a small one. */
  tokens: RoleLimit;
  /**
   * Bytes of one `/v1/graphql` request body. The HTTP server reads none past its own limit (GRAPHQL_BODY_LIMIT, for
   * every caller); this one, lower, is each role's but admin's: variables cost to decode, check and bind in
   * proportion to their size (see Note [Why structural limits first]).
   */
  body: RoleLimit;
}

const none: RoleLimit = { global: null, perRole: {} };

/** Every limit off: what tests of other behaviour and admin tooling get unless they ask for limits. */
export const NO_LIMITS: ApiLimits = { disabled: true, depth: none, node: none, batch: none, time: none, rows: none, tokens: none, body: none };

/**
 * The defaults: above what the portal sends (its deepest query is 5, its widest 27 nodes and about 600 tokens; it
 * sends no batches; its longest list, "All" companies of the large data set, is 10,000 rows; its largest request a
 * few kilobytes), and tight where cost multiplies: each level of a cycle (company → organization → companies …)
 * multiplies the rows read, so depth stays one above the portal's. On the demo data the deepest query they allow
 * answers in about 20 ms on PGlite, where the same cycle 15 deep ran 31 s; 256 KiB of variables (6,000 ids in an
 * `_in`) cost about as much, where the 5 MiB the HTTP server reads for admin cost 0.3-0.5 s.
 */
export const DEFAULT_API_LIMITS: ApiLimits = {
  disabled: false,
  depth: { global: 6, perRole: {} },
  node: { global: 50, perRole: {} },
  batch: { global: 10, perRole: {} },
  time: { global: 10, perRole: {} },
  rows: { global: 100_000, perRole: {} },
  tokens: { global: 10_000, perRole: {} },
  body: { global: 256 * 1024, perRole: {} },
};

/** The value of `limit` for this session: null when none applies (admin, limits off, no value for the role). */
export function limitFor(limits: ApiLimits, limit: keyof Omit<ApiLimits, 'disabled'>, session: Pick<Session, 'role' | 'isAdmin'>): number | null {
  if (limits.disabled || session.isAdmin) return null;
  const value = limits[limit];
  return value.perRole[session.role] ?? value.global;
}

/** The depth and node count of an operation, fragments expanded once per use, introspection fields left out. */
export function operationShape(document: DocumentNode, operation: OperationDefinitionNode): { depth: number; nodes: number } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  let nodes = 0;
  // `active` guards against fragment cycles (validation refuses them later; here they must only not loop).
  const walk = (set: SelectionSetNode, active: Set<string>): number => {
    let deepest = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!selection.selectionSet || selection.name.value === '__schema' || selection.name.value === '__type') continue;
        nodes += 1;
        deepest = Math.max(deepest, 1 + walk(selection.selectionSet, active));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, walk(selection.selectionSet, active));
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || active.has(name)) continue;
        active.add(name);
        deepest = Math.max(deepest, walk(fragment.selectionSet, active));
        active.delete(name);
      }
    }
    return deepest;
  };
  const depth = walk(operation.selectionSet, new Set());
  return { depth, nodes };
}

/**
 * Refuses an operation deeper or wider than the session's limits, with `validation-failed` at `$` (Hasura Cloud
 * publishes no text for these refusals; the messages say which limit and by how much).
 */
export function checkOperationShape(limits: ApiLimits, session: Pick<Session, 'role' | 'isAdmin'>, document: DocumentNode, operation: OperationDefinitionNode): void {
  const depthLimit = limitFor(limits, 'depth', session);
  const nodeLimit = limitFor(limits, 'node', session);
  if (depthLimit === null && nodeLimit === null) return;
  const { depth, nodes } = operationShape(document, operation);
  if (depthLimit !== null && depth > depthLimit) {
    throw new EngineError('validation-failed', `the operation's depth (${depth}) exceeds the depth limit of ${depthLimit}`);
  }
  if (nodeLimit !== null && nodes > nodeLimit) {
    throw new EngineError('validation-failed', `the operation's node count (${nodes}) exceeds the node limit of ${nodeLimit}`);
  }
}

/** Refuses a batched request of more operations than the session's batch limit. */
export function checkBatch(limits: ApiLimits, session: Pick<Session, 'role' | 'isAdmin'>, size: number): void {
  const limit = limitFor(limits, 'batch', session);
  if (limit !== null && size > limit) {
    throw new EngineError('validation-failed', `the batch of ${size} operations exceeds the batch limit of ${limit}`);
  }
}

/**
 * The largest body any role but admin may send (null: none), for what cannot tell roles apart before reading a
 * message: a websocket's frames are read before the operation in them says who sends it.
 */
export function largestBodyLimit(limits: ApiLimits): number | null {
  if (limits.disabled || limits.body.global === null) return null;
  return Math.max(limits.body.global, ...Object.values(limits.body.perRole));
}

/** The refusal of a request body over the session's body limit (the HTTP edge answers it with a 413), or null. */
export function bodyRefusal(limits: ApiLimits, session: Pick<Session, 'role' | 'isAdmin'>, bytes: number): EngineError | null {
  const limit = limitFor(limits, 'body', session);
  return limit !== null && bytes > limit ? new EngineError('bad-request', `the request body exceeds the limit of ${limit} bytes`) : null;
}

/** The refusal of a statement PostgreSQL cancelled at the time limit. */
export const timeLimitExceeded = (seconds: number): EngineError =>
  new EngineError('unexpected', `the operation exceeded the time limit of ${seconds} s`);

/*
 * Note [Why structural limits first]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * PGlite is PostgreSQL compiled to WebAssembly, running on the Node thread that serves every request: while it runs
 * a statement nothing else runs, and nothing can interrupt it (it ignores `statement_timeout`, which needs a signal
 * it never gets). A query of company → organization → companies … 15 deep ran 31 s there, and every request waited.
 * So the limits that keep an embedded server responsive are the ones checked before any SQL runs: depth (each level
 * of a cycle multiplies the rows), nodes, tokens (the parser's work), the batch size and the body size (variables are
 * decoded, checked and bound, PGlite parsing each bound array on this same thread), with defaults at which the
 * costliest allowed request stays cheap. On a PostgreSQL server the statement runs elsewhere and the event loop stays
 * free; there the time limit (`statement_timeout`: the connection's for a read, `set_config(…, true)` in a mutation's
 * transaction) also frees the connection and the server's CPU.
 */
