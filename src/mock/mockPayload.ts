/**
 * The one way the mock answers an operation, in the browser (mockEnvironment.ts) and in tests
 * (src/testing/relayTestEnvironment.ts): MockPayloadGenerator with the mock resolvers, told the field types and
 * list lengths that operationPlan.ts reads from the schema.
 *
 * MockPayloadGenerator is imported from its own module, not from relay-test-utils' index: the index also loads the
 * mock environment, which expects Jest's globals, and the browser has none.
 */
import type { ConcreteRequest, GraphQLSingularResponse, OperationDescriptor } from 'relay-runtime';
import { generate } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { createMockResolvers, type MockResolverOptions } from './mockResolvers.ts';
import { planOperation, type SelectionTypeInfo } from './operationPlan.ts';

export type MockPayloadOptions = Omit<MockResolverOptions, 'listFields'>;

/** `operation` as if its artifact had been compiled with `@relay_test_operation`: with the types of its fields. */
function withTypeInfo(
  operation: OperationDescriptor,
  typeInfo: Record<string, SelectionTypeInfo>,
): OperationDescriptor {
  const { node } = operation.request;
  const typedNode = {
    ...node,
    params: { ...node.params, metadata: { ...node.params.metadata, relayTestingSelectionTypeInfo: typeInfo } },
  } as ConcreteRequest;
  return { ...operation, request: { ...operation.request, node: typedNode } };
}

/**
 * A realistic payload for `operation`: the same for the same operation, variables and seed.
 *
 * @param options - `overrides` replace or amend what the resolvers give (see `MockResolverOptions`).
 */
export function generateMockPayload(
  operation: OperationDescriptor,
  options: MockPayloadOptions = {},
): GraphQLSingularResponse {
  const { typeInfo, listFields } = planOperation(operation.request.node, operation.request.variables);
  return generate(withTypeInfo(operation, typeInfo), createMockResolvers({ ...options, listFields }));
}
