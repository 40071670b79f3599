/**
 * The typed request after validation against a role's schema, with the role's permissions already folded in
 * (Hasura's `IR` + `TablePerm`): every read carries its permission filter and row limit, so `compile/` turns this
 * into SQL without knowing about roles. Names here are SQL names; GraphQL names survive only as output aliases.
 */
import type { FieldNode } from 'graphql';
import type { SpatialFn } from '../spatialOperators.ts';

/** Where a bind parameter's value comes from when a plan runs. */
export type ValueSource =
  | { kind: 'const'; value: unknown }
  | { kind: 'variable'; name: string }
  | { kind: 'session'; name: string }
  /** Every session variable as one JSON object: a function's `session_argument`. */
  | { kind: 'sessionJson' }
  /** A streaming subscription's cursor: its initial value, then the last row sent (kept per cohort). */
  | { kind: 'cursor'; name: string; initial: { kind: 'const'; value: unknown } | { kind: 'variable'; name: string } };

/**
 * How a JSON value becomes the text of a bind parameter: `text` for scalars, `json` for json/jsonb values, `array`
 * and `json-array` for lists (a PostgreSQL array literal).
 */
export type ParamFormat = 'text' | 'json' | 'array' | 'json-array';

export interface ParamRef {
  source: ValueSource;
  format: ParamFormat;
  /** The SQL type the parameter is cast to (`uuid`, `text[]` …). */
  cast: string;
}

export interface TableRef {
  schema: string;
  name: string;
}

/** Column pairs joining the enclosing row (first) to the rows of the inner table (second). */
export type JoinMapping = readonly (readonly [string, string])[];

export type CompareOp =
  | '_eq' | '_neq' | '_gt' | '_gte' | '_lt' | '_lte' | '_in' | '_nin'
  | '_like' | '_nlike' | '_ilike' | '_nilike' | '_similar' | '_nsimilar'
  | '_regex' | '_iregex' | '_nregex' | '_niregex'
  | '_contains' | '_contained_in' | '_has_key' | '_has_keys_all' | '_has_keys_any'
  | '_ancestor' | '_ancestor_any' | '_descendant' | '_descendant_any' | '_matches' | '_matches_any' | '_matches_fulltext';


export type ColumnCompareOp = '_ceq' | '_cne' | '_cgt' | '_cgte' | '_clt' | '_clte';

/** A column of the table in scope; `root` names the permission's own table from inside an `_exists`/relationship. */
export interface ColumnRef {
  column: string;
  scope: 'current' | 'root';
  /** `_cast: {String: …}` on jsonb compares the column's text. */
  castToText?: boolean;
  /** `_cast: {geography: …}` on geometry (and back) compares the column cast to that type. */
  castTo?: 'geometry' | 'geography';
  /** A scalar computed field: the value is this call over the row in scope instead of the column `column`. */
  computed?: FunctionCallIR;
  /** An inherited role sees the value only where this holds (null elsewhere): see Note [Redacted values]. */
  redacted?: BoolExpIR;
}

/** What one argument of a SQL function call receives. */
export type FunctionArgValue =
  | { kind: 'value'; value: ParamRef }
  /** The row in scope (a computed field's table argument), rebuilt as a value of the table's row type. */
  | { kind: 'row'; table: TableRef; columns: readonly string[] };

/**
 * A call of a tracked function or a computed field's function. Arguments are in the function's order; those before
 * the first omitted one are passed by position, the rest by name (PostgreSQL's mixed notation), so omitted ones take
 * their defaults.
 */
export interface FunctionCallIR {
  fn: TableRef;
  args: { position: number; name: string | null; value: FunctionArgValue }[];
}

export type BoolExpIR =
  | { kind: 'true' }
  | { kind: 'false' }
  | { kind: 'and'; items: BoolExpIR[] }
  | { kind: 'or'; items: BoolExpIR[] }
  | { kind: 'not'; item: BoolExpIR }
  | { kind: 'compare'; column: ColumnRef; op: CompareOp; value: ParamRef }
  | { kind: 'isNull'; column: ColumnRef; isNull: boolean }
  | { kind: 'compareColumn'; column: ColumnRef; op: ColumnCompareOp; other: ColumnRef }
  /** A PostGIS predicate (compile/postgis.ts): `fn(column, operand)`, or `fn(column, from, distance[, use_spheroid])`. */
  | { kind: 'spatial'; column: ColumnRef; fn: SpatialFn; args: ParamRef[] }
  /**
   * Some row of `table` (joined to the current row when `join` is set) satisfies `filter`; with `call`, the rows
   * are the function's (a table computed field of the current row) instead of the table's.
   */
  | { kind: 'exists'; table: TableRef; join: JoinMapping | null; filter: BoolExpIR; call?: FunctionCallIR }
  /** An aggregation predicate: `fn` over the related rows passing `filter`, compared by `predicate`. */
  | {
      kind: 'aggregate'; table: TableRef; join: JoinMapping; filter: BoolExpIR;
      fn: 'count' | 'bool_and' | 'bool_or'; columns: string[]; distinct: boolean; predicate: AggregatePredicate[];
    };

