/**
 * Resolvers for relay-test-utils' `MockPayloadGenerator`, keyed by GraphQL type name, that answer any operation of
 * the investor schema with realistic, deterministic data: Brazilian names, valid CNPJs, amounts in reais, recent
 * dates. The mock environment (`npm run dev:mock`) and the component tests share them.
 *
 * How the generator uses them (relay-test-utils/lib/RelayMockPayloadGenerator.js):
 * - For each object field it calls the resolver of the field's type, with the field's name, alias, arguments and
 *   path. The object returned gives the values of the scalar fields selected under it, by name; so each table's
 *   resolver returns a whole row (mockRows.ts), which works without `@relay_test_operation`.
 * - A plural field has as many items as the array its parent's object holds under its name, else one. The parent
 *   cannot see what is selected under it, so the lengths come from the operation: `listFields` (operationPlan.ts).
 * - A scalar field that the object lacks (an alias, an aggregate) asks the resolver of its scalar type.
 *
 * The generator walks a parent before its children, so every object is recorded here by path as it is made: a
 * child finds its row through its parent's foreign key, and a list item finds its place in its parent's list.
 */
import type { MockResolver, MockResolverContext, MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { STAT_KINDS, statsRow } from './mockAggregates.ts';
import { isRecord, mockDatabase, pinnedIds, type Slot } from './mockDatabase.ts';
import { hashKey, uuidFromSeed } from './mockIds.ts';
import type { Row } from './mockRows.ts';
import { SCALAR_TYPES, scalarValue } from './mockScalars.ts';
import { DERIVED_TABLE_NAMES, FOREIGN_KEYS, TABLES, VALUE_TABLES, tableOfType } from './mockTables.ts';
import { seededFaker } from './mockValues.ts';

/** The seed of `npm run dev:mock` and of the tests. */
export const MOCK_SEED = 2026;

/** A plural field selected under some path of an operation. */
export interface ListField {
  readonly alias: string;
  readonly name: string;
  /** The type of its items, e.g. `portfolio_company`. */
  readonly type: string;
  /** Its arguments, variables replaced by their values. */
  readonly args: Readonly<Record<string, unknown>>;
}

export interface MockResolverOptions {
  /** @default MOCK_SEED */
  seed?: number;
  /** Dates fall in the three years before this day. @default now */
  today?: Date;
  /** The plural fields under each path (`organization.companies`, root `''`); without them every list has one item. */
  listFields?: ReadonlyMap<string, readonly ListField[]>;
  /**
   * Resolvers that take precedence. For an object type, the object returned is laid over the generated row, so
   * `{ portfolio_company: () => ({ name: 'Acme' }) }` renames every company and keeps the rest realistic; `null`
   * makes the field null. An array under a list's name (`{ Query: () => ({ portfolio_company: [{}, {}] }) }`) sets
   * the list's length, and objects in it are laid over the rows.
   */
  overrides?: MockResolvers;
}

/** What an object resolver knows of one object it made, by path. */
interface Placed {
  readonly type: string;
  readonly name: string | null;
  readonly args: Readonly<Record<string, unknown>>;
  readonly row: Row;
  /** The row's id, for the lists and relationships under it; none for aggregates and the root. */
  readonly entityId?: string;
}

const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'];
const INDEX = /^\d+$/;
const key = (path: readonly string[]) => path.join('/');
const withoutIndices = (path: readonly string[]) => path.filter((part) => !INDEX.test(part)).join('.');
/** `companies` for `companies_aggregate`: an aggregate counts the rows its list would show. */
const listName = (name: string | null) => (name ?? '').replace(/_aggregate$/, '');

/** An input object's columns; nested inserts (`{organization: {data: …}}`) are relationships, not columns. */
function columnsOf(input: unknown): Row {
  if (!isRecord(input)) return {};
  return Object.fromEntries(Object.entries(input).filter(([, value]) => !(isRecord(value) && 'data' in value)));
}

export function createMockResolvers(options: MockResolverOptions = {}): MockResolvers {
  const seed = options.seed ?? MOCK_SEED;
  const db = mockDatabase(seed, options.today ?? new Date());
  const overrides: MockResolvers = options.overrides ?? {};
  const placed = new Map<string, Placed>();

  const nearestEntity = (path: readonly string[]): string | undefined => {
    for (let end = path.length; end > 0; end--) {
      const entityId = placed.get(key(path.slice(0, end)))?.entityId;
      if (entityId !== undefined) return entityId;
    }
    return undefined;
  };
  const newId = (table: string, input: unknown) => uuidFromSeed(hashKey(seed, table, 'new', JSON.stringify(input)));

  /** The rows of the list at `listPath`, asked for by `field` with `args` (an aggregate's own, for its `nodes`). */
  const slotsAt = (table: string, listPath: readonly string[], field: string, args: Placed['args']): readonly Slot[] =>
    db.list(table, { parentId: nearestEntity(listPath.slice(0, -1)), field, args });

  /** Which row of `table` the object at `ctx.path` is; null for an empty nullable relationship. */
  function identify(table: string, ctx: MockResolverContext): string | null {
    const args = ctx.args ?? {};
    const path = ctx.path ?? [];
    const pk = isRecord(args.pk_columns) ? args.pk_columns : args;
    if (typeof pk.id === 'string') return pk.id;
    if (typeof pk.value === 'string' && table in VALUE_TABLES) return pk.value;
    if (isRecord(args.object)) return typeof args.object.id === 'string' ? args.object.id : newId(table, args.object);
    const last = path.at(-1);
    if (last !== undefined && INDEX.test(last)) {
      const index = Number(last);
      const holder = placed.get(key(path.slice(0, -2)));
      if (holder && ctx.name === 'returning') {
        const object: unknown = Array.isArray(holder.args.objects) ? holder.args.objects[index] : undefined;
        if (isRecord(object) && typeof object.id === 'string') return object.id;
        return pinnedIds(holder.args.where)?.[index] ?? newId(table, object ?? index);
      }
      const nodes = holder !== undefined && ctx.name === 'nodes' && holder.type.endsWith('_aggregate');
      const slots = nodes
        ? slotsAt(table, path.slice(0, -1), listName(holder.name), holder.args)
        : slotsAt(table, path.slice(0, -1), ctx.name ?? '', args);
      return (slots.at(index) ?? slots.at(-1))?.id ?? db.idOf(table, index);
    }
    const holder = placed.get(key(path.slice(0, -1)));
    const relationship = ctx.name ?? '';
    if (holder) {
      const column = (FOREIGN_KEYS[relationship] as string | undefined) ?? `${relationship}_id`;
      if (Object.hasOwn(holder.row, column)) {
        const id = holder.row[column];
        return typeof id === 'string' ? id : null;
      }
      if (holder.entityId !== undefined) return db.ref(table, holder.entityId, relationship);
    }
    return db.idOf(table, 0);
  }

  /** What a mutation writes into the row it returns: its `object`, `objects[i]` or `_set`. */
  function inputsOf(ctx: MockResolverContext): Row {
    const args = ctx.args ?? {};
    const path = ctx.path ?? [];
    const last = path.at(-1) ?? '';
    if (ctx.name === 'returning' && INDEX.test(last)) {
      const holder = placed.get(key(path.slice(0, -2)));
      const objects: unknown = holder?.args.objects;
      const object: unknown = Array.isArray(objects) ? objects[Number(last)] : undefined;
      return { ...columnsOf(object), ...columnsOf(holder?.args._set) };
    }
    return { ...columnsOf(args.object), ...columnsOf(args._set) };
  }

  /** The aggregate object (`<table>_aggregate`) `up` levels above `path`, and the rows it aggregates. */
  function aggregated(table: string, path: readonly string[], up: number): readonly Readonly<Row>[] {
    const aggregatePath = path.slice(0, path.length - up);
    const aggregate = placed.get(key(aggregatePath));
    const slots = aggregate
      ? slotsAt(table, [...aggregatePath, 'nodes'], listName(aggregate.name), aggregate.args)
      : db.list(table, { field: table, args: {} });
    return slots.map((slot) => db.rowOf(table, slot.id));
  }

  /** How many items the plural field `field` of the object at `ctx.path` gets. */
  function listLength(field: ListField, ctx: MockResolverContext, type: string): number {
    const path = ctx.path ?? [];
    const args = ctx.args ?? {};
    if (field.name === 'returning') {
      return Array.isArray(args.objects) ? args.objects.length : pinnedIds(args.where)?.length ?? 1;
    }
    const table = tableOfType(field.type);
    if (table === undefined) return 1;
    const nodes = field.name === 'nodes' && type.endsWith('_aggregate');
    return nodes
      ? slotsAt(table, [...path, field.alias], listName(ctx.name ?? null), args).length
      : slotsAt(table, [...path, field.alias], field.name, field.args).length;
  }

  type Base = { row: Row; entityId?: string } | null;

  /**
   * The resolver of an object type: its own row (`base`), the overrides laid over it, recorded by path, then the
   * lists under it sized (their rows depend on this object's id, hence after the recording).
   */
  function objectResolver(type: string, base: (ctx: MockResolverContext) => Base): MockResolver {
    return (ctx, generateId) => {
      const path = ctx.path ?? [];
      // The generator asks again, without arguments, when it meets an inline fragment on the object it is filling.
      const again = ctx.args === undefined ? placed.get(key(path)) : undefined;
      if (again) return again.row;
      if (path.length === 0 && ROOT_TYPES.includes(type)) placed.clear();
      const override: unknown = overrides[type]?.(ctx, generateId);
      if (override === null) return null;
      if (override !== undefined && !isRecord(override)) return override;
      const fromParent = parentDefault(path);
      const own = base(ctx);
      if (own === null && override === undefined && !isRecord(fromParent)) return null;
      const row: Row = { ...own?.row, ...override, ...(isRecord(fromParent) ? fromParent : {}) };
      const entityId = typeof row.id === 'string' ? row.id : own?.entityId;
      placed.set(key(path), { type, name: ctx.name ?? null, args: ctx.args ?? {}, row, entityId });
      for (const field of options.listFields?.get(withoutIndices(path)) ?? []) {
        if (!Object.hasOwn(row, field.alias)) {
          row[field.alias] = Array.from({ length: listLength(field, ctx, type) }, () => undefined);
        }
      }
      return row;
    };
  }

  /** What the parent's object says of the object at `path`: an item of an array, or an object under its name. */
  function parentDefault(path: readonly string[]): unknown {
    const last = path.at(-1);
    if (last === undefined) return undefined;
    if (INDEX.test(last)) {
      const items = placed.get(key(path.slice(0, -2)))?.row[path.at(-2) ?? ''];
      return Array.isArray(items) ? items[Number(last)] : undefined;
    }
    return placed.get(key(path.slice(0, -1)))?.row[last];
  }

  function scalarResolver(type: string): MockResolver {
    return (ctx, generateId) => {
      const override: unknown = overrides[type]?.(ctx, generateId);
      if (override !== undefined) return override;
      const path = ctx.path ?? [];
      const name = ctx.name ?? '';
      // An aliased column: the row has it under its real name.
      const holder = placed.get(key(path.slice(0, -1)));
      if (holder?.row[name] !== undefined) return holder.row[name];
      const at = key(path);
      return scalarValue(type, name, seededFaker(hashKey(seed, 'scalar', at)), db.today,
        () => uuidFromSeed(hashKey(seed, 'uuid', at)));
    };
  }

  const resolvers: Record<string, MockResolver> = {};
  const empty = (): Base => ({ row: {} });
  for (const table of [...Object.keys(TABLES), ...Object.keys(VALUE_TABLES), ...DERIVED_TABLE_NAMES]) {
    resolvers[table] = objectResolver(table, (ctx) => {
      const id = identify(table, ctx);
      if (id === null) return null;
      return { row: { ...db.rowOf(table, id), ...inputsOf(ctx) }, entityId: id };
    });
    resolvers[`${table}_aggregate`] = objectResolver(`${table}_aggregate`, empty);
    resolvers[`${table}_aggregate_fields`] = objectResolver(`${table}_aggregate_fields`, (ctx) =>
      ({ row: { count: aggregated(table, ctx.path ?? [], 1).length } }));
    for (const kind of STAT_KINDS) {
      resolvers[`${table}_${kind}_fields`] = objectResolver(`${table}_${kind}_fields`, (ctx) =>
        ({ row: statsRow(kind, aggregated(table, ctx.path ?? [], 2)) }));
    }
    resolvers[`${table}_mutation_response`] = objectResolver(`${table}_mutation_response`, (ctx) => {
      const args = ctx.args ?? {};
      return { row: { affected_rows: Array.isArray(args.objects) ? args.objects.length : 1 } };
    });
  }
  for (const type of ROOT_TYPES) resolvers[type] = objectResolver(type, empty);
  for (const type of SCALAR_TYPES) resolvers[type] = scalarResolver(type);
  // Overrides of types the mock knows nothing of still get their lists sized.
  for (const type of Object.keys(overrides)) {
    if (!(type in resolvers)) resolvers[type] = objectResolver(type, empty);
  }
  return resolvers;
}

/**
 * The resolvers with the default seed, for `MockPayloadGenerator.generate(operation, mockResolvers)` as is: every
 * list then has one item. `generateMockPayload` (mockPayload.ts) gives lists their lengths and scalars their types.
 */
export const mockResolvers: MockResolvers = createMockResolvers();
