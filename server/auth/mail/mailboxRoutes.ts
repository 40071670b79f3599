/**
 * `GET /mailbox` (a page a person reads) and `GET /mailbox/messages` (JSON a test reads): the local mailbox, served
 * only when no SMTP server is configured. Both list the messages newest first, in the mailbox's own order.
 */
import type { FastifyInstance } from 'fastify';
import type { Mailbox } from './mailbox.ts';
import { escapeHtml } from './templates.ts';

export function mailboxRoutes(app: FastifyInstance, mailbox: Mailbox): void {
  app.get('/mailbox/messages', () => mailbox.list());
  app.get('/mailbox', (_request, reply) => {
    const items = mailbox.list().map((m) => `
      <article><h2>${escapeHtml(m.subject)}</h2><p class="meta">to ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>
      <pre>${escapeHtml(m.text)}</pre>
      <ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul></article>`);
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
      <title>Local mailbox</title><style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
      article{border-bottom:1px solid #ccc;padding:1rem 0}.meta{color:#666}pre{white-space:pre-wrap}</style></head>
      <body><h1>Local mailbox</h1><p>${items.length} message(s), newest first. Set AUTH_SMTP_HOST to send real e-mail.</p>
      ${items.join('') || '<p>No messages yet.</p>'}</body></html>`);
  });
}
