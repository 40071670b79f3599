import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_INVESTOR, DEMO_PASSWORD } from '../../mock/demoInvestor.ts';
import { localeChoice } from '../../i18n/locales.ts';
import { fakeAuthClient } from '../../testing/fakeAuthClient.ts';
import { interceptOperation } from '../../testing/testPortal.tsx';
import { createTestRelayEnvironment } from '../../testing/relayTestEnvironment.ts';
import { renderPortal } from '../../testing/renderPortal.tsx';
import { paths } from '../paths.ts';

/** The portal opened on a screen that sends no query of its own, as the demo investor with the account's `locale`. */
function openAs(accountLocale: string) {
  const account = { email: DEMO_INVESTOR.email ?? '', password: DEMO_PASSWORD, user: { ...DEMO_INVESTOR, locale: accountLocale } };
  const auth = fakeAuthClient({ accounts: [account], signedInAs: account.email });
  const environment = createTestRelayEnvironment();
  const sent = interceptOperation(environment, 'useUpdateUserMutation');
  renderPortal(paths.management, { auth, environment });
  return { auth, saves: () => sent };
}

const menu = () => screen.findByRole('navigation', { name: /Main menu|Menu principal/ });

describe('useAccountLanguage', () => {
  afterEach(() => { localStorage.clear(); localeChoice.set('pt-BR'); });

  it('takes the account\'s language in a browser where none was ever chosen, and saves nothing', async () => {
    localStorage.removeItem('locale');
    expect(localeChoice.isStored()).toBe(false);
    const { saves } = openAs('en');
    await waitFor(() => { expect(localeChoice.get()).toBe('en'); });
    expect(within(await menu()).getByRole('menuitem', { name: 'My wallets' })).toBeTruthy();
    expect(saves()).toEqual([]);
  });

  it('saves the language chosen in this browser to the account, once, and reads the account again', async () => {
    localeChoice.set('en');
    const { auth, saves } = openAs('pt');
    await menu();
    await waitFor(() => { expect(saves()).toEqual([{ id: DEMO_INVESTOR.id, changes: { locale: 'en' } }]); });
    await waitFor(() => { expect(auth.calls.some((call) => call.kind === 'refreshUser')).toBe(true); });
  });

  it('saves nothing when the browser and the account agree', async () => {
    localeChoice.set('pt-BR');
    const { saves } = openAs('pt');
    await menu();
    expect(saves()).toEqual([]);
  });
});
