import { render } from '../compile/sql.ts';
import { statementName, type PlannedField } from '../execute/plan.ts';
import type { LiveQueryShape } from './liveQueries.ts';

/** A cohort's parameters: each SQL field's parameter values, and each streaming field's cursor. */
export interface CohortVars {
  p: (string | null)[][];
  c: Record<number, string | null>;
}

/**
 * A subscription's fields as one multiplexed statement: each SQL root field a scalar subquery whose parameters read
 * the cohort's `result_vars` (`[[field 0's values], [field 1's values], …]`) instead of bind parameters.
 */
export function liveShape(key: string, fields: PlannedField[], reads: ReadonlySet<string>): LiveQueryShape {
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
    reads,
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
