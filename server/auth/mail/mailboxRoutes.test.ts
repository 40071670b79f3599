import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { Mailbox } from './mailbox.ts';
import { mailboxRoutes } from './mailboxRoutes.ts';

const mail = (subject: string) => ({ subject, text: subject, html: `<a href="http://portal.test/${subject}">${subject}</a>` });

describe('the local mailbox', () => {
  it('lists newest first, the same order in /mailbox/messages and on the /mailbox page', async () => {
    const mailbox = new Mailbox();
    await mailbox.send('ana@alfa.example', mail('first'));
    await mailbox.send('bruno@beta.example', mail('second'));
    await mailbox.send('ana@alfa.example', mail('third'));
    expect(mailbox.list().map((m) => m.subject)).toEqual(['third', 'second', 'first']);

    const app = Fastify();
    mailboxRoutes(app, mailbox);
    const messages = (await app.inject({ method: 'GET', url: '/mailbox/messages' })).json<{ subject: string; links: string[] }[]>();
    expect(messages.map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    expect(messages[0].links).toEqual(['http://portal.test/third']);

    const page = (await app.inject({ method: 'GET', url: '/mailbox' })).body;
    const onPage = [...page.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(onPage).toEqual(['third', 'second', 'first']);
    await app.close();
  });

  it('keeps the newest 500 messages', async () => {
    const mailbox = new Mailbox();
    for (let i = 1; i <= 502; i += 1) await mailbox.send('ana@alfa.example', mail(`m${String(i)}`));
    const subjects = mailbox.list().map((m) => m.subject);
    expect(subjects).toHaveLength(500);
    expect([subjects[0], subjects.at(-1)]).toEqual(['m502', 'm3']);
  });
});
