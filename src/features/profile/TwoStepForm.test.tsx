import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAKE_TOTP_CODE, FAKE_TOTP_SECRET } from '../../testing/fakeAuthClient.ts';
import { openProfile } from './profileTestPortal.tsx';

const section = () => screen.findByRole('region', { name: 'Two-step verification' });

describe('two-step verification in the profile', () => {
  it('enrols an authenticator app with its QR code and key, confirmed by a code, then turns it off with a current code', async () => {
    const { auth } = openProfile();
    const twoStep = await section();
    expect(within(twoStep).getByText('Off')).toBeTruthy();
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Turn on two-step verification' }));

    // The QR code and the same key as text; nothing is on until a code proves the app has it.
    expect((await within(twoStep).findByRole('img', { name: 'QR code to add this account to an authenticator app' })).getAttribute('src')).toMatch(/^data:image\/png/);
    expect(within(twoStep).getByRole<HTMLInputElement>('textbox', { name: 'Setup key' }).value).toBe(FAKE_TOTP_SECRET);
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Turn on' }));
    expect(await within(twoStep).findByText('Enter the 6 digits of the code')).toBeTruthy();
    fireEvent.change(within(twoStep).getByRole('textbox', { name: 'Code from the app' }), { target: { value: '000 000' } });
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Turn on' }));
    expect((await within(twoStep).findByRole('alert')).textContent).toBe('That code is not right. Codes change every 30 seconds: enter the one your app shows now.');
    fireEvent.change(within(twoStep).getByRole('textbox', { name: 'Code from the app' }), { target: { value: FAKE_TOTP_CODE } });
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Turn on' }));
    expect((await screen.findAllByText('Two-step verification is on')).length).toBeGreaterThan(0);
    await waitFor(() => { expect(within(twoStep).getByText('On')).toBeTruthy(); });
    expect(auth.getUser()?.totpEnabled).toBe(true);

    // Off again, with a current code.
    fireEvent.change(within(twoStep).getByRole('textbox', { name: 'Code from the app' }), { target: { value: FAKE_TOTP_CODE } });
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => { expect(within(twoStep).getByText('Off')).toBeTruthy(); });
    expect(auth.calls.filter((call) => call.kind === 'setTotp')).toEqual([
      { kind: 'setTotp', code: '000000', enabled: true },
      { kind: 'setTotp', code: FAKE_TOTP_CODE, enabled: true },
      { kind: 'setTotp', code: FAKE_TOTP_CODE, enabled: false },
    ]);
  });
});
