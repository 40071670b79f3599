/**
 * The mock's database: which ids each table holds, the row of an id, and which rows a list shows (its parent's
 * share of the table, filtered by id, ordered and paged as Hasura would). Nothing is stored: all of it follows from
 * the seed and the day, so two environments with the same seed agree row for row.
 */
import { DEMO_INVESTOR } from './demoInvestor.ts';
import { DERIVED_TABLES, RELATED_TABLES, type DerivedRow, type DerivedSource } from './mockDerived.ts';
import { hashKey, uuidFromSeed } from './mockIds.ts';
import { ROW_BUILDERS, type Row, type RowTools } from './mockRows.ts';
import { FOREIGN_KEYS, TABLES, VALUE_TABLES, tableRows } from './mockTables.ts';
import { seededFaker, startOfUtcDay } from './mockValues.ts';
import { matchesWhere, orderPaths, valueAt, type Related } from './mockWhere.ts';

/** One row of a list: its id (`value` in the enum tables) and its position in the table. */
export interface Slot {
  readonly id: string;
  readonly ordinal: number;
}

export interface ListRequest {
  /** The id of the row the list hangs from (an organization for its `companies`); none for a root list. */
  readonly parentId?: string;
  /** The field's name, which tells two lists of the same parent apart. */
  readonly field: string;
  /** The field's arguments: `where` (by id), `order_by`, `limit`, `offset`. */
  readonly args: Readonly<Record<string, unknown>>;
}

