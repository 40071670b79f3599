/**
 * The KPI request's e-mails: what they say, in the reader's language (pt-BR or en, `nhost/emails/<locale>/kpi-*`), and
 * where their links lead. Pure functions; the worker in kpiMailer.ts claims what is due and sends what these render.
 */
import { linkExpiry, respondUrl, signResponseLink, type LinkLocale } from '../../functions/_lib/kpi/responseLink.ts';
import { renderMail, type RenderedMail } from '../auth/mail/templates.ts';

/** A response as the e-mails describe it. */
export interface MailedResponse {
  responseId: string;
  requestId: string;
  tokenVersion: number;
  title: string;
  message: string;
  /** YYYY-MM-DD */
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  companyName: string;
  organizationName: string;
}

export interface Recipient {
  name: string;
  email: string;
  locale: string;
}

export interface KpiMailOptions {
  /** `AUTH_CLIENT_URL`: the portal's address. */
  clientUrl: string;
  /** The key links are signed with (functions/_lib/kpi/responseLink.ts: linkKeyFrom). */
  linkKey: Buffer;
}

const DAY_MS = 86_400_000;
const localeOf = (locale: string): LinkLocale => (locale === 'en' ? 'en' : 'pt');
const intlLocale = (locale: LinkLocale): string => (locale === 'en' ? 'en-GB' : 'pt-BR');
const utcDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** Made once per language and shape: a formatter costs far more to build than to use, and a sweep formats thousands. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, found);
  }
  return found;
}

/** 15/10/2026 or 15 Oct 2026. */
export function formatDay(day: string, locale: LinkLocale): string {
  return formatter(intlLocale(locale), { day: 'numeric', month: locale === 'en' ? 'short' : '2-digit', year: 'numeric' }).format(utcDate(day));
}

/** "setembro de 2026" / "September 2026" for one month; "jul. de 2026 – set. de 2026" / "Jul 2026 – Sep 2026" for more. */
export function formatPeriod(start: string, end: string, locale: LinkLocale): string {
  if (start === end) return formatter(intlLocale(locale), { month: 'long', year: 'numeric' }).format(utcDate(end));
  // en-US: British English abbreviates September "Sept".
  const short = formatter(locale === 'en' ? 'en-US' : 'pt-BR', { month: 'short', year: 'numeric' });
  return `${short.format(utcDate(start))} – ${short.format(utcDate(end))}`;
}

/** Days from `today` to the due date, as the reminder says it: "is due in 3 days", "was due 1 day ago". */
export function dueText(dueDate: string, today: string, locale: LinkLocale): string {
  const days = Math.round((utcDate(dueDate).getTime() - utcDate(today).getTime()) / DAY_MS);
  if (locale === 'en') {
    if (days === 0) return 'is due today';
    if (days === 1) return 'is due tomorrow';
    if (days > 1) return `is due in ${days} days`;
    return days === -1 ? 'was due yesterday' : `was due ${-days} days ago`;
  }
  if (days === 0) return 'vence hoje';
  if (days === 1) return 'vence amanhã';
  if (days > 1) return `vence em ${days} dias`;
  return days === -1 ? 'venceu ontem' : `venceu há ${-days} dias`;
}

/** The contact's own no-login link: its language is signed into it, so the form opens in it. */
export function contactLink(options: KpiMailOptions, response: MailedResponse, contact: Recipient): string {
  const token = signResponseLink(options.linkKey, {
    responseId: response.responseId, tokenVersion: response.tokenVersion, locale: localeOf(contact.locale), expiresAt: linkExpiry(response.dueDate),
  });
  return respondUrl(options.clientUrl, token);
}

const common = (response: MailedResponse, recipient: Recipient) => {
  const locale = localeOf(recipient.locale);
  return {
    displayName: recipient.name, email: recipient.email, requestTitle: response.title, companyName: response.companyName,
    organizationName: response.organizationName, period: formatPeriod(response.periodStart, response.periodEnd, locale),
    dueDate: formatDay(response.dueDate, locale),
  };
};

/** The first e-mail: the request, with the contact's link. */
export function renderRequestMail(options: KpiMailOptions, response: MailedResponse, contact: Recipient): RenderedMail {
  const locale = localeOf(contact.locale);
  const expiry = new Date(linkExpiry(response.dueDate) - DAY_MS).toISOString().slice(0, 10);
  return renderMail('kpi-request', locale, {
    ...common(response, contact), link: contactLink(options, response, contact), message: response.message, linkExpiry: formatDay(expiry, locale),
  });
}

/** A reminder, on `today` (YYYY-MM-DD). */
export function renderReminderMail(options: KpiMailOptions, response: MailedResponse, contact: Recipient, today: string): RenderedMail {
  return renderMail('kpi-reminder', localeOf(contact.locale), {
    ...common(response, contact), link: contactLink(options, response, contact), dueText: dueText(response.dueDate, today, localeOf(contact.locale)),
  });
}

/** The answers came back with the investor's comment. */
export function renderReturnedMail(options: KpiMailOptions, response: MailedResponse, contact: Recipient, comment: string): RenderedMail {
  return renderMail('kpi-returned', localeOf(contact.locale), { ...common(response, contact), link: contactLink(options, response, contact), comment });
}

/** The request's creator learns a company submitted; the link opens the answer for review (src/app/paths.ts: request). */
export function renderSubmittedMail(options: KpiMailOptions, response: MailedResponse, creator: Recipient): RenderedMail {
  const link = `${options.clientUrl.replace(/\/+$/, '')}/app/requests/${encodeURIComponent(response.requestId)}?response=${encodeURIComponent(response.responseId)}`;
  return renderMail('kpi-submitted', localeOf(creator.locale), { ...common(response, creator), link });
}
