import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { Mailbox } from './mailbox.ts';
import { isLoopbackAddress, isLoopbackHost, mailboxServed } from './mailboxAccess.ts';
import type { MailboxAccess } from './mailboxAccess.ts';
import { mailboxRoutes } from './mailboxRoutes.ts';
import { SmsSink } from '../sms/smsSink.ts';

const ACCESS: MailboxAccess = { key: 'the-printed-key', adminSecret: 'the-admin-secret', anyAddress: false };
const AS_OPERATOR = { 'x-hasura-admin-secret': 'the-admin-secret' };

const mail = (subject: string) => ({ subject, text: subject, html: `<a href="http://portal.test/${subject}">${subject}</a>` });

describe('the local mailbox', () => {
  it('lists newest first, the same order in /mailbox/messages and on the /mailbox page', async () => {
    const mailbox = new Mailbox();
    await mailbox.send('ana@alfa.example', mail('first'));
    await mailbox.send('bruno@beta.example', mail('second'));
    await mailbox.send('ana@alfa.example', mail('third'));
    expect(mailbox.list().map((m) => m.subject)).toEqual(['third', 'second', 'first']);

    const app = Fastify();
    mailboxRoutes(app, mailbox, ACCESS);
    const messages = (await app.inject({ method: 'GET', url: '/mailbox/messages', headers: AS_OPERATOR })).json<{ subject: string; links: string[] }[]>();
    expect(messages.map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    expect(messages[0].links).toEqual(['http://portal.test/third']);

    const page = (await app.inject({ method: 'GET', url: '/mailbox?key=the-printed-key' })).body;
    const onPage = [...page.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(onPage).toEqual(['third', 'second', 'first']);
    await app.close();
  });

  it('with e-mail over SMTP and only the SMS sink here, says where the e-mail went instead of an empty e-mail section', async () => {
    const sms = new SmsSink();
    await sms.send('+5511990000001', 'Seu código: 123456');
    const app = Fastify();
    mailboxRoutes(app, null, ACCESS, sms);
    const page = (await app.inject({ method: 'GET', url: '/mailbox?key=the-printed-key' })).body;
    expect(page).toContain('E-mail goes out over SMTP (AUTH_SMTP_HOST): none is kept here.');
    expect(page).not.toContain('No messages yet.');
    expect(page).toContain('Seu código: 123456');
    expect((await app.inject({ method: 'GET', url: '/mailbox/messages', headers: AS_OPERATOR })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/mailbox/sms', headers: AS_OPERATOR })).json<unknown[]>()).toHaveLength(1);
    await app.close();
  });

  it('keeps the newest 500 messages', async () => {
    const mailbox = new Mailbox();
    for (let i = 1; i <= 502; i += 1) await mailbox.send('ana@alfa.example', mail(`m${String(i)}`));
    const subjects = mailbox.list().map((m) => m.subject);
    expect(subjects).toHaveLength(500);
    expect([subjects[0], subjects.at(-1)]).toEqual(['m502', 'm3']);
  });

  it('is read only by this machine\'s operator: the printed key or the admin secret, from a loopback address', async () => {
    const mailbox = new Mailbox();
    await mailbox.send('ana@alfa.example', mail('reset'));
    const app = Fastify();
    mailboxRoutes(app, mailbox, ACCESS);
    const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'GET', url, headers, remoteAddress });

    // Anyone else, even on this machine: refused, the links never shown.
    for (const url of ['/mailbox/messages', '/mailbox']) {
      const refused = await get(url);
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain('portal.test/reset');
    }
    expect((await get('/mailbox/messages', { 'x-hasura-admin-secret': 'a-guess' })).statusCode).toBe(401);
    expect((await get('/mailbox?key=a-guess')).statusCode).toBe(401);

    // The operator: the admin secret, or the key npm start printed, which the page keeps in its own cookie.
    expect((await get('/mailbox/messages', AS_OPERATOR)).json<unknown[]>()).toHaveLength(1);
    const page = await get('/mailbox?key=the-printed-key');
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie']).toContain('mailbox_key=the-printed-key; Path=/mailbox; HttpOnly; SameSite=Strict');
    expect((await get('/mailbox', { cookie: 'mailbox_key=the-printed-key' })).statusCode).toBe(200);

    // From another machine, even with the secret: refused unless AUTH_LOCAL_MAILBOX=on said otherwise.
    expect((await get('/mailbox/messages', AS_OPERATOR, '192.168.0.20')).statusCode).toBe(401);
    const open = Fastify();
    mailboxRoutes(open, mailbox, { ...ACCESS, anyAddress: true });
    expect((await open.inject({ method: 'GET', url: '/mailbox/messages', headers: AS_OPERATOR, remoteAddress: '192.168.0.20' })).statusCode).toBe(200);
    await app.close();
    await open.close();
  });

  it('is served only when the server listens on this machine alone, unless turned on or off', () => {
    expect(['localhost', '127.0.0.1', '::1', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.0.10', 'portal.example'].some(isLoopbackHost)).toBe(false);
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect([undefined, '10.0.0.1', '::ffff:10.0.0.1'].some(isLoopbackAddress)).toBe(false);
    expect(mailboxServed('auto', 'localhost')).toBe(true);
    expect(mailboxServed('auto', '0.0.0.0')).toBe(false);
    expect(mailboxServed('on', '0.0.0.0')).toBe(true);
    expect(mailboxServed('off', 'localhost')).toBe(false);
  });
});
