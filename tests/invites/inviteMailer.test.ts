/**
 * The invite e-mail outbox (server/invites/inviteMailer.ts) over the engine fixture: an invite created through
 * GraphQL is mailed once, to the invitee, in their language, with the link for their case; a second worker never
 * sends it again; a failed send is retried; rows written directly in SQL (the seed) are not mailed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Mailbox, type MailSender } from '../../server/auth/mail/mailbox.ts';
import type { RenderedMail } from '../../server/auth/mail/templates.ts';
import { InviteMailer, type InviteMailerOptions } from '../../server/invites/inviteMailer.ts';
import { createEngineFixture, investor, type EngineFixture, type USERS } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

const ALFA = '00000000-0000-4000-8000-000000000011';
const ACME = '00000000-0000-4000-8000-000000000021';
const CLIENT_URL = 'http://portal.test';

const INVITE = `mutation Invite($object: portfolio_invite_insert_input!) {
  insert_portfolio_invite_one(object: $object) { id }
}`;

/** Polls `condition` until it holds, for at most `timeoutMs`. */
async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A mailer that refuses the first `failures` messages, then delivers to `inner`. */
class FlakySender implements MailSender {
  constructor(private failures: number, private readonly inner: MailSender) {}

  send(to: string, mail: RenderedMail): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      return Promise.reject(new Error('SMTP is down'));
    }
    return this.inner.send(to, mail);
  }
}

describe.each(testTargets())('invite e-mails on $name', (target) => {
  let fixture: EngineFixture;
  const workers: InviteMailer[] = [];
  const warnings: string[] = [];

  /** A worker on the fixture's database; `start` makes it listen and sweep (hourly: tests sweep by hand). */
  const worker = async (mail: MailSender, options: Partial<InviteMailerOptions> & { start?: boolean } = {}) => {
    const { start = true, ...rest } = options;
    const mailer = new InviteMailer({
      db: fixture.db, mail, clientUrl: CLIENT_URL, localeDefault: 'pt', sweepMs: 3_600_000,
      warn: (message) => { warnings.push(message); }, ...rest,
    });
    workers.push(mailer);
    if (start) await mailer.start();
    return mailer;
  };

  const invite = async (user: keyof typeof USERS, object: Record<string, unknown>): Promise<string> => {
    const response = JSON.parse(await fixture.engine.execute({ query: INVITE, variables: { object } }, investor(user))) as {
      data?: { insert_portfolio_invite_one: { id: string } };
    };
    if (!response.data) throw new Error(JSON.stringify(response));
    return response.data.insert_portfolio_invite_one.id;
  };

  const mailedAt = async (id: string) =>
    (await fixture.db.query<{ mailed_at: string | null }>('SELECT mailed_at FROM portfolio.invite WHERE id = $1', [id])).rows[0]?.mailed_at;

  beforeAll(async () => { fixture = await createEngineFixture(target); });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((mailer) => mailer.stop()));
    // Each test starts from an empty outbox.
    await fixture.db.query('DELETE FROM portfolio.invite');
    warnings.length = 0;
  });
  afterAll(async () => { await fixture.drop(); });

  it('mails an invite an editor creates through GraphQL once, to the invitee, in their language, linking to the portal', async () => {
    const mailbox = new Mailbox();
    await worker(mailbox);
    // Carla has an account, in English.
    const id = await invite('bruno', { name: 'Carla Dias', email: 'carla@gama.example', organization_id: ALFA, company_id: ACME });
    await until(() => mailbox.list().length > 0);
    const [message] = mailbox.list();
    expect(message.to).toBe('carla@gama.example');
    expect(message.subject).toBe('Bruno Souza invited you to Acme Ltda (Alfa Capital)');
    expect(message.text).toContain('Hello Carla Dias,');
    expect(message.links).toEqual([`${CLIENT_URL}/app/home`]);
    expect(await mailedAt(id)).not.toBeNull();

    // Neither a second worker nor this one's next sweep sends it again.
    const other = await worker(mailbox, { start: false });
    expect(await other.sweep()).toBe(0);
    expect(await workers[0].sweep()).toBe(0);
    expect(mailbox.list()).toHaveLength(1);
  });

  it('sends a person without an account to sign up with the address filled in, in Portuguese', async () => {
    const mailbox = new Mailbox();
    await worker(mailbox);
    const id = await invite('bruno', { name: 'Nova Pessoa', email: 'nova.pessoa@example.com', organization_id: ALFA, role: 'editor' });
    await until(() => mailbox.list().length > 0);
    const [message] = mailbox.list();
    expect(message.to).toBe('nova.pessoa@example.com');
    expect(message.subject).toBe('Bruno Souza convidou você para Alfa Capital');
    expect(message.html).toContain('<p>Olá, Nova Pessoa.</p>');
    expect(message.links).toEqual([`${CLIENT_URL}/sign-up?invite=${id}&email=nova.pessoa%40example.com`]);
    expect(new URL(message.links[0]).searchParams.get('email')).toBe('nova.pessoa@example.com');
  });

  it('finds invites that no notification announced at its start-up sweep', async () => {
    const id = await invite('bruno', { name: 'Sem Aviso', email: 'sem.aviso@example.com', organization_id: ALFA });
    const mailbox = new Mailbox();
    await worker(mailbox);
    await until(() => mailbox.list().length > 0);
    expect(mailbox.list().map((message) => message.to)).toEqual(['sem.aviso@example.com']);
    expect(await mailedAt(id)).not.toBeNull();
  });

  it('never sends one invite twice when several workers sweep at once', async () => {
    const mailbox = new Mailbox();
    const emails = Array.from({ length: 7 }, (_, index) => `pessoa${String(index)}@example.com`);
    for (const email of emails) await invite('bruno', { name: 'Pessoa', email, organization_id: ALFA });
    const sweepers = await Promise.all([1, 2, 3].map(() => worker(mailbox, { start: false, batchSize: 2 })));
    const sent = await Promise.all(sweepers.map((mailer) => mailer.sweep()));
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(emails.length);
    expect(mailbox.list().map((message) => message.to).sort()).toEqual(emails);
  });

  it('gives a failed e-mail back and sends it on a later sweep, after a pause', async () => {
    const mailbox = new Mailbox();
    const mailer = await worker(new FlakySender(1, mailbox), { start: false });
    const id = await invite('bruno', { name: 'Tentativa', email: 'tentativa@example.com', organization_id: ALFA });
    expect(await mailer.sweep()).toBe(0);
    expect(warnings.join('\n')).toContain(`sending invite ${id} failed (SMTP is down)`);
    expect(await mailedAt(id)).toBeNull();
    // Paused: the next sweep right away sends nothing; a worker that has not failed sends it.
    expect(await mailer.sweep()).toBe(0);
    expect(await (await worker(mailbox, { start: false })).sweep()).toBe(1);
    expect(mailbox.list().map((message) => message.to)).toEqual(['tentativa@example.com']);
  });

  it('does not mail invites written directly in SQL, such as the demo seed\'s', async () => {
    await fixture.db.query(`INSERT INTO portfolio.invite (name, email, organization_id) VALUES ('Semente', 'semente@example.com', $1)`, [ALFA]);
    const mailbox = new Mailbox();
    const mailer = await worker(mailbox, { start: false });
    expect(await mailer.sweep()).toBe(0);
    const { rows } = await fixture.db.query<{ mail_due: boolean }>('SELECT mail_due FROM portfolio.invite');
    expect(rows).toEqual([{ mail_due: false }]);
  });
});
