import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_INVESTOR, DEMO_PASSWORD } from '../../mock/demoInvestor.ts';
import { generateMockPayload } from '../../mock/mockPayload.ts';
import { fakeAuthClient } from '../../testing/fakeAuthClient.ts';
import type { FakeAccount } from '../../testing/fakeAuthClient.ts';
import { createTestRelayEnvironment, resolveMostRecentOperation } from '../../testing/relayTestEnvironment.ts';
import { selectedOrganization } from '../organizations/organizationSelection.ts';
import { paths } from '../paths.ts';
import { renderPortal } from '../../testing/renderPortal.tsx';
import { COLD_RENDER } from '../../testing/coldRender.ts';

const INVESTOR: FakeAccount = { email: DEMO_INVESTOR.email ?? '', password: DEMO_PASSWORD, user: DEMO_INVESTOR };

/** The current policy as the shell's query sees it, accepted by nobody. */
const POLICY_ID = '0d9a4c1e-6b2f-4e0a-9f3d-2c7b8e5a1f60';
const currentPolicyNotAccepted: MockResolvers = {
  portfolio_privacy_policy: () => ({ id: POLICY_ID, acceptances: [] }),
};
/** …and no acceptance of any version either: a first visit. */
const neverAccepted: MockResolvers = {
  ...currentPolicyNotAccepted,
  Query: () => ({ portfolio_privacy_policy_acceptance: [] }),
};

/** Opens the portal at `url` the way App.tsx does: intl, Blueprint, the auth client, then the real routes. */
function openPortal(url: string, { environment = createTestRelayEnvironment(), signedIn = true } = {}) {
  const auth = fakeAuthClient({ accounts: [INVESTOR], ...(signedIn ? { signedInAs: INVESTOR.email } : {}) });
  const router = renderPortal(url, { auth, environment });
  return { router, auth, environment };
}

const operationName = (operation: OperationDescriptor) => operation.request.node.operation.name;

/**
 * Opens the portal with every operation left waiting, answers the shell's query (with `overrides`) and returns the
 * environment, whose later operations (visits, the acceptance) the test answers itself.
 */
async function openShellWaiting(url: string, overrides?: MockResolvers) {
  const environment = createTestRelayEnvironment({ autoResolve: false });
  const opened = openPortal(url, { environment });
  await waitFor(() => { expect(environment.mock.getAllOperations().map(operationName)).toEqual(['ShellQuery']); });
  expect(screen.getByRole('progressbar')).toBeTruthy();
  resolveMostRecentOperation(environment, overrides);
  return opened;
}

function visitsRecorded(environment: RelayMockEnvironment) {
  return environment.mock.getAllOperations()
    .filter((operation) => operationName(operation) === 'useRecordVisitMutation')
    .map((operation) => operation.request.variables);
}

const mainMenu = async () => screen.findByRole('navigation', { name: 'Main menu' }, COLD_RENDER);

