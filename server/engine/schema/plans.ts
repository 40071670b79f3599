/**
 * What each generated output field means, attached to the GraphQL schema as field extensions. The IR builder walks
 * a request against the role's schema and reads these plans, so the schema is the single description of what a
 * role can ask for: a field missing from the schema cannot be parsed, and a field present always has a plan.
 */
import type { CatalogColumn, CatalogRelationship } from '../catalog/types.ts';
import type { AggregateOp } from '../ir/types.ts';
import type { SelectView } from '../permissions/selectView.ts';

export type FieldPlan =
  | { kind: 'root_select'; view: SelectView }
  | { kind: 'root_select_by_pk'; view: SelectView }
  | { kind: 'root_select_aggregate'; view: SelectView }
  | { kind: 'column'; column: CatalogColumn }
  | { kind: 'object_relationship'; rel: CatalogRelationship; view: SelectView }
  | { kind: 'array_relationship'; rel: CatalogRelationship; view: SelectView }
  | { kind: 'array_relationship_aggregate'; rel: CatalogRelationship; view: SelectView }
  | { kind: 'aggregate_fields'; view: SelectView }
  | { kind: 'aggregate_nodes'; view: SelectView }
  | { kind: 'aggregate_count'; view: SelectView }
  | { kind: 'aggregate_op'; op: AggregateOp; view: SelectView }
  | { kind: 'aggregate_op_column'; column: CatalogColumn; op: AggregateOp }
  | { kind: 'placeholder' };

declare module 'graphql' {
  interface GraphQLFieldExtensions<_TSource, _TContext, _TArgs> {
    plan?: FieldPlan;
  }
}
