import {
  fetchQuery, type ConcreteRequest, type GraphQLResponse, type IEnvironment, type ReaderFragment,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { DEMO_INVESTOR, DEMO_PASSWORD } from './demoInvestor.ts';
import { createMockRelayEnvironment } from './mockEnvironment.ts';
import { mockServices } from './mockServices.ts';

/** Every operation relay-compiler has produced: the product's and the tests'. */
const artifacts = import.meta.glob<ConcreteRequest | ReaderFragment>('../../__generated__/*.graphql.ts', {
  import: 'default',
  eager: true,
});
const requests = Object.values(artifacts).filter(
  (artifact): artifact is ConcreteRequest => artifact.kind === 'Request',
);

/** The placeholders MockPayloadGenerator writes for a field no resolver answered. */
function placeholders(value: unknown, path = 'data'): string[] {
  if (typeof value === 'string') return /<mock-|__MockObject/.test(value) ? [`${path}: ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => placeholders(item, `${path}.${index}`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([name, item]) => placeholders(item, `${path}.${name}`));
  }
  return [];
}

/** The first raw response the environment's network gives for `request`, as the store receives it. */
async function firstResponse(environment: IEnvironment, request: ConcreteRequest): Promise<GraphQLResponse> {
  // A subscription's observable stays open: take its first payload and unsubscribe.
  return new Promise((resolve, reject) => {
    const subscription = environment.getNetwork().execute(request.params, {}, {}).subscribe({
      next: (response) => {
        resolve(response);
        subscription.unsubscribe();
      },
      error: reject,
    });
  });
}

describe('the mock environment', () => {
  it('has operations to answer', () => {
    expect(requests.map((request) => request.params.name)).toContain('ShellQuery');
  });

  it.each(requests.map((request) => [request.params.operationKind, request.params.name, request] as const))(
    'answers %s %s with data and no placeholders',
    async (_kind, _name, request) => {
      const environment = createMockRelayEnvironment({ latencyMs: [0, 0] });
      const response = await firstResponse(environment, request);
      expect('data' in response && response.data).toBeTruthy();
      expect(placeholders(response)).toEqual([]);
    },
  );

  it('answers after a noticeable delay, so loading states show', async () => {
    const shell = requests.find((request) => request.params.name === 'ShellQuery')!;
    const environment = createMockRelayEnvironment({ latencyMs: [120, 120] });
    const started = performance.now();
    await fetchQuery(environment, shell, { where: {} }).toPromise();
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });
});

describe('mockServices', () => {
  it('is signed in as the demo investor', async () => {
    const { auth } = await mockServices({ latencyMs: [0, 0] });
    expect(auth.getState()).toBe('signedIn');
    expect(auth.getUser()).toEqual(DEMO_INVESTOR);
  });

  it('stays signed out across the reload that follows a logout, until the demo investor signs in again', async () => {
    await (await mockServices()).auth.signOut();
    const { auth } = await mockServices();
    expect(auth.getState()).toBe('signedOut');
    expect((await auth.signIn(DEMO_INVESTOR.email!, 'wrong')).isSuccess).toBe(false);
    expect((await auth.signIn(DEMO_INVESTOR.email!, DEMO_PASSWORD)).isSuccess).toBe(true);
    expect((await mockServices()).auth.getState()).toBe('signedIn');
  });

  it('answers the shell query with the investor organizations and an accepted privacy policy', async () => {
    const services = await mockServices({ latencyMs: [0, 0] });
    const environment = await services.relayEnvironment();
    expect(await services.relayEnvironment()).toBe(environment);
    const shell = requests.find((request) => request.params.name === 'ShellQuery')!;
    const response = await firstResponse(environment, shell);
    const data = 'data' in response ? response.data : undefined;
    const organizations = data?.portfolio_organization as { name: string; client: { document: string } }[];
    expect(organizations.length).toBeGreaterThan(0);
    expect(organizations[0].name).toMatch(/\p{L}/u);
    const policies = data?.portfolio_privacy_policy as { acceptances: unknown[] }[];
    expect(policies[0].acceptances.length).toBeGreaterThan(0);
  });
});
