/**
 * The local mailbox: with no SMTP server configured every message the auth service sends is kept here and shown at
 * `GET /mailbox` (HTML) and `GET /mailbox/messages` (JSON), both newest first, so a person or a test can follow a
 * verification or reset link. It lives in memory and keeps the newest 500 messages.
 */
import { randomUUID } from 'node:crypto';
import type { RenderedMail } from './templates.ts';

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every link of the HTML body, in order. */
  links: string[];
  sentAt: string;
}

export interface MailSender {
  send(to: string, mail: RenderedMail): Promise<void>;
}

const LIMIT = 500;

export class Mailbox implements MailSender {
  /** Newest first, the order both routes list them in. */
  private readonly messages: MailMessage[] = [];

  send(to: string, mail: RenderedMail): Promise<void> {
    const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
    this.messages.unshift({ id: randomUUID(), to, ...mail, links, sentAt: new Date().toISOString() });
    if (this.messages.length > LIMIT) this.messages.length = LIMIT;
    return Promise.resolve();
  }

  /** Every message kept, newest first. */
  list(): readonly MailMessage[] {
    return this.messages;
  }
}
