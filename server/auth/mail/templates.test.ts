import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SMS_KIND, TEMPLATES_DIR, renderMail, renderSms, type MailKind } from './templates.ts';

const KINDS: MailKind[] = [
  'email-verify', 'password-reset', 'email-confirm-change', 'signin-passwordless', 'invite',
  'kpi-request', 'kpi-reminder', 'kpi-returned', 'kpi-submitted',
];

describe('e-mail templates (nhost/emails)', () => {
  it('has every template in en and pt, each with a subject and a body with the link', () => {
    for (const locale of ['en', 'pt']) {
      expect(readdirSync(path.join(TEMPLATES_DIR, locale)).sort()).toEqual([...KINDS, SMS_KIND].sort());
      for (const kind of KINDS) {
        const mail = renderMail(kind, locale, { link: 'http://x/link', displayName: 'Ana', email: 'ana@alfa.example' });
        expect(mail.subject, `${locale}/${kind}`).not.toBe('');
        expect(mail.html, `${locale}/${kind}`).toContain('http://x/link');
      }
    }
  });

  it('fills the variables, escaping them in the HTML, and gives a text twin', () => {
    const mail = renderMail('password-reset', 'pt', { link: 'http://x/verify?a=1&b=2', displayName: 'Ana <Lima>', email: 'ana@alfa.example' });
    expect(mail.subject).toBe('Redefina sua senha');
    expect(mail.html).toContain('<p>Olá, Ana &lt;Lima&gt;.</p>');
    expect(mail.html).toContain('<a href="http://x/verify?a=1&amp;b=2">Redefinir senha</a>');
    expect(mail.text).toContain('Olá, Ana <Lima>.');
    expect(mail.text).toContain('Redefinir senha: http://x/verify?a=1&b=2');
  });

  it('falls back to en for a locale without templates', () => {
    expect(renderMail('email-verify', 'fr', { link: 'l', displayName: 'd', email: 'e' }).subject).toBe('Verify your email');
  });

  it('writes the SMS with a sign-in code in the user\'s language, short enough for one message', () => {
    expect(renderSms('pt', '012345')).toBe('Portal do Investidor: seu código é 012345. Vale 5 min. Não o repasse.');
    expect(renderSms('en', '012345')).toBe('Investor Portal: your code is 012345. Valid for 5 minutes. Do not share it.');
    expect(renderSms('fr', '012345')).toBe(renderSms('en', '012345'));
    // One segment: 70 characters with Portuguese accents (UCS-2), 160 without.
    expect(renderSms('pt', '012345').length).toBeLessThanOrEqual(70);
  });
});
