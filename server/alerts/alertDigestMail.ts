/**
 * The weekly alert digest: what it says, in the member's language (auth.users.locale: `pt` is Brazilian Portuguese,
 * anything else English), built from escaped pieces. The worker in alertDigestMailer.ts claims who is due one.
 */
import { escapeHtml, type RenderedMail } from '../auth/mail/templates.ts';
import { alertText, type AlertForText, type MailLocale } from './alertText.ts';

/** One open alert as the digest lists it. */
export interface DigestAlert extends AlertForText {
  severity: string;
  status: string;
  organizationName: string;
  companyId: string | null;
  companyName: string | null;
}

export interface DigestRecipient {
  displayName: string;
  locale: string;
}

const WORDS = {
  en: {
    subject: (count: number) => `Your alerts this week: ${String(count)} open`,
    hello: (name: string) => `Hello ${name},`,
    intro: 'These alerts are open in your organizations. Each says how it was computed; open the company for the figures behind it.',
    severity: { critical: 'Critical', warning: 'Warning', info: 'Information' } as Record<string, string>,
    acknowledged: 'acknowledged',
    open: 'Open the portal',
  },
  pt: {
    subject: (count: number) => `Seus alertas da semana: ${String(count)} em aberto`,
    hello: (name: string) => `Olá ${name},`,
    intro: 'Estes alertas estão em aberto nas suas organizações. Cada um diz como foi calculado; abra a empresa para ver os números por trás dele.',
    severity: { critical: 'Crítico', warning: 'Atenção', info: 'Informação' } as Record<string, string>,
    acknowledged: 'ciente',
    open: 'Abrir o portal',
  },
} as const;

export const mailLocale = (locale: string): MailLocale => (locale === 'pt' ? 'pt' : 'en');

/** The digest e-mail: the open alerts grouped by organization, each with its company linked. */
export function renderAlertDigest(recipient: DigestRecipient, alerts: readonly DigestAlert[], clientUrl: string): RenderedMail {
  const locale = mailLocale(recipient.locale);
  const words = WORDS[locale];
  const base = clientUrl.replace(/\/+$/, '');
  const organizations = [...new Set(alerts.map((alert) => alert.organizationName))];
  const item = (alert: DigestAlert): string => {
    const { title, detail } = alertText(alert, locale);
    const company = alert.companyId && alert.companyName
      ? `<a href="${escapeHtml(`${base}/app/my-companies/${encodeURIComponent(alert.companyId)}`)}">${escapeHtml(alert.companyName)}</a>: `
      : '';
    const acknowledged = alert.status === 'acknowledged' ? ` (${words.acknowledged})` : '';
    return `<li>[${escapeHtml(words.severity[alert.severity] ?? alert.severity)}] ${company}<strong>${escapeHtml(title)}</strong>${acknowledged}`
      + `${detail === '' ? '' : `<br>${escapeHtml(detail)}`}</li>`;
  };
  const sections = organizations.map((name) => `<h3>${escapeHtml(name)}</h3>\n<ul>\n${alerts.filter((alert) => alert.organizationName === name).map(item).join('\n')}\n</ul>`);
  const html = `<!DOCTYPE html>
<html lang="${locale === 'pt' ? 'pt-BR' : 'en'}">
<head><meta charset="utf-8"></head>
<body style="font-family: sans-serif">
<p>${escapeHtml(words.hello(recipient.displayName))}</p>
<p>${escapeHtml(words.intro)}</p>
${sections.join('\n')}
<p><a href="${escapeHtml(`${base}/app/home`)}">${escapeHtml(words.open)}</a></p>
</body>
</html>
`;
  const text = [
    words.hello(recipient.displayName), '', words.intro, '',
    ...organizations.flatMap((name) => [name, ...alerts.filter((alert) => alert.organizationName === name).map((alert) => {
      const { title, detail } = alertText(alert, locale);
      return `- [${words.severity[alert.severity] ?? alert.severity}] ${alert.companyName ? `${alert.companyName}: ` : ''}${title}${detail === '' ? '' : ` ${detail}`}`;
    }), '']),
    `${words.open}: ${base}/app/home`,
  ].join('\n');
  return { subject: words.subject(alerts.length), html, text };
}
