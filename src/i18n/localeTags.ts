/** The portal's languages: Brazilian Portuguese first (the default), English second. */
export const LOCALES = ['pt-BR', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The portal's default language (spec §9: "Portal locale pt"). */
export const DEFAULT_LOCALE: Locale = 'pt-BR';
/** The catalogue every other one falls back to, and the language of the messages' defaults in the code. */
export const FALLBACK_LOCALE: Locale = 'en';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
