/**
 * What each generated output field means, attached to the GraphQL schema as field extensions. The IR builder walks
 * a request against the role's schema and reads these plans, so the schema is the single description of what a
 * role can ask for: a field missing from the schema cannot be parsed, and a field present always has a plan.
 */
import type {
  CatalogColumn, CatalogComputedField, CatalogFunction, CatalogRelationship, CatalogTable,
} from '../catalog/types.ts';
import type { AggregateOp } from '../ir/types.ts';
import type { DeleteView, InsertView, UpdateView } from '../permissions/mutationViews.ts';
import type { SelectView } from '../permissions/selectView.ts';

export type FieldPlan =
  | { kind: 'root_select'; view: SelectView }
  | { kind: 'root_select_by_pk'; view: SelectView }
  | { kind: 'root_select_aggregate'; view: SelectView }
  | { kind: 'column'; column: CatalogColumn }
  /** A computed field returning a scalar, and one returning rows of `view`'s table. */
  | { kind: 'computed_scalar'; field: CatalogComputedField }
  | { kind: 'computed_table'; field: CatalogComputedField; view: SelectView }
  /** A tracked function's root fields (a VOLATILE one's `select` is a mutation field) over rows of `view`'s table. */
  | { kind: 'root_function'; fn: CatalogFunction; view: SelectView }
  | { kind: 'root_function_aggregate'; fn: CatalogFunction; view: SelectView }
  | { kind: 'object_relationship'; rel: CatalogRelationship; view: SelectView }
  | { kind: 'array_relationship'; rel: CatalogRelationship; view: SelectView }
  | { kind: 'array_relationship_aggregate'; rel: CatalogRelationship; view: SelectView }
  | { kind: 'aggregate_fields'; view: SelectView }
  | { kind: 'aggregate_nodes'; view: SelectView }
  | { kind: 'aggregate_count'; view: SelectView }
  | { kind: 'aggregate_op'; op: AggregateOp; view: SelectView }
  | { kind: 'aggregate_op_column'; column: CatalogColumn; op: AggregateOp }
  | { kind: 'placeholder' }
  /** `insert_T` (many) and `insert_T_one` (one); `select` is the role's read of `returning` / the row. */
  | { kind: 'insert'; one: boolean; view: InsertView; select: SelectView | null }
  | { kind: 'update'; form: 'where' | 'by_pk' | 'many'; view: UpdateView; select: SelectView }
  | { kind: 'delete'; byPk: boolean; view: DeleteView; select: SelectView }
  | { kind: 'mutation_affected_rows' }
  | { kind: 'mutation_returning'; view: SelectView }
  /** `T_stream`: batches of rows past a per-subscriber cursor (contract §1.9). */
  | { kind: 'root_select_stream'; view: SelectView }
  /** The Relay schema's fields (schema/relay/): `T_connection` (of a table, or of a function with `fn`), `node`, … */
  | { kind: 'root_connection'; view: SelectView; fn?: CatalogFunction }
  | { kind: 'root_node' }
  | { kind: 'node_id'; table: CatalogTable }
  | { kind: 'array_relationship_connection'; rel: CatalogRelationship; view: SelectView }
  | { kind: 'connection_edges'; view: SelectView }
  | { kind: 'connection_page_info' }
  | { kind: 'edge_cursor' }
  | { kind: 'edge_node'; view: SelectView }
  | { kind: 'page_info'; field: 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor' };

declare module 'graphql' {
  interface GraphQLFieldExtensions<_TSource, _TContext, _TArgs> {
    plan?: FieldPlan;
  }
}
