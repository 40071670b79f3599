import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openProfile } from './profileTestPortal.tsx';

const section = () => screen.findByRole('region', { name: 'Passkeys' });

/** jsdom has no WebAuthn; the portal only looks for the constructor before it offers passkeys. */
function withWebAuthn(present: boolean) {
  const holder = window as { PublicKeyCredential?: unknown };
  const before = holder.PublicKeyCredential;
  beforeEach(() => { holder.PublicKeyCredential = present ? function PublicKeyCredential() { /* stands for the browser's */ } : undefined; });
  afterEach(() => { holder.PublicKeyCredential = before; });
}

describe('passkeys in the profile', () => {
  withWebAuthn(true);

  it('lists the passkeys with their kind, and asks before removing one', async () => {
    openProfile({
      relay: { overrides: { users: () => ({ securityKeys: [{ nickname: 'Celular', transports: 'internal,hybrid' }, { nickname: 'YubiKey', transports: 'usb,nfc' }] }) } },
    });
    const passkeys = await section();
    const rows = await within(passkeys).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['NameKind', 'CelularDevice or password managerRemove', 'YubiKeySecurity keyRemove']);
    fireEvent.click(within(passkeys).getByRole('button', { name: 'Remove: YubiKey' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Remove the passkey "YubiKey"?');
    fireEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    expect((await screen.findAllByText('Passkey removed')).length).toBeGreaterThan(0);
    await waitFor(() => { expect(screen.queryByRole('alertdialog')).toBeNull(); });
  });

  it('adds a passkey with the name typed, and asks for one first', async () => {
    const { auth } = openProfile({ relay: { overrides: { users: () => ({ securityKeys: [] }) } } });
    const passkeys = await section();
    expect(within(passkeys).getByText('No passkeys yet')).toBeTruthy();
    fireEvent.click(within(passkeys).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(passkeys).findByText('Give the passkey a name')).toBeTruthy();
    fireEvent.change(within(passkeys).getByRole('textbox', { name: 'Name of the new passkey' }), { target: { value: '  Notebook ' } });
    fireEvent.click(within(passkeys).getByRole('button', { name: 'Add a passkey' }));
    expect((await screen.findAllByText('Passkey "Notebook" added')).length).toBeGreaterThan(0);
    expect(auth.calls.filter((call) => call.kind === 'addPasskey')).toEqual([{ kind: 'addPasskey', nickname: 'Notebook' }]);
  });

  it('says why a passkey was not added: this device already has one', async () => {
    openProfile({
      locale: 'pt-BR',
      auth: { addPasskeyError: { status: 1, error: 'InvalidStateError', message: 'The authenticator was previously registered' } },
    });
    const passkeys = await screen.findByRole('region', { name: 'Chaves de acesso' });
    fireEvent.change(within(passkeys).getByRole('textbox', { name: 'Nome da nova chave de acesso' }), { target: { value: 'Celular' } });
    fireEvent.click(within(passkeys).getByRole('button', { name: 'Adicionar chave de acesso' }));
    expect((await within(passkeys).findByRole('alert')).textContent)
      .toBe('Este dispositivo ou chave de segurança já tem uma chave de acesso para a sua conta.');
  });
});

describe('passkeys in a browser without WebAuthn', () => {
  withWebAuthn(false);

  it('says the browser cannot make them, instead of a form that would fail', async () => {
    openProfile();
    const passkeys = await section();
    expect(await within(passkeys).findByText('This browser cannot make passkeys. Open the portal in an up-to-date browser to add one.')).toBeTruthy();
    expect(within(passkeys).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    // The mock environment's demo investor has a laptop's passkey and a security key.
    expect((await within(passkeys).findAllByRole('row')).map((row) => row.textContent))
      .toEqual(['NameKind', 'NotebookDevice or password managerRemove', 'YubiKeySecurity keyRemove']);
  });
});