export interface AggregatePredicate {
  op: '_eq' | '_neq' | '_gt' | '_gte' | '_lt' | '_lte' | '_in' | '_nin' | '_is_null';
  value: ParamRef | boolean;
}

export type OrderTarget =
  | { kind: 'column'; column: string; redacted?: BoolExpIR }
  /** A scalar computed field of the row. */
  | { kind: 'computed'; call: FunctionCallIR; redacted?: BoolExpIR }
  /** A column reached through an object relationship, read under the target's permission filter. */
  | { kind: 'object'; table: TableRef; join: JoinMapping; filter: BoolExpIR; target: OrderTarget }
  /** An aggregate over an array relationship's visible rows: `count(*)` or `fn(column)`. */
  | {
      kind: 'aggregate'; table: TableRef; join: JoinMapping; filter: BoolExpIR; fn: AggregateOp | 'count'; column: string | null;
      redacted?: BoolExpIR;
    };

export interface OrderByIR {
  target: OrderTarget;
  direction: 'asc' | 'desc';
  nulls: 'first' | 'last';
}

/** A filtered, ordered, paginated set of rows of one table: Hasura's select arguments plus the permission. */
export interface RowsIR {
  table: TableRef;
  /** The role's filter ANDed with the request's `where` (and the primary key for `_by_pk`). */
  where: BoolExpIR;
  orderBy: OrderByIR[];
  /** SQL column names for `DISTINCT ON`. */
  distinctOn: string[];
  /** Redactions of `distinctOn` columns by name (see Note [Redacted values]): rows are told apart by what the role sees. */
  distinctRedacted?: Readonly<Record<string, BoolExpIR>>;
  /** min(requested limit, permission limit), or null for none. */
  limit: number | null;
  offset: number | null;
  /**
   * A limit or offset taken from a request variable is a parameter (`LIMIT least($n, <permission limit>)`), so one
   * plan serves every page; `limit` then holds only the permission's limit.
   */
  limitParam?: ParamRef;
  offsetParam?: ParamRef;
  /**
   * An aggregate's permission row limit, which caps only its `nodes`: its figures count every permitted row, as
   * Hasura's do (its issue 1837). `limit` then holds only the requested limit, which caps both.
   */
  nodesLimit?: number;
  /**
   * Read the rows from this JSON array of row objects (`json_populate_recordset`) instead of the table: a
   * mutation's written rows, so `returning` sees them as written and its relationships see the whole transaction.
   */
  source?: ParamRef;
  /**
   * Read the rows this function returns instead of the table (a tracked function, or a table computed field whose
   * row argument is the parent row).
   */
  call?: FunctionCallIR;
}

/** How a column's value is written into the response JSON (`geojson`: a geometry or geography as GeoJSON). */
export type ColumnOutput = 'json' | 'text' | 'geojson';

export type FieldIR =
  | { alias: string; kind: 'typename'; name: string }
  | { alias: string; kind: 'column'; column: string; output: ColumnOutput; jsonPath: ParamRef | null; redacted?: BoolExpIR }
  /** A scalar computed field: its function over the row. */
  | { alias: string; kind: 'computed'; call: FunctionCallIR; output: ColumnOutput; redacted?: BoolExpIR }
  | { alias: string; kind: 'object'; join: JoinMapping; rows: RowsIR; fields: FieldIR[] }
  | { alias: string; kind: 'array'; join: JoinMapping; rows: RowsIR; fields: FieldIR[] }
  | { alias: string; kind: 'aggregate'; join: JoinMapping; rows: RowsIR; fields: AggregateFieldIR[] }
  /** Relay: the row's global id (its table and primary key values), and an array relationship as a connection. */
  | { alias: string; kind: 'node_id'; table: TableRef; columns: string[] }
  | { alias: string; kind: 'connection'; join: JoinMapping; connection: ConnectionIR };

/**
 * A Relay connection (`/v1beta1/relay`): `rows` ordered by the request's `order_by` and then the primary key, so
 * every row has a distinct cursor (the JSON object of its order values, `keys[i]` the path of `rows.orderBy[i]`),
 * the rows past the `after`/`before` cursor (`split`: one value per order item, null for SQL NULL), then the
 * `first`/`last` of them.
 */
export interface ConnectionIR {
  rows: RowsIR;
  keys: string[][];
  split: { kind: 'after' | 'before'; values: (ParamRef | null)[] } | null;
  slice: { kind: 'first' | 'last'; count: number } | null;
  fields: ConnectionFieldIR[];
}

export type ConnectionFieldIR =
  | { alias: string; kind: 'typename'; name: string }
  | { alias: string; kind: 'edges'; fields: EdgeFieldIR[] }
  | { alias: string; kind: 'pageInfo'; fields: PageInfoFieldIR[] };

export type EdgeFieldIR =
  | { alias: string; kind: 'typename'; name: string }
  | { alias: string; kind: 'cursor' }
  | { alias: string; kind: 'node'; fields: FieldIR[] };

