import { LOCALES } from './locales.ts';
import type { Locale } from './locales.ts';

/**
 * The account's `locale` for each language of the portal: two letters, as `auth.users.locale` (varchar(2)) and the
 * auth service's e-mail templates (nhost/emails/<locale>/, `pt` holding Brazilian Portuguese) expect.
 */
const ACCOUNT_LOCALES: Record<Locale, string> = { 'pt-BR': 'pt', en: 'en' };

export function accountLocaleOf(locale: Locale): string {
  return ACCOUNT_LOCALES[locale];
}

/** The portal's language for an account's `locale`, or null for one the portal does not speak. */
export function portalLocaleOf(accountLocale: string): Locale | null {
  return LOCALES.find((locale) => ACCOUNT_LOCALES[locale] === accountLocale) ?? null;
}
