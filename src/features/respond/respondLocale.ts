import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.ts';

/**
 * The form's first language when the session does not say: the browser's first language the portal speaks, else
 * Brazilian Portuguese. The company's choice in the form is kept for the page only; it never changes the language
 * an investor signed in on this browser chose.
 */
export function browserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const lower = language.toLowerCase();
    if (lower.startsWith('pt')) return 'pt-BR';
    if (lower.startsWith('en')) return 'en';
  }
  return DEFAULT_LOCALE;
}
