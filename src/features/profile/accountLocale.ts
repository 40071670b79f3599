import type { Locale } from '../../i18n/locales.ts';

/**
 * The account's `locale` for each language of the portal: two letters, as `auth.users.locale` (varchar(2)) and the
 * auth service's e-mail templates (nhost/emails/<locale>/, `pt` holding Brazilian Portuguese) expect.
 */
const ACCOUNT_LOCALES: Record<Locale, string> = { 'pt-BR': 'pt', en: 'en' };

export function accountLocaleOf(locale: Locale): string {
  return ACCOUNT_LOCALES[locale];
}
