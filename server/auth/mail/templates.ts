/**
 * The e-mails the auth service sends, from `nhost/emails/<locale>/<template>/{subject.txt,body.html}` — Nhost's
 * template layout, so the same files serve a hosted Nhost project — with hasura-auth's `${link}`, `${displayName}`
 * and `${email}` variables. The user's two-letter locale picks the folder (`pt` holds Brazilian Portuguese); a
 * locale without templates falls back to `en`. The files are read once, at the first message. The text of the SMS with a
 * sign-in code sits beside them, as hasura-auth keeps it (`signin-passwordless-sms/body.txt`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type MailKind = 'email-verify' | 'password-reset' | 'email-confirm-change' | 'signin-passwordless' | 'invite'
  | 'kpi-request' | 'kpi-reminder' | 'kpi-returned' | 'kpi-submitted';

/** hasura-auth's three variables, and any a kind of mail adds (the invite's `inviterName` and `target`). */
export type MailVariables = Readonly<Record<string, string>> & {
  link: string;
  displayName: string;
  email: string;
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const TEMPLATES_DIR = path.resolve(import.meta.dirname, '../../../nhost/emails');

const cache = new Map<string, { subject: string; body: string }>();

function template(kind: MailKind, locale: string): { subject: string; body: string } {
  const folder = existsSync(path.join(TEMPLATES_DIR, locale, kind)) ? locale : 'en';
  const key = `${folder}/${kind}`;
  let found = cache.get(key);
  if (!found) {
    const dir = path.join(TEMPLATES_DIR, folder, kind);
    found = { subject: readFileSync(path.join(dir, 'subject.txt'), 'utf8').trim(), body: readFileSync(path.join(dir, 'body.html'), 'utf8') };
    cache.set(key, found);
  }
  return found;
}

export const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function fill(text: string, vars: MailVariables, escape: (s: string) => string): string {
  return text.replace(/\$\{(\w+)\}/g, (whole, name: string) =>
    (name in vars ? escape(vars[name]) : whole));
}

/** A plain-text twin of the HTML: paragraphs as lines, each link as "text: URL". */
function textOf(html: string): string {
  return html
    .replace(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g, '$2: $1')
    .replace(/<\/p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
    .split('\n').map((line) => line.trim()).join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function renderMail(kind: MailKind, locale: string, vars: MailVariables): RenderedMail {
  const { subject, body } = template(kind, locale);
  const html = fill(body, vars, escapeHtml);
  return { subject: fill(subject, vars, (s) => s), html, text: textOf(html) };
}

/** The SMS folder of Nhost's layout (`<locale>/signin-passwordless-sms/body.txt`, hasura-auth's `${code}`). */
export const SMS_KIND = 'signin-passwordless-sms';

const smsCache = new Map<string, string>();

/** The text of the SMS that carries a sign-in code, in the user's locale (else `en`). */
export function renderSms(locale: string, code: string): string {
  const folder = existsSync(path.join(TEMPLATES_DIR, locale, SMS_KIND)) ? locale : 'en';
  let body = smsCache.get(folder);
  if (body === undefined) {
    body = readFileSync(path.join(TEMPLATES_DIR, folder, SMS_KIND, 'body.txt'), 'utf8').trim();
    smsCache.set(folder, body);
  }
  return body.replaceAll('${code}', code);
}
