/**
 * The `aggregate { sum avg max min }` of a list, computed over the very rows the list shows, so a total on a screen
 * adds up with the table under it.
 */
import { compareValues } from './mockDatabase.ts';
import type { Row } from './mockRows.ts';
import { centsToNumeric } from './mockValues.ts';

export type StatKind = 'sum' | 'avg' | 'max' | 'min';

export const STAT_KINDS: readonly StatKind[] = ['sum', 'avg', 'max', 'min'];

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** The `<table>_<kind>_fields` object of `rows`: one value per column, null where there is nothing to aggregate. */
export function statsRow(kind: StatKind, rows: readonly Readonly<Row>[]): Row {
  const columns = new Set(rows.flatMap((row) => Object.keys(row)));
  const result: Row = {};
  for (const column of columns) {
    const values = rows.map((row) => row[column]).filter((value) => value !== null && value !== undefined);
    if (values.length === 0) {
      result[column] = null;
    } else if (kind === 'max' || kind === 'min') {
      const sign = kind === 'max' ? 1 : -1;
      result[column] = values.reduce((best, value) => (sign * compareValues(value, best) > 0 ? value : best));
    } else {
      // In cents, so that money adds up exactly; `numeric` columns are sent as strings.
      const amounts = values.filter((value): value is string => typeof value === 'string' && NUMERIC.test(value));
      const cents = amounts.reduce((sum, value) => sum + Math.round(Number(value) * 100), 0);
      result[column] = amounts.length === 0 ? null : centsToNumeric(kind === 'sum' ? cents : cents / amounts.length);
    }
  }
  return result;
}