export type PageInfoFieldIR =
  | { alias: string; kind: 'typename'; name: string }
  | { alias: string; kind: 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor' };

export type AggregateOp =
  | 'sum' | 'avg' | 'max' | 'min' | 'stddev' | 'stddev_pop' | 'stddev_samp' | 'var_pop' | 'var_samp' | 'variance';

export type AggregateFieldIR =
  | { alias: string; kind: 'typename'; name: string }
  | { alias: string; kind: 'nodes'; fields: FieldIR[] }
  | { alias: string; kind: 'aggregate'; fields: AggregateValueIR[] };

export type AggregateValueIR =
  | { alias: string; kind: 'typename'; name: string }
  | { alias: string; kind: 'count'; columns: string[]; distinct: boolean; redacted?: Readonly<Record<string, BoolExpIR>> }
  | { alias: string; kind: 'op'; op: AggregateOp; fields: AggregateColumnIR[] };

export type AggregateColumnIR =
  | { alias: string; kind: 'typename'; name: string }
  | { alias: string; kind: 'column'; column: string; output: ColumnOutput; redacted?: BoolExpIR };

/** One root field of an operation: each compiles to one SQL statement (or to a constant). */
export type RootFieldIR =
  | { alias: string; kind: 'typename'; name: string }
  /** `__schema` / `__type`: answered by graphql-js from the role's schema, not by SQL. */
  | { alias: string; kind: 'introspection'; nodes: readonly FieldNode[] }
  | { alias: string; kind: 'select'; rows: RowsIR; fields: FieldIR[] }
  | { alias: string; kind: 'select_by_pk'; rows: RowsIR; fields: FieldIR[] }
  | { alias: string; kind: 'select_aggregate'; rows: RowsIR; fields: AggregateFieldIR[] }
  | { alias: string; kind: 'mutation'; mutation: MutationIR }
  | { alias: string; kind: 'select_stream'; rows: RowsIR; fields: FieldIR[]; cursor: StreamCursorIR }
  | { alias: string; kind: 'connection'; connection: ConnectionIR };

/** `T_stream`'s cursor (contract §1.9): rows past the cursor on `column`, in its order, `batchSize` at a time. */
export interface StreamCursorIR {
  column: string;
  ordering: 'ASC' | 'DESC';
}


/** One row of an insert, with the inserts of its relationships (contract §1.8, §6.2). */
export interface InsertRowIR {
  /** SQL column → value, presets included. */
  values: Map<string, ParamRef>;
  /** Object relationships whose row is inserted first; its key columns then fill this row's `mapping[i][0]`. */
  before: NestedInsertIR[];
  /** Relationships inserted after this row, with this row's `mapping[i][0]` values copied into theirs. */
  after: NestedInsertIR[];
}

export interface NestedInsertIR {
  relationship: string;
  mapping: JoinMapping;
  insert: InsertIR;
}

export interface OnConflictIR {
  constraint: string;
  /** Columns set from EXCLUDED; empty means DO NOTHING. */
  updateColumns: string[];
  /** The request's `where` ANDed with the role's update filter, the DO UPDATE condition. */
  where: BoolExpIR;
  /** Update-permission presets, applied in the upsert too. */
  presets: Map<string, ParamRef>;
}

export interface InsertIR {
  table: TableRef;
  /** Every column of the table, in order: the column list when a row supplies none. */
  tableColumns: string[];
  /** SQL column → the type its values are cast to, for key values copied between nested inserts. */
  columnCasts: Readonly<Record<string, string>>;
  rows: InsertRowIR[];
  onConflict: OnConflictIR | null;
  check: BoolExpIR;
  /** Request path of the rows, for errors. */
  path: string;
}

export type UpdateOpIR =
  | { op: '_set'; column: string; value: ParamRef }
  | { op: '_inc' | '_append' | '_prepend' | '_delete_key' | '_delete_elem' | '_delete_at_path'; column: string; value: ParamRef };

export interface UpdateIR {
  table: TableRef;
  ops: UpdateOpIR[];
  /** Permission filter AND the request's where (or primary key). */
  where: BoolExpIR;
  check: BoolExpIR;
}

export interface DeleteIR {
  table: TableRef;
  where: BoolExpIR;
}

/** What a mutation answers with: the `T_mutation_response` object's fields, or one row (`_one`, `_by_pk`). */
export type MutationOutputIR =
  | { kind: 'response'; fields: MutationResponseFieldIR[]; rows: RowsIR | null }
  | { kind: 'row'; fields: FieldIR[]; rows: RowsIR };

export type MutationResponseFieldIR =
  | { alias: string; kind: 'typename'; name: string }
  | { alias: string; kind: 'affected_rows' }
  | { alias: string; kind: 'returning'; fields: FieldIR[] };

export type MutationIR =
  | { alias: string; kind: 'insert'; insert: InsertIR; output: MutationOutputIR }
  | { alias: string; kind: 'update'; updates: UpdateIR[]; many: boolean; output: MutationOutputIR }
  | { alias: string; kind: 'delete'; remove: DeleteIR; output: MutationOutputIR }
  /** A VOLATILE tracked function (`exposed_as: mutation`): its rows read under the select permission, in the transaction. */
  | { alias: string; kind: 'function'; rows: RowsIR; fields: FieldIR[] };
