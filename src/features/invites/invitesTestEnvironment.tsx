/**
 * What the invite components' tests share: rendering inside intl, Blueprint, a signed-in auth client and a mock
 * Relay environment whose operations wait until the test answers them, and finding those operations by name.
 */
import { BlueprintProvider } from '@blueprintjs/core';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { expect } from 'vitest';
import { AuthProvider } from '../../auth/AuthContext.tsx';
import { IntlRoot } from '../../i18n/IntlRoot.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { DEMO_INVESTOR, DEMO_PASSWORD } from '../../mock/demoInvestor.ts';
import { fakeAuthClient } from '../../testing/fakeAuthClient.ts';
import { createTestRelayEnvironment } from '../../testing/relayTestEnvironment.ts';

export const ME = DEMO_INVESTOR.id;

/** Renders `element` signed in as the demo investor; every operation waits for the test. */
export function renderSignedIn(element: ReactElement, locale: Locale = 'en') {
  const environment = createTestRelayEnvironment({ autoResolve: false });
  const email = DEMO_INVESTOR.email ?? '';
  const auth = fakeAuthClient({ accounts: [{ email, password: DEMO_PASSWORD, user: DEMO_INVESTOR }], signedInAs: email });
  const view = render(
    <IntlRoot locale={locale}>
      <BlueprintProvider>
        <AuthProvider client={auth}>
          <RelayEnvironmentProvider environment={environment}>{element}</RelayEnvironmentProvider>
        </AuthProvider>
      </BlueprintProvider>
    </IntlRoot>,
  );
  return { ...view, environment };
}

const nameOf = (operation: OperationDescriptor) => operation.request.node.operation.name;

/** The operations named `name` still waiting for an answer (the mock forgets answered ones). */
export const operationsNamed = (environment: RelayMockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((operation) => nameOf(operation) === name);

/** The latest operation named `name`, once it waits for an answer. */
export async function pending(environment: RelayMockEnvironment, name: string): Promise<OperationDescriptor> {
  let found: OperationDescriptor[] = [];
  await waitFor(() => {
    found = operationsNamed(environment, name);
    expect(found.length).toBeGreaterThan(0);
  });
  return found[found.length - 1];
}

/** Answers `operation` with `data` (and completes it). */
export function answer(environment: RelayMockEnvironment, operation: OperationDescriptor, data: Record<string, unknown>): void {
  act(() => { environment.mock.resolve(operation, { data }); });
}
