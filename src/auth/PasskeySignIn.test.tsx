import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../app/paths.ts';
import { fakeAuthClient } from '../testing/fakeAuthClient.ts';
import type { FakeAccount } from '../testing/fakeAuthClient.ts';
import { markerName, renderPublicScreen } from '../testing/renderPublicScreen.tsx';
import { SignInScreen } from './SignInScreen.tsx';

const ANA: FakeAccount = {
  email: 'ana@example.com',
  password: 'correct horse battery',
  user: { id: 'u-ana', email: 'ana@example.com', displayName: 'Ana Lima', locale: 'pt', isAnonymous: false },
};

const holder = window as { PublicKeyCredential?: unknown };
const before = holder.PublicKeyCredential;

describe('passkey sign-in on /sign-in', () => {
  // jsdom has no WebAuthn; the portal only looks for the constructor before it offers passkeys.
  beforeEach(() => { holder.PublicKeyCredential = function PublicKeyCredential() { /* stands for the browser's */ }; });
  afterEach(() => { holder.PublicKeyCredential = before; });

  it('signs in with the passkey the browser offers and goes to /app, the autofill given up first', async () => {
    const { auth, router } = renderPublicScreen(<SignInScreen />, { path: paths.signIn, auth: fakeAuthClient({ accounts: [ANA], passkeyFor: ANA.email }) });
    // The e-mail field also offers the browser's passkeys.
    expect(screen.getByLabelText<HTMLInputElement>('Email').autocomplete).toBe('username webauthn');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('heading', { name: markerName(paths.app) })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.app);
    expect(auth.calls.map((call) => call.kind)).toEqual(['signInWithPasskeyAutofill', 'signInWithPasskey']);
  });

  it('says so when the passkey dialog is cancelled, and offers the autofill again', async () => {
    const { auth } = renderPublicScreen(<SignInScreen />, { path: paths.signIn, locale: 'pt-BR', auth: fakeAuthClient({ accounts: [ANA] }) });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar com uma chave de acesso' }));
    expect((await screen.findByRole('alert')).textContent).toBe('O pedido da chave de acesso foi cancelado ou expirou. Tente de novo quando estiver pronto.');
    expect(auth.calls.map((call) => call.kind)).toEqual(['signInWithPasskeyAutofill', 'signInWithPasskey', 'signInWithPasskeyAutofill']);
  });
});

describe('a browser without WebAuthn', () => {
  it('offers no passkey button', () => {
    renderPublicScreen(<SignInScreen />, { path: paths.signIn, auth: fakeAuthClient({ accounts: [ANA] }) });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});
