import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../app/paths.ts';
import { FAKE_SMS_CODE, fakeAuthClient } from '../testing/fakeAuthClient.ts';
import type { FakeAccount } from '../testing/fakeAuthClient.ts';
import { markerName, renderPublicScreen } from '../testing/renderPublicScreen.tsx';
import { brazilianMobile, formatPhone, nextPhoneValue, phoneProblem } from './phoneNumber.ts';
import { SignInScreen } from './SignInScreen.tsx';

const ANA: FakeAccount = {
  email: 'ana@example.com',
  password: 'correct horse battery',
  phoneNumber: '+5511912345678',
  user: { id: 'u-ana', email: 'ana@example.com', displayName: 'Ana Lima', locale: 'pt', isAnonymous: false },
};

const phoneField = (label = 'Mobile phone') => screen.getByLabelText<HTMLInputElement>(label);

/** Types into the phone field one character at a time, as a person does, so the mask applies after each. */
function typePhone(text: string, label = 'Mobile phone') {
  for (const character of text) fireEvent.change(phoneField(label), { target: { value: phoneField(label).value + character } });
}

function openSms(options: Parameters<typeof fakeAuthClient>[0] = { accounts: [ANA] }, locale: 'en' | 'pt-BR' = 'en') {
  const rendered = renderPublicScreen(<SignInScreen />, { path: paths.signIn, auth: fakeAuthClient(options), locale });
  fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Sign in with a code by SMS' : 'Entrar com um código por SMS' }));
  return rendered;
}

describe('Brazilian mobile numbers', () => {
  it('are masked as typed, and the mask gives way to a backspace', () => {
    expect(formatPhone('1')).toBe('+55 (1');
    expect(formatPhone('119123')).toBe('+55 (11) 9123');
    expect(formatPhone('1191234567')).toBe('+55 (11) 9123-4567');
    expect(formatPhone('11912345678')).toBe('+55 (11) 91234-5678');
    expect(formatPhone('119123456789')).toBe('+55 (11) 91234-5678');
    // A pasted number, with or without the country code.
    expect(nextPhoneValue('', '+55 11 91234-5678')).toBe('+55 (11) 91234-5678');
    expect(nextPhoneValue('', '(11) 91234-5678')).toBe('+55 (11) 91234-5678');
    expect(nextPhoneValue('', '5511912345678')).toBe('+55 (11) 91234-5678');
    // A backspace over the dash takes a digit too, or the field could never be emptied.
    expect(nextPhoneValue('+55 (11) 9123-4', '+55 (11) 9123-')).toBe('+55 (11) 9123');
    expect(nextPhoneValue('+55 (11) 9', '+55 (11) ')).toBe('+55 (11');
    expect(nextPhoneValue('+55 (1', '+55 (')).toBe('');
  });

  it('are checked before anything is sent: an area code and 9 digits starting with 9', () => {
    expect(brazilianMobile('+55 (11) 91234-5678')).toBe('+5511912345678');
    expect(phoneProblem('')).toBe('required');
    expect(phoneProblem('+55 (11) 1234-5678')).toBe('invalid');
    expect(phoneProblem('+55 (11) 81234-5678')).toBe('invalid');
    expect(phoneProblem('+55 (01) 91234-5678')).toBe('invalid');
    expect(phoneProblem('+55 (10) 91234-5678')).toBe('invalid');
    expect(phoneProblem('+55 (21) 99876-5432')).toBeNull();
  });
});

describe('<SmsSignInForm> on the sign-in page', () => {
  it('sends a code to the masked number, then signs in with the code and goes to /app', async () => {
    const { auth, router } = openSms();
    typePhone('11912345678');
    expect(phoneField().value).toBe('+55 (11) 91234-5678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a code to +55 (11) 91234-5678. It works once, within 5 minutes.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: ` ${FAKE_SMS_CODE.slice(0, 3)} ${FAKE_SMS_CODE.slice(3)} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: markerName(paths.app) })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.app);
    expect(auth.calls).toEqual([
      { kind: 'requestSmsCode', phoneNumber: '+5511912345678', locale: 'en' },
      { kind: 'signInWithSmsCode', phoneNumber: '+5511912345678', code: FAKE_SMS_CODE },
    ]);
    expect(auth.getUser()?.id).toBe('u-ana');
  });

  it('says what is wrong with the number, and sends nothing', () => {
    const { auth } = openSms();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Mobile phone is required')).toBeTruthy();
    typePhone('1112345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter a Brazilian mobile number: the area code and 9 digits starting with 9')).toBeTruthy();
    expect(phoneField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phoneField());
    expect(auth.calls).toEqual([]);
  });

  it('refuses a wrong code with its own words, and a new code works', async () => {
    const { auth } = openSms();
    typePhone('11912345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Code from the SMS');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This code is not right or has expired. Check the SMS, or ask for a new code.');
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter the 6 digits of the code')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('status')).textContent).toBe('A new code is on its way. Only the newest code works.');
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: FAKE_SMS_CODE } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: markerName(paths.app) })).toBeTruthy();
    expect(auth.calls.filter((call) => call.kind === 'requestSmsCode')).toHaveLength(2);
  });

  it('sends an account with two-step verification to the password form', async () => {
    const auth = fakeAuthClient({ accounts: [ANA] });
    vi.spyOn(auth, 'signInWithSmsCode').mockResolvedValue({
      isSuccess: false, needsEmailVerification: false,
      error: { status: 401, error: 'mfa-totp-required', message: 'User has TOTP MFA enabled: sign in with the password and a TOTP code' },
    });
    renderPublicScreen(<SignInScreen />, { path: paths.signIn, auth });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a code by SMS' }));
    typePhone('11912345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('Code from the SMS'), { target: { value: FAKE_SMS_CODE } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent)
      .toBe('This account uses two-step verification: sign in with your email, password and the code of your authenticator app.');
  });

  it.each([
    [{ status: 429, error: 'too-many-requests', message: 'Too many requests' }, 'Too many attempts in a short time. Wait a few minutes and try again.'],
    [{ status: 400, error: 'cannot-send-sms', message: 'Cannot send SMS, check your phone number is correct' }, 'We could not send an SMS to this number. Check it and try again.'],
    [{ status: 409, error: 'disabled-endpoint', message: 'This endpoint is disabled' }, 'This way of signing in is not enabled on this server.'],
  ])('says why no code was sent (%o) and stays on the number', async (error, text) => {
    const auth = fakeAuthClient({ accounts: [ANA] });
    vi.spyOn(auth, 'requestSmsCode').mockResolvedValue({ isSuccess: false, error });
    renderPublicScreen(<SignInScreen />, { path: paths.signIn, auth });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a code by SMS' }));
    typePhone('11912345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(phoneField().value).toBe('+55 (11) 91234-5678');
  });

  it('speaks Portuguese, gives a new number an account in it, and goes back to the password form', async () => {
    const { auth } = openSms({ accounts: [ANA] }, 'pt-BR');
    typePhone('21998765432', 'Celular');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    fireEvent.change(await screen.findByLabelText('Código do SMS'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Este código não está certo ou expirou. Confira o SMS ou peça um novo código.');
    expect(auth.calls[0]).toEqual({ kind: 'requestSmsCode', phoneNumber: '+5521998765432', locale: 'pt' });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar com e-mail e senha' }));
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
  });
});
