import type { Queryable } from '../db/driver.ts';

export type SeedRow = Record<string, string | number | boolean | null | object>;

/** Rows per statement: large enough to amortise the round trip, small enough for PGlite's memory. */
const CHUNK = 5_000;

/**
 * Inserts plain objects into `table` (schema-qualified, trusted) in chunks, one statement per chunk: the rows
 * travel as one JSON parameter and PostgreSQL casts each field to its column's type. Only the keys of the first row
 * are inserted, so omitted columns take their defaults.
 */
export async function insertRows(db: Queryable, table: string, rows: readonly SeedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const list = columns.map((c) => `"${c}"`).join(', ');
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await db.query(
      `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(null::${table}, $1::json)`,
      [JSON.stringify(chunk)],
    );
  }
}
