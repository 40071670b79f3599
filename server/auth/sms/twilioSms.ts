/**
 * Text messages through Twilio's Messages API (`AUTH_SMS_PROVIDER=twilio`, hasura-auth's provider and variables): one
 * form-encoded POST to `/2010-04-01/Accounts/<account SID>/Messages.json` with HTTP Basic authentication (the account
 * SID and the auth token), `To`, `Body`, and the sender: `MessagingServiceSid` for a Messaging Service (`MG…`), else
 * `From` for a sender number. Any answer but a 2xx is a failure, reported with Twilio's own code and message.
 */
import type { SmsConfig, TwilioConfig } from '../authConfig.ts';
import type { SmsSender } from './smsSink.ts';

/** How long a send may take before the sign-in answers `cannot-send-sms`. */
const TIMEOUT_MS = 10_000;

export class SmsSendError extends Error {
  override name = 'SmsSendError';
}

export class TwilioSms implements SmsSender {
  constructor(private readonly config: TwilioConfig) {}

  async send(to: string, body: string): Promise<void> {
    const { accountSid, authToken, messagingServiceId, apiUrl } = this.config;
    const form = new URLSearchParams({ To: to, Body: body });
    form.set(messagingServiceId.startsWith('MG') ? 'MessagingServiceSid' : 'From', messagingServiceId);
    const response = await fetch(`${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return;
    // Twilio's errors are JSON: {code, message, more_info, status}.
    const detail = await response.text();
    let reason = detail.slice(0, 300);
    try {
      const parsed = JSON.parse(detail) as { code?: number; message?: string };
      reason = `${parsed.code ?? ''} ${parsed.message ?? ''}`.trim();
    } catch {
      // not JSON: the text as it came
    }
    throw new SmsSendError(`Twilio answered ${String(response.status)}: ${reason}`);
  }
}

/** The sender the configuration names: Twilio when `AUTH_SMS_PROVIDER=twilio`, else the local sink. */
export function smsSenderFor(config: SmsConfig, sink: SmsSender): SmsSender {
  return config.twilio ? new TwilioSms(config.twilio) : sink;
}
