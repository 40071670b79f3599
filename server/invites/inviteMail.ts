/**
 * The invite e-mail: what it says and where its link leads. Pure functions over one claimed invite; the worker in
 * inviteMailer.ts claims invites and sends what these render through the auth service's mailer.
 */
import { renderMail, type RenderedMail } from '../auth/mail/templates.ts';

/** An invite as the outbox claim reads it, with the names the e-mail shows. */
export interface ClaimedInvite {
  id: string;
  /** The invitee's name as the inviter wrote it. */
  name: string;
  email: string;
  organizationName: string;
  companyName: string | null;
  walletName: string | null;
  /** The inviter's display name; null when the invite was created by no user (an admin) or the user is gone. */
  inviterName: string | null;
  /** Whether a user with the invite's e-mail exists (then `inviteeLocale` is theirs). */
  inviteeExists: boolean;
  inviteeLocale: string | null;
}

/**
 * The portal's pages the link opens (src/app/paths.ts: `paths.signUp`, `paths.home`). The sign-up page prefills the
 * e-mail from `?email=`; the home page is under the shell, whose received-invites dialog shows the invite.
 */
const SIGN_UP_PATH = '/sign-up';
const HOME_PATH = '/app/home';

/**
 * A person with an account goes to the portal, where the invite is waiting; anyone else signs up first, with the
 * invited address filled in, and lands on the invite after that.
 */
export function inviteLink(clientUrl: string, invite: Pick<ClaimedInvite, 'id' | 'email' | 'inviteeExists'>): string {
  const base = clientUrl.replace(/\/+$/, '');
  if (invite.inviteeExists) return `${base}${HOME_PATH}`;
  return `${base}${SIGN_UP_PATH}?${new URLSearchParams({ invite: invite.id, email: invite.email }).toString()}`;
}

export interface InviteMailOptions {
  /** `AUTH_CLIENT_URL`: the portal's address. */
  clientUrl: string;
  /** The language of a person without an account (`AUTH_LOCALE_DEFAULT`, `pt` unless configured). */
  localeDefault: string;
}

/** The e-mail in the invitee's language (`nhost/emails/<locale>/invite/`), or the default one without an account. */
export function renderInviteMail(invite: ClaimedInvite, options: InviteMailOptions): RenderedMail {
  // "Acme Ltda (Alfa Capital)": the company (or wallet) with its organization, in a form that needs no translation.
  const within = invite.companyName ?? invite.walletName;
  const target = within === null ? invite.organizationName : `${within} (${invite.organizationName})`;
  return renderMail('invite', invite.inviteeLocale ?? options.localeDefault, {
    link: inviteLink(options.clientUrl, invite),
    displayName: invite.name,
    email: invite.email,
    inviterName: invite.inviterName ?? invite.organizationName,
    target,
  });
}
