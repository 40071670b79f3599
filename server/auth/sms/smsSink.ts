/**
 * Where a text message goes: a provider's API (twilioSms.ts), or, with none configured, the local SMS sink beside the
 * mailbox, so a person or a test can read the sign-in code without a phone. The sink is read at `/mailbox/sms` (JSON)
 * and on the `/mailbox` page, by this machine's operator only, under the mailbox's own rule (mailboxAccess.ts). It
 * lives in memory and keeps the newest 500 messages.
 */
import { randomUUID } from 'node:crypto';

export interface SmsSender {
  /** Sends `body` to `to` (E.164, `+5511…`); rejects when the message could not be handed over. */
  send(to: string, body: string): Promise<void>;
}

export interface SmsMessage {
  id: string;
  to: string;
  body: string;
  sentAt: string;
}

const LIMIT = 500;

export class SmsSink implements SmsSender {
  /** Newest first, the order the mailbox lists them in. */
  private readonly messages: SmsMessage[] = [];

  send(to: string, body: string): Promise<void> {
    this.messages.unshift({ id: randomUUID(), to, body, sentAt: new Date().toISOString() });
    if (this.messages.length > LIMIT) this.messages.length = LIMIT;
    return Promise.resolve();
  }

  /** Every message kept, newest first. */
  list(): readonly SmsMessage[] {
    return this.messages;
  }
}
