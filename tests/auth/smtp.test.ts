/**
 * With `AUTH_SMTP_*` set, e-mail goes out over SMTP: a rendered password-reset message reaches a real SMTP server
 * (smtp-server, on loopback) from the configured sender, to the user, with its subject and its `/verify` link.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSender } from '../../server/auth/mail/smtpSender.ts';
import { renderMail } from '../../server/auth/mail/templates.ts';

describe('SMTP sender', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => { server.listen(0, '127.0.0.1', resolve); });
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => { server.close(resolve); });
  });

  it('delivers a rendered message with its link', async () => {
    const sender = new SmtpSender({ host: '127.0.0.1', port, secure: false, user: null, pass: null, sender: 'portal@investor.test' });
    const link = 'http://localhost:1337/v1/auth/verify?ticket=passwordReset%3Aabc&type=passwordReset&redirectTo=http%3A%2F%2Fportal';
    await sender.send('ana@alfa.example', renderMail('password-reset', 'pt', { link, displayName: 'Ana', email: 'ana@alfa.example' }));
    sender.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'portal@investor.test', to: ['ana@alfa.example'] });
    expect(received[0].data).toContain('Subject: Redefina sua senha');
    // Quoted-printable may fold long lines; unfold before looking for the link.
    expect(received[0].data.replace(/=\r\n/g, '').replace(/=3D/g, '=')).toContain('ticket=passwordReset%3Aabc');
  });
});
