/**
 * The services `npm run dev:mock` boots the portal with (src/main.tsx): no backend at all. The demo investor is
 * already signed in (and signs in again with DEMO_PASSWORD after logging out), and every GraphQL operation is
 * answered by the mock environment.
 */
import { RecordSource, type IEnvironment } from 'relay-runtime';
import type { PortalServices } from '../app/portalServices.ts';
import { fakeAuthClient } from '../testing/fakeAuthClient.ts';
import { DEMO_INVESTOR, DEMO_PASSWORD } from './demoInvestor.ts';
import { createMockRelayEnvironment, type MockEnvironmentOptions } from './mockEnvironment.ts';

/**
 * Set while the demo investor is signed out. Logging out reloads the page (src/app/shell/logout.ts), which would
 * otherwise sign them straight back in; kept per tab, so a new tab opens signed in.
 */
const SIGNED_OUT_KEY = 'mock:signedOut';

/**
 * @param options - For tests: no latency, another seed or day. The defaults are what `npm run dev:mock` shows.
 */
export async function mockServices(options: MockEnvironmentOptions = {}): Promise<PortalServices> {
  const email = DEMO_INVESTOR.email ?? '';
  const auth = fakeAuthClient({
    // The demo investor's mobile (the seed's): a code by SMS signs in too, the fake's one code (FAKE_SMS_CODE).
    accounts: [{ email, password: DEMO_PASSWORD, phoneNumber: '+5511990000001', user: DEMO_INVESTOR }],
    ...(sessionStorage.getItem(SIGNED_OUT_KEY) === null ? { signedInAs: email } : {}),
  });
  auth.onStateChanged((state) => {
    if (state === 'signedOut') sessionStorage.setItem(SIGNED_OUT_KEY, '1');
    else sessionStorage.removeItem(SIGNED_OUT_KEY);
  });
  await auth.whenReady();
  let environment: IEnvironment | null = null;
  return {
    auth,
    relayEnvironment: () => {
      if (!environment) {
        const records = new RecordSource();
        // As the product's environment does (spec §4): signing out drops every cached record.
        auth.onStateChanged((state) => {
          if (state === 'signedOut') records.clear();
        });
        environment = createMockRelayEnvironment({ ...options, records });
      }
      return Promise.resolve(environment);
    },
  };
}