export interface MockDatabase {
  readonly seed: number;
  readonly today: Date;
  idOf(table: string, ordinal: number): string;
  /** The row of `id`, built on first use; shared, so callers copy it before changing it. */
  rowOf(table: string, id: string): Readonly<Row>;
  /** The id of the `table` row that row `fromId` points to through `relationship` when no column says which. */
  ref(table: string, fromId: string, relationship: string): string;
  list(table: string, request: ListRequest): readonly Slot[];
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The ids a `where` pins down (`{id: {_eq}}`, `{id: {_in}}`, or `value` for enum tables), if it does. */
export function pinnedIds(where: unknown): string[] | undefined {
  if (!isRecord(where)) return undefined;
  const column = isRecord(where.id) ? where.id : isRecord(where.value) ? where.value : undefined;
  if (!column) return undefined;
  if (typeof column._eq === 'string') return [column._eq];
  if (Array.isArray(column._in)) return column._in.filter((id): id is string => typeof id === 'string');
  return undefined;
}

/** `order_by` as Hasura takes it, one object or a list, reduced to the columns of the row and their direction. */
function orderTerms(orderBy: unknown): [column: string, direction: string][] {
  const terms = Array.isArray(orderBy) ? orderBy : [orderBy];
  return terms.filter(isRecord).flatMap((term) =>
    Object.entries(term).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Hasura's (PostgreSQL's) order: numbers as numbers, text by collation, nulls after everything else. */
export function compareValues(a: unknown, b: unknown): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  if (typeof a === 'string' && typeof b === 'string') {
    if (NUMBER.test(a) && NUMBER.test(b)) return Number(a) - Number(b);
    return a.localeCompare(b, 'pt-BR');
  }
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return JSON.stringify(a).localeCompare(JSON.stringify(b));
}

function createDatabase(seed: number, today: Date): MockDatabase {
  const rows = new Map<string, Row>();
  const lists = new Map<string, Slot[]>();
  const ordinals = new Map<string, number>();

  const derived = new Map<string, { all: readonly DerivedRow[]; byId: ReadonlyMap<string, DerivedRow> }>();
  /** A derived table's rows, computed on first use (after the rows they are computed from). */
  const derivedRows = (table: string) => {
    let computed = derived.get(table);
    if (!computed) {
      const all = DERIVED_TABLES[table].rows(source);
      computed = { all, byId: new Map(all.map((row) => [row.id, row])) };
      derived.set(table, computed);
    }
    return computed;
  };

  const idOf = (table: string, ordinal: number): string => {
    const values = VALUE_TABLES[table] as (typeof VALUE_TABLES)[string] | undefined;
    if (values) return values[ordinal % values.length].value;
    if (table in DERIVED_TABLES) {
      const { all } = derivedRows(table);
      return all.length > 0 ? all[ordinal % all.length].id : uuidFromSeed(hashKey(seed, table, ordinal));
    }
    if (table === 'users' && ordinal === 0) return DEMO_INVESTOR.id;
    return uuidFromSeed(hashKey(seed, table, ordinal));
  };
  // Every table's own ids, so that a row asked for by id (a `_by_pk` after a reload) gets its position back.
  for (const table of [...Object.keys(TABLES), ...Object.keys(VALUE_TABLES)]) {
    for (let ordinal = 0; ordinal < tableRows(table, false); ordinal++) {
      ordinals.set(`${table}/${idOf(table, ordinal)}`, ordinal);
    }
  }
  const ordinalOf = (table: string, id: string): number =>
    ordinals.get(`${table}/${id}`) ?? hashKey(seed, table, id) % tableRows(table, false);
  const ref = (table: string, fromId: string, relationship: string): string =>
    idOf(table, hashKey(seed, fromId, relationship) % tableRows(table, false));

  const rowOf = (table: string, id: string): Row => {
    const cacheKey = `${table}/${id}`;
    const cached = rows.get(cacheKey);
    if (cached) return cached;
    const ordinal = ordinalOf(table, id);
    const values = VALUE_TABLES[table] as (typeof VALUE_TABLES)[string] | undefined;
    const build = ROW_BUILDERS[table] as (typeof ROW_BUILDERS)[string] | undefined;
    let row: Row;
    if (table in DERIVED_TABLES) {
      const byId = DERIVED_TABLES[table].byId;
      row = derivedRows(table).byId.get(id)?.row ?? (byId ? byId(id, source) : { id });
    } else if (values) {
      row = { ...(values.find((candidate) => candidate.value === id) ?? values[ordinal % values.length]) };
    } else if (build) {
      const tools: RowTools = {
        f: seededFaker(hashKey(seed, table, id)), today, ordinal, idOf,
        ref: (target, relationship) => ref(target, id, relationship),
      };
      row = build(id, tools);
    } else {
      row = { id };
    }
    rows.set(cacheKey, row);
    return row;
  };

  /** What the derived tables are computed from: this database's own rows. */
  const source: DerivedSource = { seed, today, idOf, rowOf };

  /** The row a derived row points to through `relationship`: its foreign-key column names it. */
  const related: Related = (row, relationship) => {
    const table = RELATED_TABLES[relationship] as string | undefined;
    const id = row[(FOREIGN_KEYS[relationship] as string | undefined) ?? `${relationship}_id`];
    return table !== undefined && typeof id === 'string' ? rowOf(table, id) : undefined;
  };

  /** A derived table's list: its rows that pass the `where`, and under a parent those that point to it. */
  const derivedList = (table: string, parentId: string | undefined, args: ListRequest['args']): Slot[] =>
    derivedRows(table).all.flatMap(({ id, row }, ordinal) => {
      const underParent = parentId === undefined || Object.values(row).includes(parentId);
      return underParent && matchesWhere(row, args.where, related) ? [{ id, ordinal }] : [];
    });

  const list = (table: string, { parentId, field, args }: ListRequest): Slot[] => {
    const cacheKey = JSON.stringify([table, parentId, field, args]);
    const cached = lists.get(cacheKey);
    if (cached) return cached;
    const pinned = pinnedIds(args.where);
    let slots: Slot[];
    if (table in DERIVED_TABLES) {
      slots = derivedList(table, parentId, args);
    } else if (pinned) {
      slots = pinned.map((id) => ({ id, ordinal: ordinalOf(table, id) }));
    } else {
      // A parent's rows are a run of consecutive rows of the table, starting where its id says.
      const size = tableRows(table, false);
      const start = parentId === undefined ? 0 : hashKey(seed, parentId, field) % size;
      slots = Array.from({ length: tableRows(table, parentId !== undefined) }, (_, i) => {
        const ordinal = (start + i) % size;
        return { id: idOf(table, ordinal), ordinal };
      });
    }
    // A derived table's rows also sort through their relationships (a document by its file's name).
    const terms = table in DERIVED_TABLES ? orderPaths(args.order_by)
      : orderTerms(args.order_by).map(([column, direction]): [string[], string] => [[column], direction]);
    for (const [path, direction] of terms.reverse()) {
      const descending = direction.startsWith('desc');
      slots = slots.toSorted((a, b) => {
        const order = compareValues(valueAt(rowOf(table, a.id), path, related), valueAt(rowOf(table, b.id), path, related));
        return descending ? -order : order;
      });
    }
    const offset = typeof args.offset === 'number' ? args.offset : 0;
    const limit = typeof args.limit === 'number' ? args.limit : Infinity;
    slots = slots.slice(offset, offset + limit);
    lists.set(cacheKey, slots);
    return slots;
  };

  return { seed, today, idOf, rowOf, ref, list };
}

const databases = new Map<string, MockDatabase>();

/** The database of `seed` on `today`'s day; one per pair, so its rows are built once per session. */
export function mockDatabase(seed: number, today: Date): MockDatabase {
  const day = startOfUtcDay(today);
  const key = `${seed}/${day.toISOString()}`;
  let database = databases.get(key);
  if (!database) {
    database = createDatabase(seed, day);
    databases.set(key, database);
  }
  return database;
}
