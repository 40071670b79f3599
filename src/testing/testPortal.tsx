/**
 * For the screens' tests: the portal's real routes in a memory router, signed in as the demo investor,
 * over the mock Relay environment (src/testing/relayTestEnvironment.ts), with ways to make the server refuse.
 */
import { Observable } from 'relay-runtime';
import type { GraphQLResponse } from 'relay-runtime';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { selectedOrganization } from '../app/organizations/organizationSelection.ts';
import { DEMO_INVESTOR, DEMO_PASSWORD } from '../mock/demoInvestor.ts';
import { mockDatabase } from '../mock/mockDatabase.ts';
import { MOCK_SEED } from '../mock/mockResolvers.ts';
import { fakeAuthClient } from './fakeAuthClient.ts';
import { createTestRelayEnvironment } from './relayTestEnvironment.ts';
import { renderPortal } from './renderPortal.tsx';

/** The id of the mock's `ordinal`-th row of `table`, as the mock environment answers it. */
export const mockId = (table: string, ordinal = 0): string => mockDatabase(MOCK_SEED, new Date()).idOf(table, ordinal);

/** The organization the tests have selected: the mock's first. */
export const ORGANIZATION_ID = mockId('portfolio_organization');

/** The signed-in user is an owner (editor, viewer) of every organization. */
export const asRole = (role: 'viewer' | 'editor' | 'owner'): MockResolvers => ({ portfolio_organization_user: () => ({ role }) });

/**
 * Opens the portal at `url` with `overrides` laid over the mock's data. `prepare` runs on the environment before the
 * first render, to answer the screen's first queries with a test's own figures (`interceptOperation`).
 */
export function openPortal(url: string, overrides: MockResolvers = asRole('owner'), prepare?: (environment: RelayMockEnvironment) => void) {
  selectedOrganization.set(ORGANIZATION_ID);
  const environment = createTestRelayEnvironment({ overrides });
  prepare?.(environment);
  const account = { email: DEMO_INVESTOR.email ?? '', password: DEMO_PASSWORD, user: DEMO_INVESTOR };
  const auth = fakeAuthClient({ accounts: [account], signedInAs: account.email });
  const router = renderPortal(url, { auth, environment });
  return { router, environment };
}

/**
 * Answers the operation `name` with `answer` (an error the network layer would throw, or a response) instead of the
 * mock data, and records the variables of each time it is sent.
 */
export function interceptOperation(environment: RelayMockEnvironment, name: string, answer?: Error | GraphQLResponse) {
  const sent: Record<string, unknown>[] = [];
  const network = environment.getNetwork();
  const execute = network.execute.bind(network);
  network.execute = (request, variables, ...rest) => {
    if (request.name !== name) return execute(request, variables, ...rest);
    sent.push(variables);
    if (answer === undefined) return execute(request, variables, ...rest);
    return Observable.create((sink) => {
      if (answer instanceof Error) sink.error(answer);
      else {
        sink.next(answer);
        sink.complete();
      }
    });
  };
  return sent;
}
