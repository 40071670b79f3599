/**
 * Note [Redacted values]
 * An inherited role reads the rows any of its parents reads, but a column (or scalar computed field) that only some
 * parents see is shown only in those parents' rows and is null in the others: Hasura's redaction expression,
 * compiled `CASE WHEN <condition> THEN value ELSE NULL END`. The value is redacted wherever the request reads it —
 * in the selection, in aggregates, in `where` and in `order_by` — so a filter or an order cannot reveal what the
 * selection hides. Roles without inherited permissions have no redactions and their IR is unchanged.
 */
import type { SelectView } from '../permissions/selectView.ts';
import type { IrContext } from './buildContext.ts';
import { permissionToIR } from './permissionFilter.ts';
import type { BoolExpIR } from './types.ts';

/** The condition under which the role sees `column` (a SQL name), or undefined when it sees it in every row. */
export function columnRedaction(view: SelectView, column: string, ctx: IrContext): BoolExpIR | undefined {
  const exp = view.redactions?.columns.get(column);
  return exp ? permissionToIR(view.table, exp, ctx.catalog) : undefined;
}

/** As {@link columnRedaction}, for a scalar computed field by name. */
export function computedRedaction(view: SelectView, field: string, ctx: IrContext): BoolExpIR | undefined {
  const exp = view.redactions?.computedFields.get(field);
  return exp ? permissionToIR(view.table, exp, ctx.catalog) : undefined;
}

/** `{redacted}` for spreading into an IR node, or nothing, so unredacted nodes stay exactly as they were. */
export const redactedPart = (when: BoolExpIR | undefined): { redacted?: BoolExpIR } => (when ? { redacted: when } : {});
