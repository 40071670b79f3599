import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_RECOVERY_CODES, FAKE_TOTP_CODE, FAKE_TOTP_SECRET } from '../../testing/fakeAuthClient.ts';
import { openProfile } from './profileTestPortal.tsx';

const section = () => screen.findByRole('region', { name: 'Two-step verification' });

/** Turns two-step verification on with the fake's code, from the profile as it opens. */
async function turnOn() {
  const twoStep = await section();
  fireEvent.click(within(twoStep).getByRole('button', { name: 'Turn on two-step verification' }));
  fireEvent.change(await within(twoStep).findByRole('textbox', { name: 'Code from the app' }), { target: { value: FAKE_TOTP_CODE } });
  fireEvent.click(within(twoStep).getByRole('button', { name: 'Turn on' }));
  return twoStep;
}

/** Ticks "I saved these codes" and closes the dialog, and waits for it to leave. */
async function closeCodes(dialog: HTMLElement) {
  const close = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Close' });
  expect(close.disabled).toBe(true);
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I saved these codes' }));
  expect(close.disabled).toBe(false);
  fireEvent.click(close);
  await waitFor(() => { expect(screen.queryByRole('dialog', { name: 'Your recovery codes' })).toBeNull(); });
}

afterEach(() => { vi.restoreAllMocks(); });

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
    await closeCodes(await screen.findByRole('dialog', { name: 'Your recovery codes' }));

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

  it('shows the first recovery codes once after turning it on, and the dialog closes only once they are saved', async () => {
    const { auth } = openProfile();
    const twoStep = await turnOn();
    const dialog = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    const list = within(dialog).getByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(FAKE_RECOVERY_CODES);
    // Made with the code that turned it on.
    expect(auth.calls.filter((call) => call.kind === 'generateRecoveryCodes')).toEqual([{ kind: 'generateRecoveryCodes', code: FAKE_TOTP_CODE }]);
    // Escape does not lose them.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Your recovery codes' })).toBeTruthy();

    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => { expect(writeText).toHaveBeenCalledTimes(1); });
    const copied = (writeText.mock.calls.at(0) as unknown as [string])[0];
    expect(copied.split('\n')).toEqual([
      `Recovery codes for two-step verification (${auth.getUser()?.email ?? ''}). Each one works once.`, '', ...FAKE_RECOVERY_CODES, '',
    ]);
    expect(await screen.findByText('Recovery codes copied')).toBeTruthy();

    let downloaded: Blob | null = null;
    Object.assign(URL, { createObjectURL: (blob: Blob) => { downloaded = blob; return 'blob:codes'; }, revokeObjectURL: () => undefined });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect([this.download, this.href]).toEqual(['recovery-codes.txt', 'blob:codes']);
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download .txt' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(await (downloaded as Blob | null)?.text()).toBe(copied);

    await closeCodes(dialog);
    expect(await within(twoStep).findByText('10 recovery codes left')).toBeTruthy();
  });

  it('makes a new set of recovery codes with a current code, and shows it once', async () => {
    const { auth } = openProfile();
    const twoStep = await turnOn();
    await closeCodes(await screen.findByRole('dialog', { name: 'Your recovery codes' }));
    fireEvent.click(await within(twoStep).findByRole('button', { name: 'Generate new codes' }));
    expect(within(twoStep).getByText(/New codes replace the old ones/)).toBeTruthy();
    const field = within(twoStep).getByRole('textbox', { name: 'Current code from the app' });
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Generate' }));
    expect(await within(twoStep).findByText('Enter the 6 digits of the code')).toBeTruthy();
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Generate' }));
    expect((await within(twoStep).findByRole('alert')).textContent).toBe('That code is not right. Codes change every 30 seconds: enter the one your app shows now.');
    expect(screen.queryByRole('dialog', { name: 'Your recovery codes' })).toBeNull();
    fireEvent.change(field, { target: { value: FAKE_TOTP_CODE } });
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Generate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    await closeCodes(dialog);
    expect(auth.calls.filter((call) => call.kind === 'generateRecoveryCodes')).toEqual([FAKE_TOTP_CODE, '000000', FAKE_TOTP_CODE].map((code) => ({ kind: 'generateRecoveryCodes', code })));
    expect(within(twoStep).getByText('10 recovery codes left')).toBeTruthy();
  });

  it('turns off with a recovery code when the phone is lost, and says when the code is wrong', async () => {
    const { auth } = openProfile();
    const twoStep = await turnOn();
    await closeCodes(await screen.findByRole('dialog', { name: 'Your recovery codes' }));
    const field = await within(twoStep).findByRole('textbox', { name: 'Code from the app' });
    expect(within(twoStep).getByText('Lost your phone? One of your recovery codes works here too.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Turn off' }));
    expect(await within(twoStep).findByText('Enter the 6 digits of the code from the app, or a recovery code')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'zzzzz-zzzzz' } });
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Turn off' }));
    expect((await within(twoStep).findByRole('alert')).textContent).toBe('That recovery code is not right, or it was already used. Check it, or try another of your codes.');
    fireEvent.change(field, { target: { value: FAKE_RECOVERY_CODES[3].toLowerCase() } });
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => { expect(within(twoStep).getByText('Off')).toBeTruthy(); });
    expect(auth.calls.filter((call) => call.kind === 'setTotp').at(-1)).toEqual({ kind: 'setTotp', code: FAKE_RECOVERY_CODES[3].replace('-', ''), enabled: false });
    expect(within(twoStep).queryByText(/recovery codes left/)).toBeNull();
  });

  it('counts the codes left in Portuguese, and warns when none are', async () => {
    const { auth } = openProfile({ locale: 'pt-BR' });
    const twoStep = await screen.findByRole('region', { name: 'Verificação em duas etapas' });
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Ativar a verificação em duas etapas' }));
    fireEvent.change(await within(twoStep).findByRole('textbox', { name: 'Código do aplicativo' }), { target: { value: FAKE_TOTP_CODE } });
    // The codes could not be made (say the code's step ended): on, with none, and the section says so.
    vi.spyOn(auth, 'generateRecoveryCodes').mockResolvedValueOnce({ codes: null, error: { status: 401, error: 'invalid-totp', message: 'Invalid TOTP code' } });
    fireEvent.click(within(twoStep).getByRole('button', { name: 'Ativar' }));
    expect(await within(twoStep).findByText('Nenhum código de recuperação restante')).toBeTruthy();
    expect(within(twoStep).getByText(/Sem códigos de recuperação, perder o celular/)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Seus códigos de recuperação' })).toBeNull();
  });
});