describe('<Shell>', () => {
  beforeEach(() => { selectedOrganization.set(null); });
  afterEach(() => { vi.restoreAllMocks(); });

  it('shows the main menu with the spec\'s entries in order, and the requests after the companies', async () => {
    openPortal(paths.home);
    const entries = within(await mainMenu()).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Home', 'Dashboard', 'Management', 'My wallets', 'My companies', 'Requests', 'My organizations', 'Configuration', 'Profile',
      'Contact', 'Log out',
    ]);
    expect(within(await mainMenu()).getByRole('menuitem', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it('loads the organizations and selects the first one', async () => {
    openPortal(paths.home);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Organization' });
    const options = within(select).getAllByRole<HTMLOptionElement>('option');
    expect(options.length).toBeGreaterThan(1);
    await waitFor(() => { expect(select.value).toBe(options[0].value); });
    expect(localStorage.getItem('selectedOrganization')).toBe(options[0].value);
  });

  it('keeps the organization the user chooses in localStorage', async () => {
    openPortal(paths.home);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Organization' });
    const second = within(select).getAllByRole<HTMLOptionElement>('option')[1];
    fireEvent.change(select, { target: { value: second.value } });
    expect(select.value).toBe(second.value);
    expect(localStorage.getItem('selectedOrganization')).toBe(second.value);
  });

  it('sends a signed-out visitor to the sign-in page', async () => {
    const { router } = openPortal(paths.home, { signedIn: false });
    await waitFor(() => { expect(router.state.location.pathname).toBe(paths.signIn); });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('opens the home page at /app', async () => {
    const { router } = openPortal(paths.app);
    // Home greets the signed-in investor by first name.
    expect(await screen.findByRole('heading', { name: /^Good (morning|afternoon|evening), Investidor$/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.home);
  });

  it('opens a menu entry\'s page without leaving the shell', async () => {
    const { router } = openPortal(paths.home);
    fireEvent.click(within(await mainMenu()).getByRole('menuitem', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.dashboard);
    expect(within(await mainMenu()).getByRole('menuitem', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('records a visit with the full path and the portal\'s id on each navigation', async () => {
    // The contact page sends no query of its own; management's home does, and the test answers it.
    const { router, environment } = await openShellWaiting(paths.contact);
    await screen.findByRole('heading', { name: 'Contact' });
    // Management's own screen asks whose books there are, then their overview: answered, it shows, and its visit is
    // recorded (the visits stay waiting, so the test can read them).
    fireEvent.click(within(await mainMenu()).getByRole('menuitem', { name: 'Management' }));
    for (const name of ['ManagementFrameQuery', 'ManagementScreenQuery']) {
      await waitFor(() => { expect(environment.mock.getAllOperations().map(operationName)).toContain(name); }, COLD_RENDER);
      const query = environment.mock.findOperation((operation) => operationName(operation) === name);
      environment.mock.resolve(query, generateMockPayload(query));
    }
    await screen.findByRole('heading', { name: 'Management' }, COLD_RENDER);
    await router.navigate(`${paths.contact}?page=2&sort=name`);
    await screen.findByRole('heading', { name: 'Contact' });
    // Each visit is recorded once its page has committed.
    await waitFor(() => {
      expect(visitsRecorded(environment)).toEqual([
        { object: { event_name: paths.contact, extra_fields: { host: 'investor-portal' } } },
        { object: { event_name: paths.management, extra_fields: { host: 'investor-portal' } } },
        { object: { event_name: `${paths.contact}?page=2&sort=name`, extra_fields: { host: 'investor-portal' } } },
      ]);
    });
  });

  it('only logs a visit that could not be recorded, and shows the page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { environment } = await openShellWaiting(paths.contact);
    await screen.findByRole('heading', { name: 'Contact' });
    const failure = new Error('Failed to fetch');
    environment.mock.reject(
      environment.mock.findOperation((operation) => operationName(operation) === 'useRecordVisitMutation'),
      failure,
    );
    await waitFor(() => { expect(logged).toHaveBeenCalledWith('Could not record the visit event', failure); });
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('shows the privacy policy instead of the portal until the current version is accepted', async () => {
    const { environment } = await openShellWaiting(paths.contact, neverAccepted);
    const policy = await screen.findByRole('document', { name: 'Privacy policy' });
    expect(policy.textContent).toMatch(/^We process your data/);
    expect(screen.getByText('To use the portal, read and accept our privacy policy.')).toBeTruthy();
    expect(screen.queryByText(/has changed/)).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'I accept' }));
    const acceptance = environment.mock.findOperation(
      (operation) => operationName(operation) === 'PrivacyPolicyGateAcceptMutation',
    );
    expect(acceptance.request.variables).toEqual({ policyId: POLICY_ID });
    // Until the server confirms, the portal stays behind the policy.
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();

    environment.mock.resolve(acceptance, generateMockPayload(acceptance));
    expect(await mainMenu()).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeTruthy();
    expect(screen.queryByRole('document', { name: 'Privacy policy' })).toBeNull();
  });

  it('says the policy has changed to a user who accepted an older version', async () => {
    await openShellWaiting(paths.managementFinancial, currentPolicyNotAccepted);
    expect(await screen.findByText('Our privacy policy has changed. Read and accept the new version to continue.'))
      .toBeTruthy();
    expect(screen.getByRole('button', { name: 'I accept' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });
});
