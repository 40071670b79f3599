/**
 * For the profile's tests: the whole portal as App.tsx renders it (the chosen language, not a forced one, and the
 * theme on <body>), at /app/profile, signed in as the demo investor over the mock Relay environment. Saving the
 * user's row answers with what was sent and updates the fake auth service's account too, as the real database does
 * for both.
 */
import { render } from '@testing-library/react';
import { Observable } from 'relay-runtime';
import type { GraphQLResponse } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { App } from '../../app/App.tsx';
import { paths } from '../../app/paths.ts';
import type { AuthUser } from '../../auth/authClient.ts';
import { localeChoice } from '../../i18n/locales.ts';
import type { Locale } from '../../i18n/locales.ts';
import { DEMO_INVESTOR, DEMO_PASSWORD } from '../../mock/demoInvestor.ts';
import { fakeAuthClient } from '../../testing/fakeAuthClient.ts';
import type { FakeAccount, FakeAuthOptions } from '../../testing/fakeAuthClient.ts';
import { createTestRelayEnvironment, type TestRelayEnvironmentOptions } from '../../testing/relayTestEnvironment.ts';
import { themeChoice } from '../../ui/theme.ts';

/** Another account of the fake auth service, whose address the demo investor cannot take. */
export const OTHER_ACCOUNT: FakeAccount = {
  email: 'outra.pessoa@example.com',
  password: 'another long password',
  user: { id: 'u-other', email: 'outra.pessoa@example.com', displayName: 'Outra Pessoa', locale: 'pt', isAnonymous: false },
};

/** What `useUpdateUserMutation` sent: the row's id and its changes. */
export interface SentUpdate { id: string; changes: Partial<Pick<AuthUser, 'displayName' | 'locale'>> }

/**
 * Answers every `useUpdateUserMutation` with `answer` (an error as the network layer throws it), or by default with
 * the row as changed; returns the variables of each one sent.
 */
function interceptUpdates(environment: RelayMockEnvironment, onSaved: (update: SentUpdate) => void, answer?: Error): SentUpdate[] {
  const sent: SentUpdate[] = [];
  const row = { displayName: DEMO_INVESTOR.displayName, locale: DEMO_INVESTOR.locale };
  const network = environment.getNetwork();
  const execute = network.execute.bind(network);
  network.execute = (request, variables, ...rest) => {
    if (request.name !== 'useUpdateUserMutation') return execute(request, variables, ...rest);
    const update = variables as SentUpdate;
    sent.push(update);
    return Observable.create<GraphQLResponse>((sink) => {
      if (answer) {
        sink.error(answer);
        return;
      }
      Object.assign(row, update.changes);
      onSaved(update);
      sink.next({ data: { updateUser: { id: update.id, ...row } } });
      sink.complete();
    });
  };
  return sent;
}

export interface OpenProfileOptions {
  /** The language the portal is in. @default "en" */
  locale?: Locale;
  /** Makes every save of the user's row fail with this error. */
  updateError?: Error;
  /** The fake auth service's options beside the accounts (a passkey's answer). */
  auth?: Omit<FakeAuthOptions, 'accounts' | 'signedInAs'>;
  /** The data the mock Relay environment answers with (`overrides`). */
  relay?: TestRelayEnvironmentOptions;
}

/** Opens the portal at /app/profile, light themed. */
export function openProfile({ locale = 'en', updateError, auth: authOptions, relay }: OpenProfileOptions = {}) {
  localeChoice.set(locale);
  themeChoice.set('light');
  window.history.replaceState(null, '', paths.profile);
  const environment = createTestRelayEnvironment(relay);
  const demo: FakeAccount = { email: DEMO_INVESTOR.email ?? '', password: DEMO_PASSWORD, user: DEMO_INVESTOR };
  const auth = fakeAuthClient({ ...authOptions, accounts: [demo, OTHER_ACCOUNT], signedInAs: demo.email });
  const updates = interceptUpdates(environment, ({ changes }) => { auth.updateAccount(changes); }, updateError);
  render(<App services={{ auth, relayEnvironment: () => Promise.resolve(environment) }} />);
  return { auth, environment, updates };
}
