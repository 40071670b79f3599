/**
 * A redacted value (see Note [Redacted values] in ir/redaction.ts): `CASE WHEN <condition> THEN value ELSE NULL END`
 * over the row `alias`. The condition is a permission filter of the row's own table; its subqueries take aliases of
 * their own namespace (`_x…`), so they can be compiled wherever a value is (a `where`, an aggregate) without
 * threading the statement's alias counter through every caller, and never shadow the statement's aliases.
 */
import type { BoolExpIR } from '../ir/types.ts';
import { Aliases } from './aliases.ts';
import { compileBoolExp } from './compileBoolExp.ts';
import { sql, type Sql } from './sql.ts';

class RedactionAliases extends Aliases {
  override next(prefix: string): string {
    return super.next(`x${prefix}`);
  }
}

export function redactedValue(value: Sql, when: BoolExpIR | undefined, alias: string): Sql {
  if (!when) return value;
  const condition = compileBoolExp(when, { current: alias, root: alias }, new RedactionAliases());
  return sql`CASE WHEN ${condition} THEN ${value} ELSE NULL END`;
}
