/**
 * Real e-mail over SMTP with nodemailer, used when `AUTH_SMTP_HOST` is set (Nhost's variables: host, port, user,
 * pass, secure, sender). Each message goes out with the same text and HTML the local mailbox would have kept.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailSender } from './mailbox.ts';
import type { RenderedMail } from './templates.ts';

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | null;
  pass: string | null;
  /** `AUTH_SMTP_SENDER`: the From address. */
  sender: string;
}

export class SmtpSender implements MailSender {
  private readonly transport: Transporter;

  constructor(private readonly config: SmtpConfig) {
    this.transport = nodemailer.createTransport({
      host: config.host, port: config.port, secure: config.secure,
      ...(config.user === null ? {} : { auth: { user: config.user, pass: config.pass ?? '' } }),
    });
  }

  async send(to: string, mail: RenderedMail): Promise<void> {
    await this.transport.sendMail({ from: this.config.sender, to, subject: mail.subject, text: mail.text, html: mail.html });
  }

  close(): void {
    this.transport.close();
  }
}
