/**
 * `GET /mailbox` (a page a person reads) and `GET /mailbox/messages` (JSON a test reads): the local mailbox, served
 * only when no SMTP server is configured, and only to this machine's operator (mailboxAccess.ts). Both list the
 * messages newest first, in the mailbox's own order. Beside it, when no SMS provider is configured, the local SMS sink:
 * `GET /mailbox/sms` (JSON) and the page's second section, under the same rule, since its codes open accounts too.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SmsSink } from '../sms/smsSink.ts';
import type { Mailbox } from './mailbox.ts';
import { MAILBOX_COOKIE, mayReadMailbox, offeredKey } from './mailboxAccess.ts';
import type { MailboxAccess } from './mailboxAccess.ts';
import { escapeHtml } from './templates.ts';

const REFUSED = 'The local mailbox holds every account\'s sign-in links and codes: only this machine\'s operator may read it. '
  + 'Open the address `npm start` printed (/mailbox?key=…), or send the admin secret in x-hasura-admin-secret.';

function refuse(reply: FastifyReply, html: boolean) {
  reply.code(401);
  if (!html) return reply.send({ error: 'unauthorized', message: REFUSED });
  return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
    <title>Local mailbox</title></head><body><h1>Local mailbox</h1><p>${escapeHtml(REFUSED)}</p></body></html>`);
}

/**
 * `mailbox` is null when e-mail goes out over SMTP and only the SMS sink is kept here: the page then says where the
 * e-mail went instead of showing an e-mail section that stays empty.
 */
export function mailboxRoutes(app: FastifyInstance, mailbox: Mailbox | null, access: MailboxAccess, sms: SmsSink | null = null): void {
  if (mailbox) {
    app.get('/mailbox/messages', (request, reply) => {
      if (!mayReadMailbox(request, access)) return refuse(reply, false);
      return reply.header('cache-control', 'no-store').send(mailbox.list());
    });
  }
  if (sms) {
    app.get('/mailbox/sms', (request, reply) => {
      if (!mayReadMailbox(request, access)) return refuse(reply, false);
      return reply.header('cache-control', 'no-store').send(sms.list());
    });
  }
  app.get('/mailbox', (request, reply) => {
    if (!mayReadMailbox(request, access)) return refuse(reply, true);
    // The key from the printed address stays in a cookie of this page only, so a reload needs no key in the URL.
    const key = offeredKey(request);
    if (key !== null) reply.header('set-cookie', `${MAILBOX_COOKIE}=${encodeURIComponent(key)}; Path=/mailbox; HttpOnly; SameSite=Strict`);
    reply.header('cache-control', 'no-store');
    const items = (mailbox?.list() ?? []).map((m) => `
      <article><h2>${escapeHtml(m.subject)}</h2><p class="meta">to ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>
      <pre>${escapeHtml(m.text)}</pre>
      <ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul></article>`);
    const texts = (sms?.list() ?? []).map((m) => `
      <article><h3>${escapeHtml(m.to)}</h3><p class="meta">${escapeHtml(m.sentAt)}</p><pre>${escapeHtml(m.body)}</pre></article>`);
    const smsSection = sms ? `<section id="sms"><h2 class="section">Text messages (SMS)</h2>
      <p>${texts.length} message(s), newest first. Set AUTH_SMS_PROVIDER=twilio to send real SMS.</p>
      ${texts.join('') || '<p>No text messages yet.</p>'}</section>` : '';
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
      <title>Local mailbox</title><style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
      article{border-bottom:1px solid #ccc;padding:1rem 0}.meta{color:#666}pre{white-space:pre-wrap}
      h2.section{border-bottom:2px solid #333}</style></head>
      <body><h1>Local mailbox</h1>${sms ? `<p><a href="#email">E-mail${mailbox ? ` (${items.length})` : ''}</a> · <a href="#sms">SMS (${texts.length})</a></p>` : ''}
      <section id="email">${sms ? '<h2 class="section">E-mail</h2>' : ''}
      ${mailbox ? `<p>${items.length} message(s), newest first. Set AUTH_SMTP_HOST to send real e-mail.</p>
      ${items.join('') || '<p>No messages yet.</p>'}` : '<p>E-mail goes out over SMTP (AUTH_SMTP_HOST): none is kept here.</p>'}</section>${smsSection}</body></html>`);
  });
}
