import { screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, type FakeAccount } from '../../testing/fakeAuthClient.ts';
import { renderPortal } from '../../testing/renderPortal.tsx';

const ANA: FakeAccount = {
  email: 'ana@example.com',
  password: 'a password of hers',
  user: { id: 'u-ana', email: 'ana@example.com', displayName: 'Ana Lima', locale: 'pt', isAnonymous: false },
};

/** The session function, answering every link as expired: enough to see the page is the form's and stays. */
function expiredLinks() {
  const send = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify({ error: 'link-expired', message: 'expired' }), { status: 410 }));
  vi.stubGlobal('fetch', send);
  return send;
}

describe('/respond/:token', () => {
  afterEach(() => { vi.unstubAllGlobals(); });

  it.each([
    ['signed out', fakeAuthClient()],
    ['signed in as an investor', fakeAuthClient({ accounts: [ANA], signedInAs: ANA.email })],
  ])('opens the link %s, without going to sign-in or the portal and without touching the session', async (_who, auth) => {
    const send = expiredLinks();
    const before = auth.getAccessToken();
    const router = renderPortal('/respond/the-link-token', { auth, environment: createMockEnvironment() });
    expect(await screen.findByText('This link has expired')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/respond/the-link-token');
    expect(send.mock.calls[0]?.[0]).toMatch(/\/v1\/functions\/kpi\/session$/);
    expect(send.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ token: 'the-link-token' }) });
    // The request carried no investor token, and the investor's session is as it was.
    expect(JSON.stringify(send.mock.calls[0]?.[1]?.headers)).not.toMatch(/uthorization/);
    expect(auth.getAccessToken()).toBe(before);
    expect(auth.calls.filter((call) => call.kind === 'signOut')).toEqual([]);
  });
});
