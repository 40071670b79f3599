/**
 * A Relay environment for component tests: relay-test-utils' mock environment, answering with the same realistic
 * data as `npm run dev:mock` (src/mock/), so a screen can be tested without a server and without hand-written
 * payloads. Needs the global `jest`, which setupComponentTests.ts points at vitest's `vi`.
 */
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { createMockEnvironment } from 'relay-test-utils';
import { generateMockPayload, type MockPayloadOptions } from '../mock/mockPayload.ts';

export interface TestRelayEnvironmentOptions extends MockPayloadOptions {
  /**
   * Answer every operation as soon as it is sent. Off, operations wait until the test resolves them, e.g. with
   * `resolveMostRecentOperation`, to look at a loading state first.
   * @default true
   */
  autoResolve?: boolean;
}

/**
 * @param options - `overrides` for this test's data (see `MockResolverOptions` in src/mock/mockResolvers.ts), and
 * `seed` / `today` to pin the data further.
 */
export function createTestRelayEnvironment(options: TestRelayEnvironmentOptions = {}): RelayMockEnvironment {
  const { autoResolve = true, ...payloadOptions } = options;
  const environment = createMockEnvironment();
  // The mock environment drops a resolver once it has answered, so each answer queues the next one: a new function
  // each time, because it removes every queued copy of the one that answered.
  const queueNext = (): void => {
    environment.mock.queueOperationResolver((operation) => {
      queueNext();
      return generateMockPayload(operation, payloadOptions);
    });
  };
  if (autoResolve) {
    queueNext();
    answerPreloadedQueries(environment, payloadOptions);
  }
  return environment;
}

/**
 * loadQuery (a route loader's preloaded query) sends its request to the network before it hands the operation to
 * the environment, so the mock environment, which consults its queued resolvers only for operations it already
 * knows, leaves the request waiting. Answer it as soon as the operation arrives.
 */
function answerPreloadedQueries(environment: RelayMockEnvironment, payloadOptions: MockPayloadOptions): void {
  const executeWithSource = environment.executeWithSource.bind(environment);
  environment.executeWithSource = (input) => {
    const execution = executeWithSource(input);
    const { request } = input.operation;
    if (environment.mock.isLoading(request.node, request.variables, request.cacheConfig ?? undefined)) {
      environment.mock.resolve(input.operation, generateMockPayload(input.operation, payloadOptions));
    }
    return execution;
  };
}

/** Answers the operation sent last with mock data, `overrides` laid over it. */
export function resolveMostRecentOperation(
  environment: RelayMockEnvironment,
  overrides?: MockResolvers,
  options: Omit<MockPayloadOptions, 'overrides'> = {},
): void {
  environment.mock.resolveMostRecentOperation((operation) => generateMockPayload(operation, { ...options, overrides }));
}
