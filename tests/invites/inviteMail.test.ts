/**
 * The invite e-mail's text and link (server/invites/inviteMail.ts), without a database.
 */
import { describe, expect, it } from 'vitest';
import { inviteLink, renderInviteMail, type ClaimedInvite } from '../../server/invites/inviteMail.ts';

const INVITE: ClaimedInvite = {
  id: '7f1d0c9e-0000-4000-8000-000000000001', name: 'Carla <Dias>', email: 'carla+1@gama.example',
  organizationName: 'Alfa Capital', companyName: 'Acme Ltda', walletName: null, inviterName: 'Bruno Souza', inviteeExists: false, inviteeLocale: null,
};
const OPTIONS = { clientUrl: 'https://portal.example/', localeDefault: 'pt' };

describe('invite e-mail', () => {
  it('links a person without an account to sign-up with the address, and one with an account to the portal', () => {
    expect(inviteLink(OPTIONS.clientUrl, INVITE))
      .toBe('https://portal.example/sign-up?invite=7f1d0c9e-0000-4000-8000-000000000001&email=carla%2B1%40gama.example');
    expect(inviteLink(OPTIONS.clientUrl, { ...INVITE, inviteeExists: true })).toBe('https://portal.example/app/home');
  });

  it('names the company with its organization, escapes the names in the HTML, and has a text twin', () => {
    const mail = renderInviteMail(INVITE, OPTIONS);
    expect(mail.subject).toBe('Bruno Souza convidou você para Acme Ltda (Alfa Capital)');
    expect(mail.html).toContain('<p>Olá, Carla &lt;Dias&gt;.</p>');
    expect(mail.html).toContain('href="https://portal.example/sign-up?invite=7f1d0c9e-0000-4000-8000-000000000001&amp;email=carla%2B1%40gama.example"');
    expect(mail.text).toContain('Ver o convite: https://portal.example/sign-up?invite=');
  });

  it('writes in the invitee\'s language, and names the organization when no inviter is known', () => {
    const mail = renderInviteMail({ ...INVITE, companyName: null, inviterName: null, inviteeExists: true, inviteeLocale: 'en' }, OPTIONS);
    expect(mail.subject).toBe('Alfa Capital invited you to Alfa Capital');
    expect(mail.text).toContain('View the invite: https://portal.example/app/home');
  });

  it('names the wallet with its organization for an invite from a wallet', () => {
    const mail = renderInviteMail({ ...INVITE, companyName: null, walletName: 'Growth' }, OPTIONS);
    expect(mail.subject).toBe('Bruno Souza convidou você para Growth (Alfa Capital)');
  });
});
