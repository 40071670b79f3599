/**
 * The derived tables: rows the database computes from others (the performance views) or that only make sense
 * together (a company's documents, the storage buckets). Unlike the generated tables, whose rows are built one by
 * one from an id, each of these is computed whole, once per database, and its lists are filtered by their `where`
 * (mockWhere.ts): the screens find these rows by organization, wallet, company and currency, never by id.
 */
import { DATAROOM_TABLES } from './mockFiles.ts';
import type { Row } from './mockRows.ts';
import type { DerivedTableName } from './mockTables.ts';
import { VIEW_TABLES } from './mockViews.ts';

/** One row of a derived table and the id the resolvers know it by (views have no key: theirs is made up). */
export interface DerivedRow {
  readonly id: string;
  readonly row: Row;
}

/** What a derived table is computed from: the generated rows of the same database. */
export interface DerivedSource {
  readonly seed: number;
  readonly today: Date;
  idOf(table: string, ordinal: number): string;
  rowOf(table: string, id: string): Readonly<Row>;
}

export interface DerivedTable {
  /** Every row of the table, in a fixed order. */
  readonly rows: (source: DerivedSource) => readonly DerivedRow[];
  /** The row of an id none of `rows` has (a file just uploaded, asked for by id); `{id}` by default. */
  readonly byId?: (id: string, source: DerivedSource) => Row;
}

/** Every table mockTables.ts names derived, computed here. */
const BY_NAME = { ...VIEW_TABLES, ...DATAROOM_TABLES } satisfies Record<DerivedTableName, DerivedTable>;

export const DERIVED_TABLES: Readonly<Record<string, DerivedTable>> = BY_NAME;

/** The table each relationship of a derived row leads to, for `where` and `order_by` through it. */
export const RELATED_TABLES: Readonly<Record<string, string>> = {
  organization: 'portfolio_organization',
  wallet: 'portfolio_wallet',
  company: 'portfolio_company',
  investment: 'portfolio_investment',
  file: 'files',
  bucket: 'buckets',
  creator: 'users',
};
