import { Classes } from '@blueprintjs/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_INVESTOR } from '../../mock/demoInvestor.ts';
import { GraphQLClientError } from '../../relay/errors.ts';
import { openProfile } from './profileTestPortal.tsx';

const region = (name: string) => screen.findByRole('region', { name });
const nameField = async (name: 'First name' | 'Last name') => within(await region('Personal data')).getByRole<HTMLInputElement>('textbox', { name });
const rename = async (first: string, last: string) => {
  fireEvent.change(await nameField('First name'), { target: { value: first } });
  fireEvent.change(await nameField('Last name'), { target: { value: last } });
  fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
};
/** The name the top bar shows for the signed-in user. */
const topBar = () => document.querySelector(`.${Classes.NAVBAR}`);

describe('<ProfileScreen>', () => {
  it('shows personal data, preferences and security, with the user\'s name and e-mail', async () => {
    openProfile();
    expect(await screen.findByRole('heading', { name: 'Profile', level: 2 })).toBeTruthy();
    // The demo account has a display name only: its first word is the first name, the rest the last name.
    const [first, ...rest] = DEMO_INVESTOR.displayName.split(' ');
    expect((await nameField('First name')).value).toBe(first);
    expect((await nameField('Last name')).value).toBe(rest.join(' '));
    expect(within(await region('Personal data')).getByText(DEMO_INVESTOR.email ?? '')).toBeTruthy();
    expect(within(await region('Preferences')).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(within(await region('Preferences')).getByRole('radiogroup', { name: 'Theme' })).toBeTruthy();
    expect(within(await region('Security')).getByLabelText('New password')).toBeTruthy();
  });

  it('renames the user: first and last name kept in the metadata as sign-up keeps them, joined into the display name shown in the top bar', async () => {
    const { updates, auth } = openProfile();
    await rename('  Ana  ', ' Maria Investidora ');
    await waitFor(() => { expect(updates.filter((update) => update.changes.displayName)).toHaveLength(1); });
    expect(updates.find((update) => update.changes.displayName)).toEqual({
      id: DEMO_INVESTOR.id,
      changes: { displayName: 'Ana Maria Investidora', metadata: { firstName: 'Ana', lastName: 'Maria Investidora' } },
    });
    expect((await screen.findAllByText('Name saved')).length).toBeGreaterThan(0);
    expect((await nameField('First name')).value).toBe('Ana');
    expect((await nameField('Last name')).value).toBe('Maria Investidora');
    await waitFor(() => { expect(topBar()?.textContent).toContain('Ana Maria Investidora'); });
    expect(auth.calls).toContainEqual({ kind: 'refreshUser' });
  });

  it('refuses an empty first or last name without sending it', async () => {
    const { updates } = openProfile();
    await rename('   ', '');
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect((await nameField('First name')).getAttribute('aria-invalid')).toBe('true');
    expect(updates.filter((update) => update.changes.displayName !== undefined)).toEqual([]);
  });

  it('shows a failed save translated and keeps the name as typed', async () => {
    openProfile({ updateError: new GraphQLClientError('network', 0, 'Network Error') });
    await rename('Ana', 'Investidora');
    // Within the section: the toaster also says that the language could not be saved (every save fails here).
    expect((await within(await region('Personal data')).findByRole('alert')).textContent).toBe('Could not reach the server. Check your connection and try again.');
    expect((await nameField('First name')).value).toBe('Ana');
    expect((await nameField('Last name')).value).toBe('Investidora');
  });

  it('switches the portal to the language chosen and saves it as the account\'s e-mail language', async () => {
    const { updates } = openProfile({ locale: 'pt-BR' });
    expect(await screen.findByRole('heading', { name: 'Perfil', level: 2 })).toBeTruthy();
    // The account's language is already pt: nothing to save on opening.
    expect(updates).toEqual([]);
    const preferences = await region('Preferências');
    fireEvent.change(within(preferences).getByRole('combobox', { name: 'Idioma' }), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { name: 'Profile', level: 2 })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => { expect(updates).toEqual([{ id: DEMO_INVESTOR.id, changes: { locale: 'en' } }]); });
  });

  it('saves the language chosen before opening the profile as the account\'s e-mail language', async () => {
    const { updates } = openProfile({ locale: 'en' });
    await waitFor(() => { expect(updates).toEqual([{ id: DEMO_INVESTOR.id, changes: { locale: 'en' } }]); });
  });

  it('switches to the dark theme and back, in agreement with the top bar\'s switch', async () => {
    openProfile();
    const theme = within(await region('Preferences')).getByRole('radiogroup', { name: 'Theme' });
    expect(within(theme).getByRole('radio', { name: 'Light' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(theme).getByRole('radio', { name: 'Dark' }));
    expect(document.body.classList.contains(Classes.DARK)).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(within(theme).getByRole('radio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: 'Use the light theme' })).toBeTruthy();
    fireEvent.click(within(theme).getByRole('radio', { name: 'Light' }));
    expect(document.body.classList.contains(Classes.DARK)).toBe(false);
  });
});
